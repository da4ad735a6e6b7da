import { NewsletterSubscribersScreen } from '#app/features/newsletter/admin/newsletter-subscribers-screen.tsx';

export default function AdminNewsletter() {
  return <NewsletterSubscribersScreen />;
}
