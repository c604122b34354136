// Google sign-in (issue 10; spec 000 §7 `POST auth/google {token}`), the browser side of the
// OpenID Connect implicit flow: the request URL to the provider's consent page and the reading of
// the answer it puts in the return URL's fragment. state (against a forged return) and nonce
// (against a token minted for another sign-in) are random per attempt and kept by the caller.

export interface GoogleRequest {
  /** The provider's consent page, e.g. `{sandboxUrl}/sandbox/google/authorize`. */
  authorizeUrl: string;
  clientId: string;
  /** The store page the provider returns to (registered for the client). */
  redirectUri: string;
  state: string;
  nonce: string;
}

export function googleAuthorizeUrl(request: GoogleRequest): string {
  const url = new URL(request.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'id_token',
    scope: 'openid email profile',
    state: request.state,
    nonce: request.nonce,
  }).toString();
  return url.toString();
}

export type GoogleReturn =
  | { kind: 'token'; idToken: string; state: string }
  | { kind: 'error'; state: string }
  | { kind: 'none' };

/** What the fragment (`#id_token=…&state=…` or `#error=…&state=…`) of the return URL carries. */
export function readGoogleReturn(hash: string): GoogleReturn {
  const values = new URLSearchParams(hash.replace(/^#/, ''));
  const state = values.get('state') ?? '';
  const idToken = values.get('id_token');
  if (idToken) return { kind: 'token', idToken, state };
  if (values.has('error')) return { kind: 'error', state };
  return { kind: 'none' };
}

/** A random URL-safe value (128 bits) for state and nonce. */
export function randomFlowValue(
  cryptoSource: Pick<Crypto, 'getRandomValues'> = globalThis.crypto,
): string {
  const bytes = cryptoSource.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
