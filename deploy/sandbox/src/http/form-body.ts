// HTML forms of the sandbox pages post application/x-www-form-urlencoded.
import type { FastifyInstance } from 'fastify';

export function installFormBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
