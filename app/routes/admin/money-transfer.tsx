import { MoneyTransferScreen } from '#app/features/money-transfer/admin/money-transfer-screen.tsx';

export default function AdminMoneyTransfer() {
  return <MoneyTransferScreen />;
}
