/**
 * The classes of a light band or card that usually lies below a phone's first screen: the browser
 * lays it out and paints it only as it nears the screen (ADR 0075), so the first layouts of a fresh
 * phone, before and just after its first paint, hold little more than the first screen. A skipped
 * box keeps the size it last had (`auto`), or the size given here until it was first drawn.
 *
 * Only where the text is dark on a light background: axe-core reads a skipped box's background as
 * white (dequelabs/axe-core#2768), so light text on a dark band would be reported as unreadable.
 */
export const RENDERED_NEAR_SCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';

/** The same for a card of a list, whose first size is a phone card's. */
export const CARD_RENDERED_NEAR_SCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_10rem]';
