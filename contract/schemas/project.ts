import { projectsKind } from '../content-kinds/projects.ts';
import type { z } from 'zod';

// The categories live with the constants: the public filter needs them without loading zod.
export { PROJECT_CATEGORIES, type ProjectCategory } from '../constants.ts';

/** A project as the public API returns it, in the visitor's language. */
export type PublicProject = z.infer<typeof projectsKind.schemas.publicAnswer>;

/** Body of POST and PUT /api/admin/{name}, from the declaration in content-kinds/projects.ts. */
export const projectInputSchema = projectsKind.schemas.input;
export type ProjectInput = z.input<typeof projectInputSchema>;
export const ADMIN_PROJECT_SORTS = projectsKind.list.sorts;
export const adminProjectListQuerySchema = projectsKind.schemas.listQuery;
/** One item as the admin API returns it: both languages. */
export type AdminProject = z.infer<typeof projectsKind.schemas.answer>;
export type ProjectStats = z.infer<typeof projectsKind.schemas.stats>;
