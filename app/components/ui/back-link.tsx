import { ArrowLeft } from 'lucide-react';
import { Link } from './localized-link.tsx';

const TONES = {
  /** White, on a page hero. */
  hero: 'mt-8 text-white underline-offset-4 hover:underline',
  /** Brand blue, on the page's own background. */
  page: 'self-start text-brand-700 hover:text-brand-900',
};

/** "← All projects": back from an item to its list, in the page's language. */
export function BackLink({ to, label, tone }: { to: string; label: string; tone: keyof typeof TONES }) {
  return (
    <Link to={to} className={`inline-flex items-center gap-2 font-semibold ${TONES[tone]}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
