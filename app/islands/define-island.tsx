import { type ComponentType, createContext, useContext } from 'react';
import { PicturesAfterFirstPaint } from '#app/components/ui/after-first-paint.tsx';

/**
 * When an island's JavaScript runs: `load` at once, `idle` once the page has painted and the main
 * thread rests, `visible` when it scrolls near the screen, `interaction` at the visitor's first touch,
 * focus, key or pointer on it (a search, a form: a visitor who only reads never pays for it).
 */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction';

export interface IslandDefinition<Props> {
  /** The file's name without `.island.tsx`: the runtime finds the island's chunk by it. */
  name: string;
  Component: ComponentType<Props>;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'weltaare-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island': string;
        'data-when': HydrateWhen;
        'data-props': string;
      };
    }
  }
}

/** The names of the islands a page rendered, collected on the server so the page loads their chunks. */
export const IslandsOnPage = createContext<Set<string> | null>(null);

export type Island<Props> = ComponentType<Props> & { island: IslandDefinition<Props> };

/**
 * A part of a public page that runs in the browser (ADR 0014). The server renders `Component` inside
 * a <weltaare-island> element (display: contents) that carries its props as JSON; the islands runtime
 * hydrates that element alone, with the page's language and location, and nothing else of the page.
 * Props must be plain data: they travel in the HTML.
 */
export function defineIsland<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  when: HydrateWhen,
): Island<Props> {
  function ServerIsland(props: Props) {
    useContext(IslandsOnPage)?.add(name);
    return (
      <weltaare-island data-island={name} data-when={when} data-props={JSON.stringify(props)}>
        <PicturesAfterFirstPaint.Provider value={false}>
          <Component {...props} />
        </PicturesAfterFirstPaint.Provider>
      </weltaare-island>
    );
  }
  return Object.assign(ServerIsland, { island: { name, Component } });
}
