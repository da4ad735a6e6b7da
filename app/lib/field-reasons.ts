/** The first reason the API gave for refusing each of a form's fields, named as the API names them. */
export function firstReasons<Field extends string>(
  apiErrors: Record<string, string[]>,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const reasons: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const message = apiErrors[field]?.[0];
    if (message) reasons[field] = message;
  }
  return reasons;
}
