/** The numeric id of an "edit/{id}" URL; null on a "new" URL. A malformed id reads as 0, which the API answers 404. */
export function itemIdFrom(param: string | undefined): number | null {
  if (param === undefined) return null;
  return /^\d{1,10}$/.test(param) ? Number(param) : 0;
}
