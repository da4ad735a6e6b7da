import { Node } from '@tiptap/react';
import { richTextImageKind, uploadedImageFile } from '#contract/rich-text-images.ts';

export interface FigureAttributes {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption: string;
}

/** The attributes of an `<img>` of the library, or false for any other image (pasted from elsewhere, resized). */
function imageAttributes(img: HTMLImageElement | null): Omit<FigureAttributes, 'caption'> | false {
  if (!img) return false;
  const src = img.getAttribute('src') ?? '';
  const width = Number(img.getAttribute('width'));
  const height = Number(img.getAttribute('height'));
  if (!uploadedImageFile(src) || !richTextImageKind(width, height)) return false;
  return { src, alt: img.getAttribute('alt') ?? '', width, height };
}

/**
 * An image of the library inside a text: `<figure><img …><figcaption>…</figcaption></figure>`, as
 * the server keeps it (server/lib/sanitize-rich-text.ts makes it responsive). One block, selected
 * and edited whole: its alt text and caption are changed in the image window.
 */
export const LibraryFigure = Node.create({
  name: 'libraryFigure',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    // Drawn by renderHTML as the <img> and <figcaption> inside, never as attributes of <figure>.
    return {
      src: { default: '', rendered: false },
      alt: { default: '', rendered: false },
      width: { default: 0, rendered: false },
      height: { default: 0, rendered: false },
      caption: { default: '', rendered: false },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element) => {
          const found = imageAttributes(element.querySelector('img'));
          return found ? { ...found, caption: element.querySelector('figcaption')?.textContent?.trim() ?? '' } : false;
        },
      },
      { tag: 'img', getAttrs: (element) => imageAttributes(element as HTMLImageElement) },
    ];
  },

  renderHTML({ node }) {
    const { src, alt, width, height, caption } = node.attrs as FigureAttributes;
    const img = ['img', { src, alt, width: String(width), height: String(height) }];
    return caption ? ['figure', {}, img, ['figcaption', {}, caption]] : ['figure', {}, img];
  },
});
