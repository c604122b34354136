// Tests only: an in-memory fetch for the real createApi that answers in the provider's
// `{ code, data }` envelope. Every call is recorded. Returns a Response-like object (jsdom has no Response).
export interface FakeCall {
  method: string;
  url: URL;
  /** Path after /v1/, without the query: "cards/user/u-ana". */
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** Request headers as sent (a plain record: the SDK's transport sends one). */
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  json: unknown;
}
export type Reply = FakeReply | Promise<FakeReply>;

export const ok = (data: unknown) => ({ status: 200, json: { code: 200, data } });
export const fail = (code: number, message: string) => ({ status: code, json: { code, message } });

export function createFakeFetch(reply: (call: FakeCall) => Reply) {
  const calls: FakeCall[] = [];
  const fetch = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const call: FakeCall = {
      method: init.method ?? 'GET',
      url,
      path: url.pathname.replace(/^\/v1\//, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const { status = 200, json } = await reply(call);
    const text = JSON.stringify(json);
    return {
      status,
      ok: status < 400,
      text: async () => text,
      json: async () => JSON.parse(text),
    } as unknown as Response;
  };
  return { fetch, calls };
}

/** Handlers keyed "METHOD path" (path after /v1/, no query); unknown calls are 404. */
export type FakeRoutes = Record<string, (call: FakeCall) => Reply>;

export const routesFetch = (routes: FakeRoutes) =>
  createFakeFetch((call) => {
    const handler = routes[`${call.method} ${call.path}`];
    return handler ? handler(call) : fail(404, 'Not found');
  });
