// A list screen's route in one call (issue 24 §3): its path, title, list module and screen. It sets
// what a list screen must keep in step — the address (`validateSearch`, `loaderDeps`) and the
// prefetch of exactly the calls the table makes (`tableQueryOptions`: config and page, same keys,
// same error owner) — so they cannot drift. The list definition comes with the screen's query module,
// never in the route: the route tree is in every first load (/login's too), a list's row schema is
// not. A list per parent (`apartmentTransactionsList.of(id)`) takes its parent from the address
// (`?apartment=101`, see `scope`). Main area: needs the auth-verified flag (spec §6).
import { createRoute, redirect, type RouteComponent } from '@tanstack/react-router';
import type { ListDefinition, SakhliClient, ScopedListDefinition } from '@sakhli/sdk';
import type { TableState } from '@sakhli/widgets';
import type { Role } from '../guards';
import { plainSearch, scopeIdOf, tableStateOf } from '../tableAddress';
import { mainLayoutRoute } from './mainLayout';
import {
  lazyQueries,
  requireSignIn,
  withScreenQueries,
  type LazyQueries,
  type PortalRouterContext,
  type ScreenQuery,
} from './define';

/** The table's calls, as their own small chunk (no table code). */
const tableQueries = lazyQueries(() => import('@sakhli/widgets/queries/table'));

/**
 * A list screen's query module (`features/<x>/queries.ts`, loaded with the screen): its list and,
 * when the screen shows more than its table, those other calls given the table's state.
 */
export interface ListScreenQueries {
  // The row type is the screen's business; the route only hands the list on.
  /** The list, or with the route's `scope` the list per parent (`.of(id)`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: ListDefinition<any> | ScopedListDefinition<any>;
  /** The table's `pageSizes`, if not the default. */
  pageSizes?: readonly number[];
  /** A scoped list's parent when the address names none (e.g. the user's first apartment). */
  fallbackScope?: (context: PortalRouterContext) => Promise<number | undefined>;
  /** The screen's other calls, given the table's state (and a scoped list's parent). */
  screenQueries?: (
    client: SakhliClient,
    table: TableState,
    scopeId: number | undefined,
  ) => readonly ScreenQuery[];
}

export interface ListScreenRouteOptions<TPath extends string> {
  /** Under the main area, e.g. `'documents'`. */
  path: TPath;
  /** Message id of the page title (spec §2). */
  titleKey: string;
  /** The screen's query module: `lazyQueries(() => import('../../features/x/queries'))`. */
  queries: LazyQueries<ListScreenQueries>;
  /** The screen, as `lazyScreen(() => import(…), (m) => m.XScreen)`. */
  component: RouteComponent;
  /** The roles that may open it (`staticData.roles`, docs/security.md "Roles"); none: everyone. */
  roles?: readonly Role[];
  /**
   * For a list per parent: the address's param naming it (`'apartment'`). An address without one is
   * sent (replacing it) to the module's `fallbackScope`, so what the screen shows can be linked.
   */
  scope?: string;
}

/** The concrete list the address shows: the list, or its parent's (none while it names none). */
function shownList(module: ListScreenQueries, scopeId: number | undefined) {
  if (!('of' in module.list)) return module.list;
  return scopeId === undefined ? undefined : module.list.of(scopeId);
}

/**
 * A main-area route whose screen is a list (`/documents`, `/invoices`, …). The screen binds its
 * table with `useTableAddress({ list })` — only the list's own params are the table's, so any other
 * survives a table change — and renders `<DataTable list={list} … />`.
 * ```ts
 * // features/documents/queries.ts
 * export { documentsList as list } from '@sakhli/sdk';
 * // app/routes/documents.tsx
 * export const documentsRoute = listScreenRoute({
 *   path: 'documents',
 *   titleKey: 'portal.title.documents',
 *   queries: lazyQueries(() => import('../../features/documents/queries')),
 *   component: lazyScreen(() => import('../../features/documents/DocumentsScreen'), (m) => m.DocumentsScreen),
 * });
 * ```
 */
export function listScreenRoute<TPath extends string>(options: ListScreenRouteOptions<TPath>) {
  const { scope } = options;
  // The table's module and the screen's, fetched side by side as one.
  const queries = lazyQueries(async () => {
    const [table, screen] = await Promise.all([tableQueries.load(), options.queries.load()]);
    return { table, screen };
  });
  return withScreenQueries(
    createRoute({
      getParentRoute: () => mainLayoutRoute,
      path: options.path,
      staticData: {
        titleKey: options.titleKey,
        ...(options.roles ? { roles: options.roles } : {}),
      },
      validateSearch: (search: Record<string, unknown>): Record<string, string | number> => {
        const plain = plainSearch(search);
        if (!scope) return plain;
        // A number, as other ids in the address; one that cannot be an id is left out.
        const { [scope]: _named, ...rest } = plain;
        const id = scopeIdOf(search, scope);
        return id === undefined ? rest : { ...rest, [scope]: id };
      },
      loaderDeps: ({ search }) => ({
        search,
        scopeId: scope ? scopeIdOf(search, scope) : undefined,
      }),
      beforeLoad: async (beforeLoad) => {
        requireSignIn(beforeLoad);
        if (!scope || scopeIdOf(beforeLoad.search, scope) !== undefined) return;
        const module = await options.queries.load().catch(() => undefined);
        const id = await module?.fallbackScope?.(beforeLoad.context);
        if (id === undefined) return;
        throw redirect({
          to: beforeLoad.location.pathname,
          search: { ...beforeLoad.search, [scope]: id },
          replace: true,
        } as never);
      },
      component: options.component,
    }),
    queries,
    ({ table, screen }, { context, deps }) => {
      const list = shownList(screen, deps.scopeId);
      const address = {
        list: screen.list,
        ...(screen.pageSizes ? { pageSizes: screen.pageSizes } : {}),
      };
      const state = tableStateOf(deps.search, address);
      return [
        ...(list ? table.tableQueryOptions(context.client, list, state, address) : []),
        ...(screen.screenQueries?.(context.client, state, deps.scopeId) ?? []),
      ];
    },
  );
}
