export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** An open job post as the public API returns it, in the visitor's language. */
export interface PublicJobPost {
  id: number;
  slug: string;
  title: string;
  summary: string;
  /** Sanitized HTML. */
  body: string;
  location: string;
  employment_type: EmploymentType;
  /** Last day to apply (YYYY-MM-DD); null when open until filled. */
  closes_on: string | null;
}
