// The parent origin this frame may talk to (protocol.ts verifiedParentOrigin): asked for in the
// iframe URL by embed.js, kept in sessionStorage so a provider's page, which the frame visits and
// returns from, does not lose it, and taken off the URL so the routes see their own query only.
import { EMBED_QUERY, verifiedParentOrigin } from '../../embed/protocol';

const KEY = 'storefront-payments:parentOrigin';

export function embedParentOrigin(registered: readonly string[]): string | null {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get(EMBED_QUERY.parentOrigin);
  if (asked !== null) {
    url.searchParams.delete(EMBED_QUERY.parentOrigin);
    window.history.replaceState(window.history.state, '', url.toString());
    sessionStorage.setItem(KEY, asked);
  }
  const ancestors = window.location.ancestorOrigins;
  const origin = verifiedParentOrigin({
    requested: asked ?? sessionStorage.getItem(KEY),
    registered,
    ancestorOrigins: ancestors ? Array.from(ancestors) : undefined,
    framed: window.parent !== window,
  });
  if (window.parent !== window && !origin)
    console.warn('[payments-standalone] not posting to the parent: its origin is not verified');
  return origin;
}
