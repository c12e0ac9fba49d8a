// /apartments/{id} and its test variant: one route shape for both — the same screen, calls and
// rules (STYLE.md 13), and an id which is not one of the user's apartments is not found (spec §8:
// 404 → the not-found page). Main area: needs the auth-verified flag (spec §6).
import { createRoute, redirect } from '@tanstack/react-router';
import type { Apartment } from '@sakhli/sdk';
import { lazyScreen } from '../lazyScreen';
import { plainSearch } from '../tableAddress';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, requireSignIn, withScreenQueries, type PortalRouterContext } from './define';

const apartmentQueries = lazyQueries(() => import('../../features/apartments/queries'));

/** `1`…: the apartment id the address writes (its `$id`); anything else names no apartment. */
function apartmentIdOf(params: object): number | undefined {
  // The path's type is the caller's, so the router cannot resolve its `$id` here.
  const { id } = params as { id: string };
  return /^[1-9]\d{0,11}$/.test(id) ? Number(id) : undefined;
}

/**
 * The apartment route at `path` (with an `$id`), the regular or the test variant of the screen.
 * Every call of the screen's first view goes out at once: the user's apartments (which also say
 * whether the id is theirs), the bills widget's (billing, the apartment's summary, totals, codes and
 * electricity history) and, for an owner only (docs/security.md "Roles"), the apartment's bookings
 * table's config and page. An id outside the
 * user's apartments goes to /404 (its apartment calls answer 404 too, which the error policy sends
 * there as well).
 */
export function apartmentScreenRoute<TPath extends `${string}/$id`>(
  path: TPath,
  variant: 'regular' | 'test',
) {
  return withScreenQueries(
    createRoute({
      getParentRoute: () => mainLayoutRoute,
      path,
      staticData: {
        titleKey: variant === 'test' ? 'portal.title.apartmentTest' : 'portal.title.apartment',
      },
      // The bookings table's page, sort and filters: read by the screen's query module, which has
      // the list (the route tree, in every first load, does not).
      validateSearch: plainSearch,
      loaderDeps: ({ search }) => ({ search }),
      beforeLoad: (options) => {
        requireSignIn(options);
        // A path that cannot be an apartment id goes to /404 at once.
        if (!apartmentIdOf(options.params)) throw redirect({ to: '/404', replace: true });
      },
      component: lazyScreen(
        () => import('../../features/apartments/ApartmentScreen'),
        (m) => (variant === 'test' ? m.ApartmentTestScreen : m.ApartmentScreen),
      ),
    }),
    apartmentQueries,
    (m, { context, params, deps }) =>
      m.apartmentScreenQueries(
        context.client,
        Number(apartmentIdOf(params)),
        context.session.user,
        deps.search,
      ),
    (m, { context, params }) => {
      // The caller's path leaves the context's type open here; it is the portal's.
      const { client, queryClient } = context as PortalRouterContext;
      const apartments = queryClient.getQueryData<Apartment[]>(m.apartmentsQuery(client).queryKey);
      const id = apartmentIdOf(params);
      if (apartments && !apartments.some((apartment) => apartment.id === id)) {
        throw redirect({ to: '/404', replace: true });
      }
    },
  );
}
