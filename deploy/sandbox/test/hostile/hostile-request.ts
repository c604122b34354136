// One hostile request for a route, generated from the route's own schema: path parameters,
// query string and body shaped by it (schema-arbitraries.ts), raw text that is not JSON at all,
// percent sequences no decoder takes, and any of four callers (Ana, a guest, nobody, garbage).
import fc from 'fast-check';
import type { CatalogedRoute } from '../../src/http/input-guard';
import { hostileString, shapedObject, shapedValue } from './schema-arbitraries';

export type Caller = 'ana' | 'guest' | 'none' | 'garbage';

export interface HostileRequest {
  method: string;
  url: string;
  body?: string;
  contentType?: string;
  caller: Caller;
  garbageToken: string;
}

/** Percent-encodes anything, lone surrogates included (as WTF-8 bytes no decoder accepts). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const unit = char.charCodeAt(0);
        if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
          return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('');
        }
        return encodeURIComponent(char);
      })
      .join('');
  }
}

const asText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * Node's HTTP parser answers 431 to a request line and headers over 16 KiB (its maxHeaderSize)
 * before any route sees them, so a longer path or query value cannot reach the sandbox; inject()
 * would carry it anyway, and encoding and parsing values of up to 262,145 characters was a fifth
 * of this suite's time (issue 37). Each one is cut to that size: still past every string limit.
 */
const URL_VALUE_MAX = 16 * 1024;
const urlText = (value: unknown): string => asText(value).slice(0, URL_VALUE_MAX);

const rawQueryBits = fc.constantFrom(
  '%',
  '%zz',
  '%ED%A0%80',
  '%00',
  '%C0%AF',
  '&&&',
  '=',
  'a[b]=1',
  'a[__proto__]=1',
);

function queryString(values: Record<string, unknown>, raw: string | null): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`${encode(key.slice(0, URL_VALUE_MAX))}=${encode(urlText(item))}`);
  }
  if (raw) parts.push(raw);
  return parts.length ? `?${parts.join('&')}` : '';
}

const rawBodies = fc.constantFrom(
  '{"a":',
  '[',
  '['.repeat(10_000),
  'null',
  '"text"',
  '{"__proto__":{"admin":true}}',
  '\u0000',
  '{}',
);

export function hostileRequest(route: CatalogedRoute): fc.Arbitrary<HostileRequest> {
  const asSchema = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : { type: 'object' };
  const params = shapedObject(asSchema(route.schema.params));
  const query = shapedObject(asSchema(route.schema.querystring));
  const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body = takesBody
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: shapedValue(route.schema.body ?? { type: 'object' }).map((value) => ({
            text: JSON.stringify(value) ?? 'null',
            type: 'application/json',
          })),
        },
        { weight: 1, arbitrary: rawBodies.map((text) => ({ text, type: 'application/json' })) },
        { weight: 1, arbitrary: hostileString.map((text) => ({ text, type: 'text/plain' })) },
      )
    : fc.constant(undefined);
  return fc
    .record({
      params,
      query,
      rawQuery: fc.option(rawQueryBits, { freq: 8 }),
      body,
      caller: fc.constantFrom<Caller>('ana', 'ana', 'guest', 'none', 'garbage'),
      garbageToken: fc
        .string({ unit: 'binary-ascii', maxLength: 60 })
        .map((text) => text.replace(/[^\x21-\x7e]/g, 'x')),
    })
    .map(({ params: values, query: queryValues, rawQuery, body: sent, caller, garbageToken }) => {
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => {
        const value = urlText(values[name]);
        return value ? encode(value) : 'x';
      });
      return {
        method: route.method,
        url: `${path}${queryString(queryValues, rawQuery)}`,
        body: sent?.text,
        contentType: sent?.type,
        caller,
        garbageToken,
      };
    });
}
