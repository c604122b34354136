// Issue 40: the provider API's OpenAPI 3.1 document at /v1/openapi.json, generated from the /v1
// routes' own schemas, and the page integrators read at /sandbox/api. (Its validity as OpenAPI 3.1
// and the seeds' calls in it are checked from the SDK's side: shared/sdk/test/contract.sandbox.test.ts.)
import { operationIdOf, tagOf } from '../src/openapi/openapi-document';
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();

interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
}
const documentOf = async () =>
  (await fetch(`${sandbox.url}/v1/openapi.json`)).json() as Promise<Document>;
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('GET /v1/openapi.json', () => {
  it('describes every /v1 route the server has, each once, with a unique operationId', async () => {
    const document = await documentOf();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: `${sandbox.url}/v1` }]);
    const routes = sandbox.app.routeCatalog
      .filter((route) => route.url.startsWith('/v1/') && route.url !== '/v1/openapi.json')
      .map((route) => `${route.method} ${openApiPath(route.url)}`)
      .sort();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(routes);
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/v1/subscription/{id}']?.patch).toMatchObject({
      operationId: 'patchSubscriptionById',
      tags: ['subscriptions'],
    });
  });

  it('carries the schema the route validates with: the payer patch takes company {rut, address}', async () => {
    const document = (await documentOf()) as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody: {
              content: Record<
                string,
                { schema: { properties: Record<string, unknown>; additionalProperties: boolean } }
              >;
            };
          }
        >
      >;
    };
    const body =
      document.paths['/v1/payer/{id}']!.patch!.requestBody.content['application/json']!.schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['company', 'billing', 'name']),
    );
    // harden-schema.ts: unknown keys are refused, and the document says so.
    expect(body.additionalProperties).toBe(false);
  });
});

describe('ids and tags', () => {
  it('operationIdOf names the verb, the segments and the parameters', () => {
    expect(operationIdOf('get', '/v1/subscription/{id}')).toBe('getSubscriptionById');
    expect(operationIdOf('post', '/v1/transactions/khipu/notify/{storeId}')).toBe(
      'postTransactionsKhipuNotifyByStoreId',
    );
    expect(operationIdOf('get', '/v1/calendar/{token}.ics')).toBe('getCalendarTokenIcs');
  });

  it('the seeds’ singular paths sit with their resource', () => {
    expect([
      tagOf('/v1/subscription/{id}'),
      tagOf('/v1/delivery/'),
      tagOf('/v1/payer/{id}'),
    ]).toEqual(['subscriptions', 'deliveries', 'payers']);
    expect(tagOf('/v1/auth/verifyCode')).toBe('auth');
  });
});

describe('GET /sandbox/api', () => {
  it('is the document as a page: a section per call with its parameters, and the JSON linked', async () => {
    const response = await fetch(`${sandbox.url}/sandbox/api`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    // Prettier lays the page's markup out over lines: compare with the white space collapsed.
    const text = page.replace(/\s+/g, ' ').replace(/> </g, '><');
    expect(text).toContain('<h1>API del proveedor v1</h1>');
    expect(text).toContain('<a href="/v1/openapi.json">');
    expect(text).toContain('<h2 id="tag-subscriptions">subscriptions</h2>');
    expect(text).toContain('<code>PATCH /v1/subscription/{id}</code>');
    expect(text).toMatch(/<caption> ?Parámetros de GET \/v1\/delivery ?<\/caption>/);
  });
});
