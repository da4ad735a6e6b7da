import { solutionsKind } from '../content-kinds/solutions.ts';
import type { z } from 'zod';

/** An active solution as the public API returns it, in the visitor's language. */
export type PublicSolution = z.infer<typeof solutionsKind.schemas.publicAnswer>;

/** Body of POST and PUT /api/admin/{name}, from the declaration in content-kinds/solutions.ts. */
export const solutionInputSchema = solutionsKind.schemas.input;
export type SolutionInput = z.input<typeof solutionInputSchema>;
export const ADMIN_SOLUTION_SORTS = solutionsKind.list.sorts;
export const adminSolutionListQuerySchema = solutionsKind.schemas.listQuery;
/** One item as the admin API returns it: both languages. */
export type AdminSolution = z.infer<typeof solutionsKind.schemas.answer>;
export type SolutionStats = z.infer<typeof solutionsKind.schemas.stats>;
