/**
 * The attribute of the stand-in of a picture that waits for the first paint (ADR 0060): its next
 * sibling, a <noscript>, holds the picture, which the boot script puts in the stand-in's place.
 */
export const DEFERRED_PICTURE_ATTRIBUTE = 'data-deferred-picture';
