import { createElement, forwardRef, type SVGProps } from 'react';

/**
 * What lucide-react's icons are made with in a production build (scripts/vite/static-icons.ts):
 * the same `<svg>` and drawing attributes, but its shapes written once as markup when the icon is
 * first imported, not rebuilt as elements each time it is drawn. An icon costs the server's
 * renderer one element instead of lucide's per-render work (a few percent of a page's rendering).
 * Lucide's `xmlns` (an `<svg>` in HTML is in its namespace already) and its `lucide lucide-{name}`
 * classes (no style, script or test reads them) are left out: a page of forty icons is about a
 * hundred bytes lighter in its first round trip on a slow link (issue 36).
 */

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** What lucide gives its factory that the icon is drawn with (it gives its name and aliases too). */
interface IconData {
  size?: number;
  node: IconNode;
}

interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  color?: string;
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The shapes of an icon as markup, as React would write them. */
function shapesMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      return `<${tag}${written}></${tag}>`;
    })
    .join('');
}

/** A label, a role or a title makes the icon speak; otherwise it is hidden from assistive technology. */
function hasAccessibleProp(props: Record<string, unknown>): boolean {
  // A loop, not Object.entries: this runs for every icon of every page the server renders.
  for (const name in props) {
    if ((name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null) return true;
  }
  return false;
}

export default function createStaticLucideIcon(icon: IconData) {
  const size = icon.size ?? 24;
  const viewBox = `0 0 ${size} ${size}`;
  const markup = { __html: shapesMarkup(icon.node) };
  return forwardRef<SVGSVGElement, IconProps>(function StaticLucideIcon(
    { className = '', size: shownSize, color = 'currentColor', strokeWidth = 2, ...rest },
    ref,
  ) {
    return createElement('svg', {
      ref,
      width: shownSize ?? size,
      height: shownSize ?? size,
      viewBox,
      fill: 'none',
      stroke: color,
      strokeWidth,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: className || undefined,
      ...(hasAccessibleProp(rest) ? {} : { 'aria-hidden': 'true' }),
      ...rest,
      dangerouslySetInnerHTML: markup,
    });
  });
}
