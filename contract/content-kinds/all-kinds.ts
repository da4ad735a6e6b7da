import { blogPostsKind } from './blog-posts.ts';
import { clientsKind } from './clients.ts';
import type { ContentKind } from './define-content-kind.ts';
import { eventsKind } from './events.ts';
import { jobPostsKind } from './job-posts.ts';
import { definePagesKind } from './pages.ts';
import { projectsKind } from './projects.ts';
import { servicesKind } from './services.ts';
import { solutionsKind } from './solutions.ts';
import { teamMembersKind } from './team-members.ts';
import { testimonialsKind } from './testimonials.ts';

/** The kinds staff write items of: a new kind joins the site by its declaration and this line (ADR 0073). */
const WRITTEN_KINDS = [
  servicesKind,
  projectsKind,
  blogPostsKind,
  testimonialsKind,
  jobPostsKind,
  solutionsKind,
  clientsKind,
  teamMembersKind,
  eventsKind,
] as const;

/** The site's own pages: the fixed ones and each written kind's list page. */
export const pagesKind = definePagesKind(WRITTEN_KINDS);

const KINDS = [...WRITTEN_KINDS, pagesKind] as const satisfies readonly ContentKind[];

/** Every content kind, for what works on all of them (revisions, the audit log's field names). */
export const CONTENT_KINDS: readonly ContentKind[] = KINDS;

/** One of the content kinds with its own types: what a typed read of every kind is drawn from. */
export type AnyContentKind = (typeof KINDS)[number];
