import { QuoteSettingsScreen } from '#app/features/messages/admin/quotes/quote-settings-screen.tsx';

export default function AdminQuoteSettings() {
  return <QuoteSettingsScreen />;
}
