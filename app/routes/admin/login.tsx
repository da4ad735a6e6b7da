import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '#app/components/layout/page-spinner.tsx';
import { useSession } from '#app/features/auth/api/use-session.ts';
import { LoginScreen, safeNextPath } from '#app/features/auth/login-screen.tsx';
import { adminMeta } from './admin-meta.ts';

export const meta = adminMeta;

export default function AdminLogin() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (session.status === 'signed-in') return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;
  return (
    <>
      <LoginScreen />
      {session.status === 'checking' ? <PageSpinner /> : null}
    </>
  );
}
