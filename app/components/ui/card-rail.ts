/**
 * A row of cards that scrolls sideways on phones, each card most of the screen wide and snapping, so
 * that six tall cards do not make a column of six (issue 14); from `sm` up it is a grid, whose columns
 * the caller adds (`sm:grid-cols-3`).
 */
export const CARD_RAIL_LIST =
  'mt-8 -mx-5 flex snap-x snap-mandatory gap-4 overflow-x-auto px-5 pb-3 sm:mx-0 sm:mt-10 sm:grid sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0';
// `relative`: a card's stretched link (an absolute ::after) stays inside the scrolling row, not the page.
export const CARD_RAIL_ITEM = 'relative w-[85%] max-w-sm shrink-0 snap-start sm:w-auto sm:max-w-none';

/**
 * Grid columns that leave no lonely last card for a list of `count` cards (two columns from `sm`,
 * three or four from `lg`), as literal class names for Tailwind to find.
 */
export function balancedColumns(count: number): string {
  if (count % 3 === 0) return count % 2 === 0 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-3';
  if (count % 4 === 0) return 'sm:grid-cols-2 lg:grid-cols-4';
  if (count === 2) return 'sm:grid-cols-2';
  return 'sm:grid-cols-2 lg:grid-cols-3';
}
