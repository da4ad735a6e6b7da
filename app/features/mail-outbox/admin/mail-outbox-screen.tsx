import { useSearchParams } from 'react-router';
import { MailOutboxList } from './mail-outbox-list.tsx';
import { MailReader } from './mail-reader.tsx';

/** /admin/mail-outbox: the outbox, or one mail in full when `?mail={id}` is in the URL. */
export function MailOutboxScreen() {
  const [searchParams] = useSearchParams();
  const openId = Number.parseInt(searchParams.get('mail') ?? '', 10);
  if (!Number.isInteger(openId) || openId < 1) return <MailOutboxList />;

  const listParams = new URLSearchParams(searchParams);
  listParams.delete('mail');
  const query = listParams.toString();
  return <MailReader key={openId} id={openId} listPath={`/admin/mail-outbox${query ? `?${query}` : ''}`} />;
}
