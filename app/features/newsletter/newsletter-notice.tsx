import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, MailX } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { newsletterPageMessages } from './messages.ts';
import { requestQuery } from '#app/lib/search-params.ts';

const ICONS = {
  success: { icon: CircleCheck, className: 'text-emerald-600' },
  refusal: { icon: CircleAlert, className: 'text-red-700' },
  question: { icon: MailX, className: 'text-brand-700' },
} as const;

/** The page a newsletter link leads to: what happened, in the page's language, and the way home. */
export function NewsletterNotice({
  tone,
  title,
  children,
  action,
}: {
  tone: keyof typeof ICONS;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const t = useT(newsletterPageMessages);
  const { icon: Icon, className } = ICONS[tone];
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <Icon aria-hidden="true" className={`size-14 ${className}`} />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <div className="space-y-2 text-slate-700">{children}</div>
      {action}
      <Link to="/" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {t('back_home')}
      </Link>
    </section>
  );
}

/** The query of a newsletter link, as the server's schema reads it. */
export function newsletterLinkOf(request: Request) {
  const query = requestQuery(request);
  return { email: query.get('email') ?? undefined, token: query.get('token') ?? undefined };
}
