// One input guard for every route (issue 10). As each route is registered its schema is hardened
// (harden-schema.ts) and the route is listed in the catalogue the hostile-input and authorization
// suites read. Before validation, every request part is inspected (inspect-input.ts) and numbers
// in the query string or path must be plain decimals: Ajv's coercion takes "Infinity", "1e400"
// and "0x7E8" as numbers, and an infinite year once froze the holidays lookup. A failure is a 400
// in the envelope, before any handler runs, so it changes nothing.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { badRequest } from './errors';
import { hardenSchema, numericProperties } from './harden-schema';
import { DECIMAL_LITERAL } from './input-limits';
import { inspectInput } from './inspect-input';

/** A route as registered, for the suites that must cover every route. */
export interface CatalogedRoute {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

interface GuardConfig {
  numericQuery: string[];
  numericParams: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: CatalogedRoute[];
  }
  interface FastifyContextConfig {
    inputGuard?: GuardConfig;
  }
}

const PARTS = ['body', 'querystring', 'params'] as const;

function hardenRoute(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema) return;
  for (const part of PARTS) if (schema[part]) schema[part] = hardenSchema(schema[part]);
  route.config = {
    ...(route.config ?? {}),
    inputGuard: {
      numericQuery: numericProperties(schema.querystring),
      numericParams: numericProperties(schema.params),
    },
  } as typeof route.config;
}

function rejectNonDecimal(values: unknown, names: string[], where: string): void {
  if (!names.length || !values || typeof values !== 'object') return;
  for (const name of names) {
    const raw = (values as Record<string, unknown>)[name];
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      if (typeof item === 'string' && !DECIMAL_LITERAL.test(item)) {
        throw badRequest('Invalid input', {
          [`${where}.${name}`]: 'must be a plain decimal number',
        });
      }
    }
  }
}

function guardRequest(request: FastifyRequest): void {
  const parts = { body: request.body, query: request.query, params: request.params };
  for (const [where, value] of Object.entries(parts)) {
    const found = inspectInput(value, where);
    if (found) throw badRequest('Invalid input', { [found.path]: found.problem });
  }
  const config = request.routeOptions.config.inputGuard;
  if (!config) return;
  rejectNonDecimal(request.query, config.numericQuery, 'query');
  rejectNonDecimal(request.params, config.numericParams, 'params');
}

export function installInputGuard(app: FastifyInstance): void {
  app.decorate('routeCatalog', [] as CatalogedRoute[]);
  app.addHook('onRoute', (route) => {
    hardenRoute(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      app.routeCatalog.push({
        method,
        url: route.url,
        schema: {
          body: route.schema?.body,
          querystring: route.schema?.querystring,
          params: route.schema?.params,
        },
      });
    }
  });
  app.addHook('preValidation', async (request) => guardRequest(request));
}
