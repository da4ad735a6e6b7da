import { ReplyTemplatesScreen } from '#app/features/messages/admin/reply-templates-screen.tsx';

export default function AdminReplyTemplates() {
  return <ReplyTemplatesScreen />;
}
