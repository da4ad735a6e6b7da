import type { PageLoadContext } from '#contract/page-context.ts';

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the page context into React Router's type
  interface AppLoadContext extends PageLoadContext {}
}
