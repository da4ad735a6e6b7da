import { BlogListScreen } from '#app/features/blog/admin/blog-list-screen.tsx';

export default function AdminBlog() {
  return <BlogListScreen />;
}
