/** Two stored values are the same whatever the order of their keys (jsonb keeps its own order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * The declared fields whose value differs between two states of an item, in the declaration's
 * order; with no earlier state, the fields that hold a value.
 */
export function changedFields(
  fieldNames: readonly string[],
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): string[] {
  return fieldNames.filter((name) =>
    before ? !sameValue(before[name] ?? null, after[name] ?? null) : !isEmpty(after[name]),
  );
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}
