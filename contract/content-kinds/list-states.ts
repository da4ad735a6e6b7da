import type { ContentKind } from './define-content-kind.ts';

type Kind = Pick<ContentKind, 'stats'>;

/** The tab that lifts every state, WordPress's "All". */
export const ALL_STATES = 'all';
/** The tab of items set to go online whose publication date is still ahead (ADR 0018). */
export const SCHEDULED_STATE = 'scheduled';
/** The query parameter of that tab. */
export const SCHEDULED_QUERY = 'scheduled';

/**
 * A list's tabs by state, drawn from the kind's declared stats (Published, Drafts, Pending,
 * Approved, Featured...): each tab narrows the list to the values its stat counts.
 */
export function listStatesOf(kind: Kind): string[] {
  return Object.keys(kind.stats);
}

/** The fields the state tabs set (`status`, `active`, `published`, `featured`): a tab replaces all of them. */
export function stateFieldsOf(kind: Kind): string[] {
  return [...new Set(Object.values(kind.stats).flatMap((values) => Object.keys(values)))];
}

/** The query of a tab, as the list's URL and the API read it: `{ status: 'pending' }`, `{ active: 'true' }`. */
export function stateQuery(kind: Kind, state: string): Record<string, string> {
  if (state === SCHEDULED_STATE) return { [SCHEDULED_QUERY]: 'true' };
  const values = (kind.stats as Record<string, Record<string, unknown>>)[state] ?? {};
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, String(value)]));
}

/** The tab a list's query is on (the one whose values it names exactly), or null when none is. */
export function currentStateOf(kind: Kind, query: Record<string, string | undefined>): string | null {
  const named = (name: string) => query[name] !== undefined && query[name] !== '';
  const names = [...stateFieldsOf(kind), SCHEDULED_QUERY].filter(named);
  if (names.length === 0) return ALL_STATES;
  for (const state of [...listStatesOf(kind), SCHEDULED_STATE]) {
    const wanted = stateQuery(kind, state);
    const keys = Object.keys(wanted);
    if (keys.length === names.length && keys.every((key) => query[key] === wanted[key])) return state;
  }
  return null;
}
