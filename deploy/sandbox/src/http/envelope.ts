// The envelope of every JSON answer: { code, data } on success, { code, message, errors? } on
// failure, with the HTTP status equal to code. Unknown routes and validation failures included.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { HttpError } from './errors';

export function send<T>(reply: FastifyReply, data: T, code = 200) {
  return reply.code(code).send({ code, data });
}

function fieldOf(item: { instancePath?: string; params?: Record<string, unknown> }): string {
  const named = item.params?.missingProperty ?? item.params?.additionalProperty;
  const pathPart = (item.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (typeof named === 'string') return pathPart ? `${pathPart}.${named}` : named;
  return pathPart || 'request';
}

export function installEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: Record<string, unknown> = { code: error.status, message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.data !== undefined) body.data = error.data;
      return reply.code(error.status).send(body);
    }
    if (error.validation) {
      const errors: Record<string, string> = {};
      for (const item of error.validation) errors[fieldOf(item)] ??= item.message ?? 'is not valid';
      return reply.code(400).send({ code: 400, message: error.message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: status, message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // What the request began was rolled back (unless the connection broke in its very commit):
      // either way the same call, with its Idempotency-Key where it takes one, is safe to repeat.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ code: 503, message: 'Service unavailable: try again in a moment' });
    }
    request.log.error(error);
    return reply.code(500).send({ code: 500, message: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: 404, message: 'Not found' });
  });
}
