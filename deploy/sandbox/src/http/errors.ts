// A failure the client should see: HTTP status = body code, English message (API.md "Envelope").
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Sent as the failure body's `data` (a failed carts/process carries the cart to show). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, data?: unknown) => new HttpError(409, message, undefined, data);
export const GUEST_NOT_ALLOWED = 'Action does not allow guest access';
