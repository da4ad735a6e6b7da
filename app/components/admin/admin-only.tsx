import { ArrowLeft, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { adminOnlyMessages } from '#app/i18n/messages/admin-only.ts';
import { canAccess, useCurrentUser } from '#app/lib/auth/current-user.tsx';
import { AdminPage } from './admin-page.tsx';
import { buttonClass } from './buttons.ts';

/**
 * Renders an administrators-only screen, or a clear refusal for an editor who opens its address
 * (the server would answer 403; nothing is fetched).
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const t = useT(adminOnlyMessages);
  const tAdmin = useT(adminMessages);
  if (canAccess(user.role, 'admin')) return children;
  return (
    <AdminPage title={t('title')}>
      <div className="flex flex-col items-start gap-4 rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
        <ShieldAlert aria-hidden="true" className="size-8 text-amber-800" />
        <p>{t('description', { role: tAdmin(user.role === 'admin' ? 'role.admin' : 'role.editor') })}</p>
        <Link to="/admin" className={buttonClass.secondary}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </Link>
      </div>
    </AdminPage>
  );
}
