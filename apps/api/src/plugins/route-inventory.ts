/**
 * Every route as the app registered it, and whether the back-office scope holds it. The
 * authorisation test walks this list, so an administrators' route added without the back office's
 * guard fails a test without anyone remembering to add a row for it.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

export interface RegisteredRoute {
  method: string;
  url: string;
  tags: string[];
  /** Registered inside the back-office scope, whose guard admits administrators only. */
  backOffice: boolean;
  /** Left out of the OpenAPI document. */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes(): RegisteredRoute[];
  }
  interface FastifyContextConfig {
    /** Set on the routes of the back-office scope. */
    backOffice?: boolean;
  }
}

/**
 * The back-office scope's onRoute hook: marks the route as the back office's and documents the
 * administrator's token on it, so no route file has to repeat either.
 */
export function backOfficeRoute(route: RouteOptions): void {
  route.config = { ...route.config, backOffice: true };
  route.schema = { security: [{ adminBearer: [] }], ...route.schema };
}

export default fp(
  async function routeInventory(app: FastifyInstance) {
    // The options objects themselves: the scope's hook runs after this one and marks them.
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    app.decorate('registeredRoutes', () =>
      routes.flatMap((route) =>
        [route.method].flat().map((method) => ({
          method,
          url: route.url,
          tags: (route.schema as { tags?: string[] } | undefined)?.tags ?? [],
          backOffice: route.config?.backOffice === true,
          hidden: (route.schema as { hide?: boolean } | undefined)?.hide === true,
        })),
      ),
    );
  },
  { name: 'route-inventory' },
);
