import { TestimonialsListScreen } from '#app/features/testimonials/admin/testimonials-list-screen.tsx';

export default function AdminTestimonials() {
  return <TestimonialsListScreen />;
}
