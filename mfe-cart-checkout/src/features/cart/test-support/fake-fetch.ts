// Unit tests only: an in-memory fetch for the real createApi. Every call is recorded; `reply`
// decides the envelope. Returns a Response-like object (jsdom has no Response).
export interface FakeCall {
  method: string;
  url: URL;
  body: unknown;
}

export type Reply =
  { status?: number; json: unknown } | Promise<{ status?: number; json: unknown }>;

export const ok = (data: unknown) => ({ status: 200, json: { code: 200, data } });
export const fail = (code: number, message: string) => ({ status: code, json: { code, message } });

export function createFakeFetch(reply: (call: FakeCall) => Reply) {
  const calls: FakeCall[] = [];
  const fetch = async (input: string, init: RequestInit = {}) => {
    const call: FakeCall = {
      method: init.method ?? 'GET',
      url: new URL(input),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
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
