import type { RouteObject } from 'react-router';
import { backOfficeRoutes } from './backOfficeRoutes';
import { clientRoutePatterns } from './routeTable';
import { routes } from './routes';

/**
 * Every full path of a route tree that renders a page: leaves (an index route stands for its
 * parent's path); layouts only lend their path to their children. The catch-all `*` (the
 * redirect home) is not a page.
 */
function patterns(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    if (route.path === '*') return [];
    const full = route.path === undefined ? parent : `${parent}/${route.path}`;
    if (route.children) return patterns(route.children, full);
    return [route.index ? parent || '/' : full];
  });
}

describe('clientRoutePatterns (the paths the server answers with the app)', () => {
  it('are exactly the paths of the routers built from the table', () => {
    // The back office's routes are mounted at /admin/* and come with the admin shell.
    const site = patterns(routes);
    expect(site).toContain('/admin/*');
    const table = [...site.filter((path) => path !== '/admin/*'), ...patterns(backOfficeRoutes, '/admin')];
    expect(table).toContain('/admin/product-entry/*');
    expect(table).toHaveLength(new Set(table).size);
    expect([...table].sort()).toEqual([...clientRoutePatterns()].sort());
  });
});
