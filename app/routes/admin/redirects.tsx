import { RedirectsScreen } from '#app/features/redirects/admin/redirects-screen.tsx';

export default function AdminRedirects() {
  return <RedirectsScreen />;
}
