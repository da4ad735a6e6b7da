import { MediaLibraryScreen } from '#app/features/media/admin/media-library-screen.tsx';

export default function AdminMedia() {
  return <MediaLibraryScreen />;
}
