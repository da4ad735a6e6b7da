import type { PageLoadContext } from '#contract/page-context.ts';

declare module 'react-router' {
  interface AppLoadContext extends PageLoadContext {}
}
