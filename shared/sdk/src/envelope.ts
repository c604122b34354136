import { ApiError } from './errors';

// Spec 000 §7: a response is accepted only when its body `code` is from 200 to 300; data is in `data`.
export interface Accepted {
  data: unknown;
  status: number;
  code: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) out[key] = String(text);
  return out;
}

export async function readEnvelope(response: Response, method: string, url: string): Promise<Accepted> {
  const status = response.status;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError({ status, code: 0, serverMessage: `Non-JSON response (HTTP ${status})`, method, url });
  }
  const code = isRecord(body) && typeof body.code === 'number' ? body.code : undefined;
  if (isRecord(body) && code !== undefined && code >= 200 && code <= 300) {
    return { data: body.data, status, code };
  }
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
  const errors = isRecord(body) ? stringRecord(body.errors) : undefined;
  throw new ApiError({
    status,
    code: code ?? 0,
    serverMessage: message ?? (code === undefined ? `Response without a code (HTTP ${status})` : `Request failed with code ${code}`),
    ...(errors ? { errors } : {}),
    ...(isRecord(body) && body.data !== undefined ? { data: body.data } : {}),
    method,
    url,
  });
}
