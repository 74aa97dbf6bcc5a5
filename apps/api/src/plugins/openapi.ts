/** The OpenAPI document at /api/openapi.json and its docs page at /api/docs, built from the zod schemas. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CircuitKart shop API',
        description: 'Storefront, accounts, cart, orders and back office of the CircuitKart shop.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          customerCookie: { type: 'apiKey', in: 'cookie', name: 'token' },
          adminBearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
