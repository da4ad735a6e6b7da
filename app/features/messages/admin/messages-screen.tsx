import { useSearchParams } from 'react-router';
import { MessageReader } from './message-reader.tsx';
import { MessagesInbox } from './messages-inbox.tsx';
import { NewLeadForm } from './new-lead-form.tsx';

/**
 * /admin/messages: the inbox, one message in full when `?message={id}` is in the URL, or the form
 * recording a lead with `?new=lead`; both return to the list as it was.
 */
export function MessagesScreen() {
  const [searchParams] = useSearchParams();
  const inboxParams = new URLSearchParams(searchParams);
  inboxParams.delete('message');
  inboxParams.delete('new');
  const query = inboxParams.toString();
  const inboxPath = `/admin/messages${query ? `?${query}` : ''}`;

  if (searchParams.get('new') === 'lead') return <NewLeadForm inboxPath={inboxPath} />;
  const openId = Number.parseInt(searchParams.get('message') ?? '', 10);
  if (!Number.isInteger(openId) || openId < 1) return <MessagesInbox />;
  return <MessageReader key={openId} id={openId} inboxPath={inboxPath} />;
}
