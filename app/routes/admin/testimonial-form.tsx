import { useParams } from 'react-router';
import { TestimonialFormScreen } from '#app/features/testimonials/admin/testimonial-form-screen.tsx';
import { itemIdFrom } from './item-id.ts';

/** /admin/testimonials/new and /admin/testimonials/edit/{id}. */
export default function AdminTestimonialForm() {
  const { id } = useParams();
  return <TestimonialFormScreen key={id ?? 'new'} id={itemIdFrom(id)} />;
}
