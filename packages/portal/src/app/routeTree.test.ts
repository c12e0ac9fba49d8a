import { describe, expect, it } from 'vitest';
import type { AnyRoute } from '@tanstack/react-router';
import { mainAreaTree } from './mainAreaTree';
import { joinMainArea } from './mainArea';
import { routeTree } from './routeTree';
import { mainLayoutRoute } from './routes/mainLayout';

function allRoutes(route: AnyRoute): AnyRoute[] {
  return [route, ...((route.children as AnyRoute[] | undefined) ?? []).flatMap(allRoutes)];
}

describe('the route tree (STYLE.md 13)', () => {
  it("declares every screen's data with withScreenQueries, so the layout starts its module too", () => {
    // A loader written by hand would prefetch a module that staticData.queries may not name; only
    // the frame's own loader (queries the entry holds anyway) is written by hand.
    joinMainArea(mainAreaTree);
    const undeclared = allRoutes(routeTree)
      .filter((route) => route !== mainLayoutRoute && route.options.loader)
      .filter((route) => !route.options.staticData?.queries)
      .map((route) => {
        const { path, id } = route.options as { path?: string; id?: string };
        return path ?? id;
      });
    expect(undeclared).toEqual([]);
  });
});
