import { NewsletterIssuesScreen } from '#app/features/newsletter/admin/newsletter-issues-screen.tsx';

export default function AdminNewsletterIssues() {
  return <NewsletterIssuesScreen />;
}
