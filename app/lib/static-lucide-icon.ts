import { createElement, forwardRef, type SVGProps } from 'react';

/**
 * What lucide-react's icons are made with in a production build (scripts/vite/static-icons.ts):
 * the same `<svg>`, attributes and class names, but its shapes written once as markup when the icon
 * is first imported, not rebuilt as elements each time it is drawn. An icon costs the server's
 * renderer one element instead of lucide's per-render work (a few percent of a page's rendering).
 */

type IconNode = [tag: string, attributes: Record<string, string | number>][];

interface IconData {
  name?: string;
  aliases?: string[];
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
  const iconClasses = [icon.name, ...(icon.aliases ?? [])].filter(Boolean).map((name) => `lucide-${name}`);
  const ownClasses = ['lucide', ...iconClasses].join(' ');
  const viewBox = `0 0 ${size} ${size}`;
  const markup = { __html: shapesMarkup(icon.node) };
  /** The icon's own classes, then the caller's; each once, as lucide writes them, when the caller repeats one. */
  const classesWith = (className: string) => {
    if (!className) return ownClasses;
    if (!className.includes('lucide')) return `${ownClasses} ${className}`;
    return [...new Set([...ownClasses.split(' '), ...className.split(/\s+/).filter(Boolean)])].join(' ');
  };
  return forwardRef<SVGSVGElement, IconProps>(function StaticLucideIcon(
    { className = '', size: shownSize, color = 'currentColor', strokeWidth = 2, ...rest },
    ref,
  ) {
    return createElement('svg', {
      ref,
      xmlns: 'http://www.w3.org/2000/svg',
      width: shownSize ?? size,
      height: shownSize ?? size,
      viewBox,
      fill: 'none',
      stroke: color,
      strokeWidth,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: classesWith(className),
      ...(hasAccessibleProp(rest) ? {} : { 'aria-hidden': 'true' }),
      ...rest,
      dangerouslySetInnerHTML: markup,
    });
  });
}
