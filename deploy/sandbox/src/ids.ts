import crypto from 'node:crypto';

/** A random readable id for rows created at run time, e.g. `card-Xk3…`. */
export const randomId = (prefix: string) =>
  `${prefix}-${crypto.randomBytes(9).toString('base64url')}`;

/** An id that is also a capability (whoever holds a payment link may open it): 128 random bits. */
export const unguessableId = (prefix: string) =>
  `${prefix}-${crypto.randomBytes(16).toString('base64url')}`;

export const randomToken = () => crypto.randomBytes(32).toString('base64url');

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
