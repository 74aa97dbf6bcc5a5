/**
 * Webhooks are signed or checked over the exact bytes they were sent with: in a scope that
 * registers this, a JSON body reaches the handler as the raw string, and the handler parses it
 * once it has checked it.
 */
import type { FastifyInstance } from 'fastify';

export function keepRawJsonBody(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
}
