// A list screen's route in one call (issue 24 §3): its path, title, list definition and screen. It
// sets what a list screen must keep in step — the table's params in the address
// (`validateSearch`), the table state the loader reads (`loaderDeps`) and the prefetch of exactly
// the calls the table makes (`tableQueryOptions`: config and page, same keys, same error owner) —
// so they cannot drift. Main area: needs the auth-verified flag (spec §6).
import { createRoute, type RouteComponent } from '@tanstack/react-router';
import type { ListDefinition, SakhliClient } from '@sakhli/sdk';
import type { TableState } from '@sakhli/widgets';
import type { Role } from '../guards';
import { tableSearch, tableStateOf } from '../tableAddress';
import { mainLayoutRoute } from './mainLayout';
import {
  lazyQueries,
  requireSignIn,
  withScreenQueries,
  type LazyQueries,
  type ScreenQuery,
} from './define';

/** The table's calls, as their own small chunk (no table code). */
const tableQueries = lazyQueries(() => import('@sakhli/widgets/queries/table'));

export interface ListScreenRouteOptions<TPath extends string, Row, M> {
  /** Under the main area, e.g. `'documents'`. */
  path: TPath;
  /** Message id of the page title (spec §2). */
  titleKey: string;
  /** The screen's table: its page and filters live in the address. */
  list: ListDefinition<Row>;
  /** The screen, as `lazyScreen(() => import(…), (m) => m.XScreen)`. */
  component: RouteComponent;
  /** The table's `pageSizes`, if not the default. */
  pageSizes?: readonly number[];
  /** The roles that may open it (`staticData.roles`, docs/security.md "Roles"); none: everyone. */
  roles?: readonly Role[];
  /**
   * The screen's other calls (beside its table's), given the table state in the address; from a
   * lazily loaded module, as with {@link withScreenQueries}.
   */
  more?: {
    queries: LazyQueries<M>;
    pick: (module: M, client: SakhliClient, table: TableState) => readonly ScreenQuery[];
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
  const address = { list, ...(pageSizes ? { pageSizes } : {}) };
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
      staticData: {
        titleKey: options.titleKey,
        ...(options.roles ? { roles: options.roles } : {}),
      },
      validateSearch: tableSearch(address),
      loaderDeps: ({ search }) => ({ table: tableStateOf(search, address) }),
      beforeLoad: requireSignIn,
      component: options.component,
    }),
    queries,
    ({ table, screen }, { context, deps }) => [
      ...table.tableQueryOptions(context.client, list, deps.table, address),
      ...(more && screen !== undefined ? more.pick(screen, context.client, deps.table) : []),
    ],
  );
}
