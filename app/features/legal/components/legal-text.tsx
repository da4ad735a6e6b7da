import { Fragment } from 'react';
import { Link } from '#app/components/ui/localized-link.tsx';

/** Site paths the documents name in their text, e.g. "(/privacy)". */
const INTERNAL_PATHS = ['/privacy', '/terms', '/legal', '/accessibility', '/contact'] as const;

const TOKEN = new RegExp(
  `((?<=^|[\\s(])(?:${INTERNAL_PATHS.join('|')})(?=$|[\\s).,;])|[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)*\\.[a-z]{2,})`,
  'giu',
);

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Plain text with its site paths and email addresses turned into links; everything else stays text (no HTML). */
export function LegalText({ text }: { text: string }) {
  // split() with a capturing group puts the matches at the odd indexes.
  const parts = text.split(TOKEN);
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}-${part}`;
        if (index % 2 === 0) return <Fragment key={key}>{part}</Fragment>;
        if (part.startsWith('/'))
          return (
            <Link key={key} to={part} className={linkClass}>
              {part}
            </Link>
          );
        return (
          <a key={key} href={`mailto:${part}`} className={`${linkClass} break-all`}>
            {part}
          </a>
        );
      })}
    </>
  );
}
