import * as v from 'valibot';
import { readEnvelope, type Accepted } from './envelope';
import { ApiError, isGuestAccessDenied, isStoreAccessDenied, isUnauthorized } from './errors';
import { parseShape, type Schema } from './shape';
import type { TokenStore } from './token-store';
import { apiPathOf, buildQuery, isUnderBaseUrl, joinUrl, type Query } from './url';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const REFRESH_PATH = 'auth/refresh';
/** Spec 002 §7: a 401 on these never triggers a refresh and retry. */
export const NO_RETRY_PATHS: readonly string[] = [REFRESH_PATH, 'auth/verifyCode'];

export interface TransportOptions {
  /** Provider API base, e.g. http://localhost:4000/v1. Only URLs under it get the auth headers. */
  baseUrl: string;
  tokens: TokenStore;
  fetch?: FetchLike;
  /** A 401 whose message includes "Action does not allow guest access" (spec 000 §6). */
  onUnauthorized?(error: ApiError): void;
  /** A 403 "Store access denied": the signed-in account may not enter this store. */
  onStoreAccessDenied?(error: ApiError): void;
  /** The refresh after a 401 failed; the request still rejects with its original 401. Nothing is cleared. */
  onRefreshFailed?(refreshError: unknown, original: ApiError): void;
}

export interface RequestOptions<T> {
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Checks `data`; without it `data` is returned unchecked. */
  schema?: Schema<T>;
  signal?: AbortSignal;
  /** false: a 401 is passed on without refresh (login calls, where 401 means bad credentials). */
  retryOnUnauthorized?: boolean;
  /** The request outlives the page (fetch `keepalive`): analytics sent as the shopper leaves. */
  keepalive?: boolean;
  /** Extra headers, sent only to the API base like the auth headers. */
  headers?: Record<string, string>;
  /**
   * Sent as `Idempotency-Key` (API base only). One key per attempt of a call that charges,
   * processes or commits, reused by its retries: a repeat answers the first result again.
   */
  idempotencyKey?: string;
}

/** The options of a call that may charge or commit: its idempotency key (see RequestOptions). */
export interface IdempotentOptions {
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface Transport {
  readonly baseUrl: string;
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  /** Refreshes the session now, sharing an in-flight refresh if there is one. */
  refreshSession(): Promise<void>;
}

const TokensSchema = v.looseObject({ access: v.string(), refresh: v.string() });

export function createTransport(options: TransportOptions): Transport {
  const { baseUrl, tokens } = options;
  // Wrapped so the browser's fetch is never called with a foreign `this` ("Illegal invocation").
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refreshing: Promise<void> | null = null;

  async function send(
    method: HttpMethod,
    url: string,
    body: unknown,
    signal: AbortSignal | undefined,
    keepalive?: boolean,
    extraHeaders?: Record<string, string>,
  ): Promise<Accepted> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // Spec 002 request security: other hosts get neither authorization nor origin headers.
    if (isUnderBaseUrl(url, baseUrl)) {
      Object.assign(headers, extraHeaders);
      headers['X-Origin-Type'] = 'shopper';
      const access = tokens.getAccessToken();
      if (access) headers.Authorization = `Bearer ${access}`;
    }
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    if (signal) init.signal = signal;
    if (keepalive) init.keepalive = true;
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError({ status: 0, code: 0, serverMessage: 'Network error', method, url, cause });
    }
    return readEnvelope(response, method, url);
  }

  async function doRefresh(): Promise<void> {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) throw new ApiError({ status: 401, code: 401, serverMessage: 'No refresh token' });
    const url = joinUrl(baseUrl, REFRESH_PATH);
    const accepted = await send('POST', url, { refreshToken }, undefined);
    const next = parseShape(TokensSchema, accepted.data, { ...accepted, method: 'POST', url });
    // The server rotates refresh tokens (each works once): keep both.
    tokens.setTokens({ access: next.access, refresh: next.refresh });
  }

  /** Single flight: any number of concurrent 401s share one refresh call. */
  function refreshSession(): Promise<void> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function mayRetry(url: string, requestOptions: RequestOptions<unknown>): boolean {
    if (requestOptions.retryOnUnauthorized === false) return false;
    if (!isUnderBaseUrl(url, baseUrl)) return false;
    return !NO_RETRY_PATHS.includes(apiPathOf(url, baseUrl));
  }

  function passOn(error: unknown): never {
    if (isGuestAccessDenied(error)) options.onUnauthorized?.(error);
    if (isStoreAccessDenied(error)) options.onStoreAccessDenied?.(error);
    throw error;
  }

  async function request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions<T> = {}): Promise<T> {
    const url = joinUrl(baseUrl, path) + buildQuery(requestOptions.query);
    const { body, signal, keepalive, idempotencyKey } = requestOptions;
    const headers = idempotencyKey
      ? { ...requestOptions.headers, 'Idempotency-Key': idempotencyKey }
      : requestOptions.headers;
    const sentToken = tokens.getAccessToken();
    let accepted: Accepted;
    try {
      accepted = await send(method, url, body, signal, keepalive, headers);
    } catch (error) {
      if (!isUnauthorized(error) || isGuestAccessDenied(error) || !mayRetry(url, requestOptions)) passOn(error);
      // If another request refreshed while this one was in flight, the stored token already differs:
      // retry with it instead of spending the (rotated) refresh token again.
      const current = tokens.getAccessToken();
      if (!current || current === sentToken) {
        try {
          await refreshSession();
        } catch (refreshError) {
          options.onRefreshFailed?.(refreshError, error);
          throw error;
        }
      }
      try {
        accepted = await send(method, url, body, signal, keepalive, headers); // the one retry (same headers, same key)
      } catch (retryError) {
        passOn(retryError);
      }
    }
    if (!requestOptions.schema) return accepted.data as T;
    return parseShape(requestOptions.schema, accepted.data, { ...accepted, method, url });
  }

  return { baseUrl, request, refreshSession };
}
