/**
 * The drawing kit shared by the seed images: deterministic randomness, escaping, and the few
 * shapes every picture is built from, so services, projects, articles and portraits share one style:
 * flat colours, a navy outline, a soft offset shadow.
 */
import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export const FONT_FAMILY = 'DejaVu Sans, Verdana, Arial, sans-serif';

/** Brand palette. */
export const INK = '#172554';
export const NAVY = '#1e3a8a';
export const BLUE = '#2563eb';
export const SKY = '#bfdbfe';
export const ORANGE = '#f97316';
export const PEACH = '#fed7aa';
export const TEAL = '#0d9488';
export const MINT = '#99f6e4';
export const SAND = '#fdf6ec';
export const LINE = '#cbd5e1';

const OUTLINE = 5;

export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic pseudo-random numbers in [0, 1): the same seed text always gives the same picture. */
export function random(seedText: string): () => number {
  let state = hash(seedText);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], seedText: string): T {
  const item = items[hash(seedText) % items.length];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const round = (value: number): number => Math.round(value * 10) / 10;

/** The document around a drawing made on a fixed `viewW` x `viewH` board, scaled to the file's size. */
export function svgDocument(width: number, height: number, viewW: number, viewH: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}">${body}</svg>`;
}

/** A lucide glyph as a nested <svg>, stroked in the given colour. */
export function glyph(icon: LucideIcon, x: number, y: number, size: number, color: string, strokeWidth = 2): string {
  const markup = renderToStaticMarkup(createElement(icon, { color, strokeWidth, size }));
  // Keep lucide's viewBox (24 x 24) and place the glyph with our own box.
  return markup.replace(/^<svg([^>]*)>/, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s(?:width|height)="[^"]*"/g, '');
    return `<svg x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}"${rest}>`;
  });
}

/** A rounded box with the house outline and its shadow below right. */
export function panel(x: number, y: number, w: number, h: number, r: number, fill: string, outline = INK): string {
  return (
    `<rect x="${round(x + 10)}" y="${round(y + 12)}" width="${round(w)}" height="${round(h)}" rx="${r}" fill="${INK}" opacity="0.14"/>` +
    `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${r}" fill="${fill}" stroke="${outline}" stroke-width="${OUTLINE}" stroke-linejoin="round"/>`
  );
}

/** A filled box without outline (the content of a screen). */
export function block(x: number, y: number, w: number, h: number, r: number, fill: string, opacity = 1): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${r}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** Lines of text drawn as bars: the eye reads "text" in any language. */
export function textLines(
  x: number,
  y: number,
  widths: readonly number[],
  gap: number,
  thickness: number,
  fill: string,
): string {
  return widths.map((w, index) => block(x, y + index * gap, w, thickness, thickness / 2, fill)).join('');
}

/** A round badge carrying a glyph: the service's icon, a heart, a plane. */
export function badge(icon: LucideIcon, cx: number, cy: number, r: number, fill: string, stroke = INK): string {
  const size = r * 1.1;
  return (
    `<circle cx="${round(cx + 6)}" cy="${round(cy + 8)}" r="${r}" fill="${INK}" opacity="0.14"/>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="${fill}" stroke="${INK}" stroke-width="${OUTLINE}"/>` +
    glyph(icon, cx - size / 2, cy - size / 2, size, stroke, 2.2)
  );
}

/** A browser window: bar with three dots and an address field; the page is drawn by `content` inside (x, y, w, h). */
export function browserWindow(
  x: number,
  y: number,
  w: number,
  h: number,
  content: (x: number, y: number, w: number, h: number) => string,
): string {
  const bar = 44;
  return (
    panel(x, y, w, h, 18, '#ffffff') +
    `<path d="M${x} ${y + bar} H${x + w}" stroke="${INK}" stroke-width="${OUTLINE}"/>` +
    [0, 1, 2]
      .map((i) => `<circle cx="${x + 26 + i * 22}" cy="${y + bar / 2}" r="7" fill="${[ORANGE, '#facc15', TEAL][i]}"/>`)
      .join('') +
    block(x + 110, y + 12, Math.min(w - 140, 320), 20, 10, '#e2e8f0') +
    `<g>${content(x + OUTLINE / 2, y + bar + OUTLINE / 2, w - OUTLINE, h - bar - OUTLINE)}</g>`
  );
}

/** A phone seen from the front: the screen is drawn by `content` inside (x, y, w, h). */
export function phone(
  x: number,
  y: number,
  w: number,
  h: number,
  content: (x: number, y: number, w: number, h: number) => string,
  frame = INK,
): string {
  const border = 12;
  return (
    `<rect x="${round(x + 10)}" y="${round(y + 12)}" width="${w}" height="${h}" rx="34" fill="${INK}" opacity="0.16"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="34" fill="${frame}"/>` +
    `<rect x="${x + border}" y="${y + border}" width="${w - 2 * border}" height="${h - 2 * border}" rx="24" fill="#ffffff"/>` +
    content(x + border, y + border + 14, w - 2 * border, h - 2 * border - 28) +
    block(x + w / 2 - 26, y + border + 4, 52, 8, 4, frame)
  );
}
