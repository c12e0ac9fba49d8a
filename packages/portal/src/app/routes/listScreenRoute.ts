// A list screen's route in one call (issue 24 §3): its path, title, list definition and screen. It
// sets what a list screen must keep in step — the table's params in the address
// (`validateSearch`), the table state the loader reads (`loaderDeps`) and the prefetch of exactly
// the calls the table makes (`tableQueryOptions`: config and page, same keys, same error owner) —
// so they cannot drift. A list per parent (`apartmentTransactionsList.of(id)`) takes its parent from
// the address too (`?apartment=101`), see {@link ListScope}. Main area: needs the auth-verified flag
// (spec §6).
import { createRoute, redirect, type RouteComponent } from '@tanstack/react-router';
import type { ListDefinition, SakhliClient, ScopedListDefinition } from '@sakhli/sdk';
import type { TableState } from '@sakhli/widgets';
import { scopeIdOf, tableSearch, tableStateOf } from '../tableAddress';
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
 * A list whose URL names a parent chosen in the address: `?{param}=101` is `list.of(101)`. An
 * address without one is sent (replacing it) to the one `fallback` picks, so what the screen shows
 * can always be linked; when there is none, the screen gets no list and says so.
 */
export interface ListScope<Row> {
  /** The address's param naming the parent, e.g. `'apartment'`. */
  param: string;
  /** `apartmentTransactionsList`: its `.of(id)` is the screen's table. */
  list: ScopedListDefinition<Row>;
  /** The parent when the address names none (e.g. the user's first apartment). */
  fallback: (context: PortalRouterContext) => Promise<number | undefined>;
}

export interface ListScreenRouteOptions<TPath extends string, Row, M> {
  /** Under the main area, e.g. `'documents'`. */
  path: TPath;
  /** Message id of the page title (spec §2). */
  titleKey: string;
  /** The screen's table: its page and filters live in the address (with a scope, its parent too). */
  list: ListDefinition<Row> | ListScope<Row>;
  /** The screen, as `lazyScreen(() => import(…), (m) => m.XScreen)`. */
  component: RouteComponent;
  /** The table's `pageSizes`, if not the default. */
  pageSizes?: readonly number[];
  /**
   * The screen's other calls (beside its table's), given the table state in the address; from a
   * lazily loaded module, as with {@link withScreenQueries}.
   */
  more?: {
    queries: LazyQueries<M>;
    pick: (
      module: M,
      client: SakhliClient,
      table: TableState,
      /** A scoped list's parent, as the address names it. */
      scopeId: number | undefined,
    ) => readonly ScreenQuery[];
  };
}

/**
 * A main-area route whose screen is a list (`/documents`, `/invoices`, …). The screen binds its
 * table with `useTableAddress({ list })` and renders `<DataTable list={list} … />`.
 * ```ts
 * export const documentsRoute = listScreenRoute({
 *   path: 'documents',
 *   titleKey: 'portal.title.documents',
 *   list: documentsList,
 *   component: lazyScreen(() => import('../../features/documents/DocumentsScreen'), (m) => m.DocumentsScreen),
 * });
 * ```
 */
export function listScreenRoute<TPath extends string, Row, M = never>(
  options: ListScreenRouteOptions<TPath, Row, M>,
) {
  const { list, pageSizes, more } = options;
  const scope = 'param' in list ? list : undefined;
  const address = { list: 'param' in list ? list.list : list, ...(pageSizes ? { pageSizes } : {}) };
  /** The table the address shows: the list, or its parent's (none while it names no parent). */
  const tableOf = (scopeId: number | undefined) =>
    !('param' in list) ? list : scopeId === undefined ? undefined : list.list.of(scopeId);
  const validateTable = tableSearch(address);
  // The table's module and the screen's own, fetched side by side as one.
  const queries = more
    ? lazyQueries(async () => {
        const [table, screen] = await Promise.all([tableQueries.load(), more.queries.load()]);
        return { table, screen: screen as M | undefined };
      })
    : lazyQueries(async () => ({ table: await tableQueries.load(), screen: undefined }));
  return withScreenQueries(
    createRoute({
      getParentRoute: () => mainLayoutRoute,
      path: options.path,
      staticData: { titleKey: options.titleKey },
      validateSearch: (search: Record<string, unknown>): Record<string, string | number> => {
        const valid = validateTable(search);
        if (!scope) return valid;
        // A number, as other ids in the address (`?apartment=101`); one that cannot be an id is
        // left out, so the fallback picks one.
        const { [scope.param]: _named, ...rest } = valid;
        const id = scopeIdOf(search, scope.param);
        return id === undefined ? rest : { ...rest, [scope.param]: id };
      },
      loaderDeps: ({ search }) => ({
        table: tableStateOf(search, address),
        scopeId: scope ? scopeIdOf(search, scope.param) : undefined,
      }),
      beforeLoad: async (beforeLoad) => {
        requireSignIn(beforeLoad);
        if (!scope || scopeIdOf(beforeLoad.search, scope.param) !== undefined) return;
        const id = await scope.fallback(beforeLoad.context);
        if (id === undefined) return;
        throw redirect({
          to: beforeLoad.location.pathname,
          search: { ...beforeLoad.search, [scope.param]: id },
          replace: true,
        } as never);
      },
      component: options.component,
    }),
    queries,
    ({ table, screen }, { context, deps }) => {
      const shown = tableOf(deps.scopeId);
      return [
        ...(shown ? table.tableQueryOptions(context.client, shown, deps.table, address) : []),
        ...(more && screen !== undefined
          ? more.pick(screen, context.client, deps.table, deps.scopeId)
          : []),
      ];
    },
  );
}
