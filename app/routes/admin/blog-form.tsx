import { useParams } from 'react-router';
import { BlogFormScreen } from '#app/features/blog/admin/blog-form-screen.tsx';
import { itemIdFrom } from './item-id.ts';

/** /admin/blog/new and /admin/blog/edit/{id}. */
export default function AdminBlogForm() {
  const { id } = useParams();
  return <BlogFormScreen key={id ?? 'new'} id={itemIdFrom(id)} />;
}
