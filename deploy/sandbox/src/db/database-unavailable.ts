// Errors that mean "the database cannot answer now" rather than "this request is wrong": the
// server restarting or dropping connections, no connection to be had, or a transaction PostgreSQL
// itself aborted so that a retry can succeed. They are answered 503 with Retry-After, never 500.
const CODES = new Set([
  // Node's socket errors while connecting or talking to the server.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  // SQLSTATE class 08 (connection exception), 57P0x (admin or crash shutdown, cannot connect
  // now), 53300 (too many connections), 40001/40P01 (serialization failure, deadlock: retry).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '40001',
  '40P01',
]);

// node-postgres reports a dropped connection by message only.
const MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && CODES.has(code)) return true;
  // Connecting to a name with several addresses fails with one error per address.
  if (Array.isArray(errors) && errors.length && errors.every(isDatabaseUnavailable)) return true;
  return typeof message === 'string' && MESSAGES.test(message);
}
