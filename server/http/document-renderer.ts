import {
  type AppLoadContext,
  type DataRouteObject,
  type EntryContext,
  type LoaderFunctionArgs,
  type ServerBuild,
  createStaticHandler,
} from 'react-router';
import { isBackOfficePath } from '#contract/page-urls.ts';

type ServerRoute = NonNullable<ServerBuild['routes'][string]>;

/** A loader's answer that asks for a redirect (`data(null, { status: 302 })`): React Router throws it. */
function redirectAsked(result: unknown): Response | null {
  // How React Router itself tells `data()` apart (its class is not exported).
  const asData = result as { type?: unknown; init?: ResponseInit | null } | null;
  if (asData?.type !== 'DataWithResponseInit') return null;
  const status = asData.init?.status ?? 200;
  return status >= 300 && status < 400 ? new Response(null, asData.init ?? undefined) : null;
}

/** Thrown instead of running the loader of a route that sets its own headers: React Router renders it. */
const LEFT_TO_REACT_ROUTER = new Error('a route with its own headers is rendered by React Router');

/**
 * The build's routes as the static handler takes them: a tree, each with its loader and boundary. A
 * route that sets its own headers (the newsletter links) only says so, before its loader writes anything.
 */
function dataRoutesOf(routes: ServerBuild['routes'], parentId = ''): DataRouteObject[] {
  return Object.values(routes)
    .filter((route): route is ServerRoute => route !== undefined && (route.parentId ?? '') === parentId)
    .map((route) => {
      const { loader, headers } = route.module;
      const common = {
        id: route.id,
        path: route.path,
        // The root always has one: React Router's default.
        hasErrorBoundary: route.id === 'root' || route.module.ErrorBoundary !== undefined,
        handle: route.module.handle as unknown,
        loader: headers
          ? () => Promise.reject(LEFT_TO_REACT_ROUTER)
          : loader
            ? async (args: LoaderFunctionArgs) => {
                const result = await loader(args as Parameters<typeof loader>[0]);
                const redirect = redirectAsked(result);
                if (redirect) throw redirect;
                return result;
              }
            : undefined,
      };
      return route.index
        ? { ...common, index: true as const }
        : { ...common, caseSensitive: route.caseSensitive, children: dataRoutesOf(routes, route.id) };
    });
}

/** A route's whole path, from its parents' ("/en/blog/:slug"). */
function fullPathOf(routes: ServerBuild['routes'], route: ServerRoute): string {
  const parent = route.parentId ? routes[route.parentId] : undefined;
  const above = parent ? fullPathOf(routes, parent) : '';
  return route.path ? `${above.replace(/\/$/, '')}/${route.path}` : above || '/';
}

/**
 * The routes a document can be: the back office's left out, and the layouts left empty by that. Fewer
 * routes to match a page against and to make into a router at each render; a path they do not
 * hold ends at the public "not found" page (404), which React Router's handler then renders.
 */
function documentRoutes(routes: ServerBuild['routes']): Record<string, ServerRoute> {
  const kept = Object.entries(routes).filter(
    (entry): entry is [string, ServerRoute] =>
      entry[1] !== undefined && !isBackOfficePath(fullPathOf(routes, entry[1])),
  );
  const parents = new Set(kept.map(([, route]) => route.parentId));
  return Object.fromEntries(
    kept.filter(([id, route]) => route.path !== undefined || route.index || id === 'root' || parents.has(id)),
  );
}

/** What React Router derives from a build once: its static handler, manifest and modules for documents. */
function derive(build: ServerBuild) {
  const routes = documentRoutes(build.routes);
  const handler = createStaticHandler(dataRoutesOf(routes), { basename: build.basename });
  const manifest = {
    ...build.assets,
    routes: Object.fromEntries(Object.keys(routes).map((id) => [id, build.assets.routes[id]])),
  } as EntryContext['manifest'];
  const routeModules = Object.fromEntries(
    Object.entries(routes).map(([id, route]) => [id, route.module]),
  ) as EntryContext['routeModules'];
  return { build, handler, manifest, routeModules };
}

/** Where React Router's Vite plugin leaves its development hooks (the style of a page before its scripts run). */
const DEV_SERVER_HOOKS = '__reactRouterDevServerHooks';

/** The style React Router inlines in a page in development, exactly as its handler asks for it. */
async function criticalCssOf(build: ServerBuild, request: Request, development: boolean) {
  // The request's address is the page's (made from PUBLIC_URL by ssr.ts), never a Host header.
  if (!build.unstable_getCriticalCss && !development) return undefined;
  const { pathname } = new URL(request.url);
  if (build.unstable_getCriticalCss) return build.unstable_getCriticalCss({ pathname });
  const hooks = (globalThis as Record<string, unknown>)[DEV_SERVER_HOOKS] as
    { getCriticalCss?: (pathname: string) => Promise<EntryContext['criticalCss']> } | undefined;
  return hooks?.getCriticalCss?.(pathname);
}

export type DocumentRenderer = (request: Request, loadContext: AppLoadContext) => Promise<Response | null>;

/**
 * A public page's GET rendered without React Router's request handler (ADR 0033): its loaders run
 * through React Router's static handler, and the document entry renders the result, as the handler
 * would, minus what only a router in the browser needs (the loader data encoded for hydration) and
 * a second route matching. Anything else (a resource route, a redirect, a status other than 200, an error for a
 * boundary, a route with its own headers) answers null, and React Router's handler renders it: those
 * keep one path, at the cost of running the page's read-only loaders a second time.
 */
export function createDocumentRenderer(build: ServerBuild | (() => Promise<ServerBuild>)): DocumentRenderer {
  // A production build is derived once; in development the build changes with the code.
  const derived = typeof build === 'function' ? null : derive(build);
  return async (request, loadContext) => {
    const {
      build: current,
      handler,
      manifest,
      routeModules,
    } = derived ?? derive(await (build as () => Promise<ServerBuild>)());
    const context = await handler.query(request, { requestContext: loadContext });
    if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
    // A resource route (a file such as an event's calendar) draws no page: its handler answers with its loader's Response.
    const deepest = context.matches.at(-1);
    if (deepest && !routeModules[deepest.route.id]?.default) return null;
    const entryContext: EntryContext = {
      criticalCss: await criticalCssOf(current, request, !derived),
      manifest,
      routeModules,
      branches: handler._internalRouteBranches,
      staticHandlerContext: context,
      future: current.future,
      ssr: current.ssr,
      isSpaMode: false,
      routeDiscovery: current.routeDiscovery,
      renderMeta: {},
    };
    const headers = new Headers();
    return current.entry.module.default(request, 200, headers, entryContext, loadContext);
  };
}
