/**
 * The `sizes` of the pictures laid out in the page's content box (`max-w-6xl`, 1152 px with its
 * padding; `px-5` on phones, `sm:px-8` from 640 px). They state the drawn width to the pixel, so that
 * the browser picks the smallest variant that is sharp enough: a phone 360 px wide at 1.5 dots a pixel
 * gets the 480-pixel cover of a picture drawn 320 px wide, not the 960 that "100vw" made it download.
 */

/** The content box's inner width at each screen width, as a CSS length. */
const CONTENT = {
  phone: 'calc(100vw - 40px)',
  small: 'calc(100vw - 64px)',
};

/** An item page's cover on a phone: two fifths of the content box, beside the words (ItemCover). */
export const COVER_BESIDE_TEXT = 'calc(40vw - 16px)';

/**
 * A picture as wide as the content box (or `maxWidth`, for a narrower column such as an article's);
 * on a phone, as wide as the content box or `phoneWidth`.
 */
export function contentWidthSizes(maxWidth = 1088, phoneWidth = CONTENT.phone): string {
  return `(min-width: ${maxWidth + 64}px) ${maxWidth}px, (min-width: 640px) ${CONTENT.small}, ${phoneWidth}`;
}

/** Cards from 640 px up: two columns, three from 1024 px, gaps of 24 px. */
const CARD_COLUMNS = [
  '(min-width: 1152px) 347px',
  '(min-width: 1024px) calc(33.3vw - 37px)',
  '(min-width: 640px) calc(50vw - 44px)',
];

/** The thumbnail a card shows beside its text on a phone (`w-28`, ADR 0074). */
const PHONE_THUMBNAIL_WIDTH = '112px';

/** A card of a grid: a thumbnail on phones, then the columns above. */
export const CARD_GRID_IMAGE_SIZES = [...CARD_COLUMNS, PHONE_THUMBNAIL_WIDTH].join(', ');

/**
 * A card of a row that scrolls sideways on phones (card-rail.ts: 85% of the row, at most 384 px), a
 * grid like the one above from 640 px.
 */
export const CARD_RAIL_IMAGE_SIZES = [...CARD_COLUMNS, '(min-width: 492px) 384px', 'calc(85vw - 34px)'].join(', ');

/** Half of the content box from 1024 px (two columns `gap` px apart), the whole box below. */
export function halfFromLargeSizes(gap = 0): string {
  return [
    `(min-width: 1152px) ${(1088 - gap) / 2}px`,
    `(min-width: 1024px) calc(50vw - ${32 + gap / 2}px)`,
    `(min-width: 640px) ${CONTENT.small}`,
    CONTENT.phone,
  ].join(', ');
}

/** The main column of a page with a 20rem side column from 1024 px (a project's page): its cover. */
export const MAIN_COLUMN_COVER_SIZES = [
  `(min-width: 1152px) 720px`,
  '(min-width: 1024px) calc(100vw - 432px)',
  `(min-width: 640px) ${CONTENT.small}`,
  COVER_BESIDE_TEXT,
].join(', ');

/** A picture of a two-column gallery (16 px apart) in that main column. */
export const MAIN_COLUMN_GALLERY_IMAGE_SIZES = [
  '(min-width: 1152px) 352px',
  '(min-width: 1024px) calc(50vw - 224px)',
  '(min-width: 640px) calc(50vw - 40px)',
  CONTENT.phone,
].join(', ');
