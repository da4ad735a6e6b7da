/**
 * Each browser test runs at one size: a public page on a phone (where most visitors read it), a
 * back-office screen on a desktop (where staff work). A test whose layout or navigation differs
 * between the two runs at both, and says why: `test('…', atBothSizes('the table becomes cards'), …)`.
 */
export function atBothSizes(why: string) {
  return { tag: '@both-sizes', annotation: { type: 'runs at both sizes', description: why } };
}

export const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };
