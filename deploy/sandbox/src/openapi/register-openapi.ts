// GET /v1/openapi.json (the provider API's contract for integrators and the SDK's contract test)
// and /sandbox/api (the same document as a page). Registered before the /v1 routes: the plugin
// collects each route's schema as it is added.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { apiPage } from './api-page';
import { completeDocument, OPENAPI_PATH } from './openapi-document';
import type { OpenApiDocument } from './openapi-types';

export function registerOpenApi(app: FastifyInstance, ctx: AppContext): void {
  void app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Provider API v1',
        version: '1.0.0',
        description:
          'The API the storefront calls. Paths are the three specs’ own where they name them; ' +
          'see deploy/sandbox/API.md for the rules behind each call.',
      },
    },
    // Only the provider API: the sandbox's own scenes and pages are not part of the contract.
    transform: ({ schema, url }) => ({
      schema: { ...schema, hide: !url.startsWith('/v1/') || url === OPENAPI_PATH },
      url,
    }),
  });

  let document: OpenApiDocument | undefined;
  const documentOf = (): OpenApiDocument => {
    // Built once, after every route is in (the first request comes after app.ready()).
    document ??= completeDocument(app.swagger() as unknown as OpenApiDocument);
    return { ...document, servers: [{ url: `${ctx.urls().sandbox}/v1` }] };
  };

  app.register(async (scope) => {
    scope.get(OPENAPI_PATH, async (_request, reply) => reply.send(documentOf()));
  });
  app.get('/sandbox/api', async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return reply.send(apiPage(documentOf()));
  });
}
