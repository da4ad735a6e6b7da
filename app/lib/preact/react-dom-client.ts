/**
 * `react-dom/client` for the production browser build, where Preact stands in for React
 * (vite.config.ts, ADR 0007). React hydrates a whole `document`; Preact hydrates the children
 * of one element, so this adapts three things:
 * - the `<html>` element the root renders becomes a pass-through whose attributes (lang, dir)
 *   go onto the existing `<html>`; its `<head>` and `<body>` hydrate the server's;
 * - React Router's `HydratedRouter` throws a promise while it decodes the streamed loader data
 *   and there is no Suspense boundary above it: hydration starts once that promise settles;
 * - React's server renderer hoists module preloads to the top of `<head>`, above the
 *   stylesheet, while the tree renders them further down. Preact matches elements by position
 *   and would drop the stylesheet, so those preloads (their modules are loaded by now) go first.
 */
import { type ComponentChildren, hydrate, options, render, type VNode } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

type HtmlProps = { children?: ComponentChildren } & Record<string, unknown>;

/** Stands for `<html>`: renders its children and keeps the document element's attributes in step. */
function DocumentElement({ children, ...attributes }: HtmlProps) {
  const serialized = JSON.stringify(attributes);
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined || value === null || value === false) root.removeAttribute(name);
      else root.setAttribute(name, String(value));
    }
    // The attributes are compared by value: a new object each render is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialized]);
  return children as VNode;
}

const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'html') (vnode as { type: unknown }).type = DocumentElement;
  previousVnodeHook?.(vnode);
};

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

function removeHoistedPreloads() {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
}

type Root = { render: (children: ComponentChildren) => void; unmount: () => void };

function rootOf(container: Element | Document): Element {
  return container instanceof Document ? container.documentElement : container;
}

export function createRoot(container: Element | Document): Root {
  const element = rootOf(container);
  return {
    render: (children) => render(children, element),
    unmount: () => render(null, element),
  };
}

/**
 * Renders the tree once into a detached element so React Router starts decoding its data; its
 * first render always throws the decoding promise, before anything mounts. Hydrating the
 * document only then matters: a hydration interrupted by a throw leaves preact/compat believing
 * it is still hydrating, and `useSyncExternalStore` would answer its server value for ever.
 */
function whenRouterDataDecoded(children: ComponentChildren): Promise<unknown> {
  const scratch = document.createElement('div');
  try {
    render(children, scratch);
    return Promise.resolve();
  } catch (thrown) {
    if (!isThenable(thrown)) throw thrown;
    return Promise.resolve(thrown).then(
      () => undefined,
      () => undefined,
    );
  } finally {
    render(null, scratch);
  }
}

export function hydrateRoot(container: Element | Document, children: ComponentChildren): Root {
  const element = rootOf(container);
  if (container instanceof Document) removeHoistedPreloads();
  void whenRouterDataDecoded(children).then(() => hydrate(children, element));
  return createRoot(container);
}

export default { createRoot, hydrateRoot };
