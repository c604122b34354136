// An in-memory fetch: routes decide the response; every call is recorded with its headers.
export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeReply = { status?: number; json?: unknown; text?: string; delayMs?: number };
export type FakeRoute = (call: FakeCall) => FakeReply | Promise<FakeReply>;

export function createFakeFetch(route: FakeRoute) {
  const calls: FakeCall[] = [];
  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const call: FakeCall = {
      url: input,
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = await route(call);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    const text = reply.text ?? JSON.stringify(reply.json);
    return new Response(text, { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

export const ok = (data: unknown, code = 200): FakeReply => ({ status: 200, json: { code, data } });
export const fail = (code: number, message: string): FakeReply => ({ status: code, json: { code, message } });
