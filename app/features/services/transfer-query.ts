import type { TransferQuery } from './components/transfer-calculator.tsx';

/** The transfer calculator's GET form, read back when the page is asked without JavaScript. */
export function transferQueryOf(params: URLSearchParams): TransferQuery | null {
  const amount = params.get('amount');
  if (amount === null) return null;
  return {
    // Addresses made before transfers into Guinea existed meant out of it.
    flow: params.get('flow') === 'into-guinea' ? 'into-guinea' : 'out-of-guinea',
    corridor: (params.get('corridor') ?? '').slice(0, 40),
    direction: params.get('direction') === 'receive' ? 'receive' : 'send',
    amount: amount.slice(0, 30),
  };
}
