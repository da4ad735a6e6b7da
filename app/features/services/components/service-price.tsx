import { formatMoney } from '#contract/money-transfer/money.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { servicesMessages } from '../messages.ts';

/** "à partir de 2 500 000 GNF" / "from GNF 2,500,000", when the service has a starting price. */
export function ServicePrice({ priceFromGnf, className }: { priceFromGnf: number | null; className: string }) {
  const t = useT(servicesMessages);
  const { language } = useLanguage();
  if (priceFromGnf === null) return null;
  return <p className={className}>{t('price_from', { price: formatMoney(priceFromGnf, 'GNF', language) })}</p>;
}
