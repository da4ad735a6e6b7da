import { useSearchParams } from 'react-router';
import { MessageReader } from './message-reader.tsx';
import { MessagesInbox } from './messages-inbox.tsx';

/** /admin/messages: the inbox, or one message in full when `?message={id}` is in the URL. */
export function MessagesScreen() {
  const [searchParams] = useSearchParams();
  const openId = Number.parseInt(searchParams.get('message') ?? '', 10);
  if (!Number.isInteger(openId) || openId < 1) return <MessagesInbox />;

  const inboxParams = new URLSearchParams(searchParams);
  inboxParams.delete('message');
  const query = inboxParams.toString();
  return <MessageReader key={openId} id={openId} inboxPath={`/admin/messages${query ? `?${query}` : ''}`} />;
}
