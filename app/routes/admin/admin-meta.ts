/** Back-office pages are for staff: never indexed, never previewed. Their titles are set by each screen. */
export function adminMeta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}
