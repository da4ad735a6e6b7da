import type { AdminMessage } from './message.ts';
import type { AdminTestimonial } from './testimonial.ts';

/** GET /api/admin/dashboard: what needs attention, and the messages of the last eight weeks. */
export interface AdminDashboard {
  counts: {
    services: number;
    projects: number;
    blog_posts: number;
    open_jobs: number;
    pending_testimonials: number;
    new_messages: number;
    subscribers: number;
  };
  recent_messages: AdminMessage[];
  pending_testimonials: AdminTestimonial[];
  /** Eight weeks, oldest first; `week` is the Monday ("2026-03-02"). */
  messages_per_week: { week: string; count: number }[];
}
