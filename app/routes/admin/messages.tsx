import { MessagesScreen } from '#app/features/messages/admin/messages-screen.tsx';

export default function AdminMessages() {
  return <MessagesScreen />;
}
