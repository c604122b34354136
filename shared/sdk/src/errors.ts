// Every failure of a provider call is an ApiError, so screens handle one type.
export interface ApiErrorInit {
  /** HTTP status (0 when no response arrived). */
  status: number;
  /** The body's `code` (0 when the body had none or was not JSON). */
  code: number;
  /** The server's message (English; screens map it to the spec's Spanish texts). */
  serverMessage: string;
  errors?: Record<string, string>;
  /** The failure body's `data`, when the server sends one (a failed carts/process: `{ cart }`). */
  data?: unknown;
  method?: string;
  url?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly serverMessage: string;
  readonly errors?: Record<string, string>;
  readonly data?: unknown;
  readonly method?: string;
  readonly url?: string;

  constructor(init: ApiErrorInit) {
    // message = server message, so `error.message.includes('…')` reads like the spec.
    super(init.serverMessage, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    if (init.errors) this.errors = init.errors;
    if (init.data !== undefined) this.data = init.data;
    if (init.method) this.method = init.method;
    if (init.url) this.url = init.url;
  }
}

/** The response was accepted by the envelope but its `data` did not match the expected shape. */
export class ResponseShapeError extends ApiError {
  /** Each mismatch as "path: problem". */
  readonly issues: string[];

  constructor(init: Omit<ApiErrorInit, 'serverMessage'> & { issues: string[] }) {
    const where = init.method && init.url ? `${init.method} ${init.url}` : 'response';
    super({
      ...init,
      serverMessage: `Unexpected response shape from ${where}: ${init.issues.slice(0, 5).join('; ')}${
        init.issues.length > 5 ? ` (+${init.issues.length - 5} more)` : ''
      }`,
    });
    this.name = 'ResponseShapeError';
    this.issues = init.issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 401 by HTTP status or by body code. */
export function isUnauthorized(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.code === 401);
}

export const GUEST_ACCESS_DENIED = 'Action does not allow guest access';

export function isGuestAccessDenied(error: unknown): error is ApiError {
  return isUnauthorized(error) && error.serverMessage.includes(GUEST_ACCESS_DENIED);
}

/** API.md "Issue 36": a token is good only in a store its account may enter; another store's
 * store-scoped calls answer 403 with this message. */
export const STORE_ACCESS_DENIED = 'Store access denied';

export function isStoreAccessDenied(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 403 || error.code === 403) &&
    error.serverMessage === STORE_ACCESS_DENIED
  );
}
