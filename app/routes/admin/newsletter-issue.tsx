import { useParams } from 'react-router';
import { NewsletterIssueScreen } from '#app/features/newsletter/admin/newsletter-issue-screen.tsx';

/** "new" and "{id}" share the screen; a new id (after the first save) starts it afresh. */
export default function AdminNewsletterIssue() {
  const { id } = useParams();
  const issueId = id ? Number(id) : null;
  return <NewsletterIssueScreen key={issueId ?? 'new'} id={issueId} />;
}
