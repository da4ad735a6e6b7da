import type { PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import {
  blogPosts,
  clients,
  events,
  jobPosts,
  projects,
  services,
  solutions,
  teamMembers,
  testimonials,
} from '../../db/schema.ts';
import type { ContentKindHooks } from '../admin/content-kind-store.ts';
import { blogAdminHooks } from '../blog/admin-hooks.ts';

export interface KindTable {
  kind: ContentKind;
  table: PgTable;
  hooks?: ContentKindHooks;
}

/** The table of each kind, by its name in /api/admin/{name}. */
const TABLES: Record<string, PgTable> = {
  services,
  projects,
  blog: blogPosts,
  testimonials,
  careers: jobPosts,
  solutions,
  clients,
  team: teamMembers,
  events,
};

/** What a declaration cannot say, per kind (ADR 0009). */
const HOOKS: Record<string, ContentKindHooks> = { blog: blogAdminHooks };

/** Each content kind with its table and hooks: the admin API and the translation status are drawn from these. */
export const KIND_TABLES: KindTable[] = CONTENT_KINDS.map((kind) => {
  const table = TABLES[kind.name];
  if (!table) throw new Error(`${kind.name}: no table`);
  return { kind, table, hooks: HOOKS[kind.name] };
});

/** The kind of this name with its table, if there is one. */
export const findKindTable = (name: string): KindTable | undefined =>
  KIND_TABLES.find((entry) => entry.kind.name === name);
