import type { ReactNode } from 'react';
import { Link } from '#app/components/ui/localized-link.tsx';

/**
 * A section's button: a path of this site leads to it in the page's language; another address
 * (another site, a mail, a phone) is followed as staff typed it.
 */
export function SectionLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
