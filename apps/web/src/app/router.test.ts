import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isWebAppPath, storefrontRoutes, webRoutePatterns } from '@shop/shared/web-routes';
import { routes } from './router';

/** Every path the router has a page for, written out in full (`/admin/orders`, not `orders`). */
function routedPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path?.startsWith('/')
      ? route.path
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`
        : parent;
    return [...(route.path ? [path] : []), ...routedPaths(route.children ?? [], path)];
  });
}

describe('the route table', () => {
  // The catch-all is the not-found page itself.
  const paths = routedPaths(routes).filter((path) => path !== '/*');

  it('has a page only where the shared list, which the server answers 404 by, has one', () => {
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) expect(isWebAppPath(path), path).toBe(true);
  });

  it('routes every storefront and customer path of the shared list', () => {
    const routed = new Set(paths);
    const missing = webRoutePatterns.filter(
      (pattern) =>
        !routed.has(pattern) &&
        !pattern.startsWith('/admin') &&
        // Its page comes with the promotions' Hot Deals pages.
        pattern !== storefrontRoutes.deal,
    );
    expect(missing).toEqual([]);
  });
});
