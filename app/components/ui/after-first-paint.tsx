import { createContext, type ReactNode, useContext } from 'react';
import { DEFERRED_PICTURE_ATTRIBUTE } from '#app/islands/deferred-pictures.ts';

/**
 * True where an image waits for the first paint (ADR 0060): the server-rendered parts of a public
 * page, whose boot script shows them. An island renders its images at once: the browser draws it
 * again, and must find what the server drew.
 */
export const PicturesAfterFirstPaint = createContext(false);

/** A transparent 1x1 GIF: a box of the image's size that downloads nothing. */
export const EMPTY_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * An image (`children`: an <img> or a <picture>) fetched once the text is on screen: a phone lays out
 * the whole page before it paints, and would start every image near the screen on the bandwidth of
 * the page itself. Its stand-in keeps its box (`width`, `height`, `className`), so nothing moves;
 * without script, the <noscript> shows the image and a rule in the head hides the stand-in.
 */
export function AfterFirstPaint({
  width,
  height,
  className,
  children,
}: {
  width: number;
  height: number;
  className?: string | undefined;
  children: ReactNode;
}) {
  if (!useContext(PicturesAfterFirstPaint)) return children;
  return (
    <>
      <img
        src={EMPTY_PIXEL}
        alt=""
        width={width}
        height={height}
        className={className}
        {...{ [DEFERRED_PICTURE_ATTRIBUTE]: '' }}
      />
      <noscript>{children}</noscript>
    </>
  );
}
