import type { RouteObject } from 'react-router';
import { CLIENT_ROUTE_PATTERNS } from '@/shared/config/clientRoutes';
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

describe('CLIENT_ROUTE_PATTERNS (the paths the server answers with the app)', () => {
  it('are exactly the paths of the route table', () => {
    const table = patterns(routes);
    expect(table).toContain('/admin/product-entry/*');
    expect([...new Set(table)].sort()).toEqual([...CLIENT_ROUTE_PATTERNS].sort());
  });
});
