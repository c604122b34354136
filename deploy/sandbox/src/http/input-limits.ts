// The bounds every request to the sandbox lives within (issue 10: one input guard for every
// route). They are generous for the storefront's real payloads and small enough that no single
// request can make the server work hard: the deepest real body (a label tree in a cart line) is
// under 10 levels, the largest real string a 2,000-character comma list.
export const INPUT_LIMITS = {
  /** Nesting of objects and arrays in a body, query or path. */
  maxDepth: 32,
  /** Values (objects, arrays, strings, numbers…) in one request part. */
  maxNodes: 5_000,
  /** Keys of one object, when its schema says nothing smaller. */
  maxKeys: 200,
  /** Characters of one string, when its schema says nothing smaller. */
  maxString: 10_000,
  /** Items of one array, when its schema says nothing smaller. */
  maxItems: 1_000,
  /** Largest magnitude of a number, when its schema says nothing smaller (CLP amounts fit). */
  maxNumber: 1e12,
  /** Bytes of a request body. */
  bodyBytes: 256 * 1024,
} as const;

/** A number as a query string or path segment may spell it: plain decimal, nothing else. */
export const DECIMAL_LITERAL = /^-?(0|[1-9]\d{0,14})(\.\d{1,12})?$/;
