import { Navigate, Outlet, useLocation } from 'react-router';
import { adminNav } from '#app/components/admin/admin-nav-items.ts';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { PageSpinner } from '#app/components/layout/page-spinner.tsx';
import { ToastProvider } from '#app/components/ui/toast.tsx';
import { useLogout } from '#app/features/auth/api/use-logout.ts';
import { useSession } from '#app/features/auth/api/use-session.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { CurrentUserProvider } from '#app/lib/auth/current-user.tsx';
import { adminMeta } from './admin-meta.ts';
import { KIND_NAV } from './kind-screens.ts';

const NAV = adminNav(KIND_NAV);

export const meta = adminMeta;

/** Every back-office screen: signed-out visitors go to /admin/login and come back after logging in. */
export default function AdminLayout() {
  const t = useT(adminMessages);
  const session = useSession();
  const location = useLocation();
  const logout = useLogout();

  if (session.status === 'signed-out') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/admin/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (session.status === 'checking') {
    return (
      <main id="main" className="min-h-screen">
        <PageSpinner />
      </main>
    );
  }
  // Two-factor login required and not set up (ADR 0023): the profile, where it is set up, is the only screen open.
  const onProfile = location.pathname === '/admin/profile' || location.pathname === '/profile';
  if (session.user.two_factor_setup_required && !onProfile) return <Navigate to="/admin/profile" replace />;
  return (
    <CurrentUserProvider user={session.user}>
      <ToastProvider
        labels={{ region: t('toast.region'), toast: t('toast.label'), close: t('toast.close') }}
        placement="beside-save-bar"
      >
        <AdminShell nav={NAV} user={session.user} onLogout={() => void logout()}>
          <Outlet />
        </AdminShell>
      </ToastProvider>
    </CurrentUserProvider>
  );
}
