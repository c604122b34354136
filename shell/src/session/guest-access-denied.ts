// Spec 000 §6/§8: a 401 whose message includes "Action does not allow guest access" sends the
// browser to the first path segment of the site. The SDK calls the shell's onUnauthorized with it.
import { firstPathSegmentPath, isGuestAccessDenied } from '@storefront/domain';

/** Where to send the browser for this 401, or null when it is not a guest denial. */
export function guestAccessDeniedTarget(
  error: { serverMessage?: string | null; message?: string },
  pathname: string,
): string | null {
  const message = error.serverMessage ?? error.message ?? '';
  return isGuestAccessDenied(message) ? firstPathSegmentPath(pathname) : null;
}

/** The handler boot gives createApi. */
export function leaveOnGuestAccessDenied(error: {
  serverMessage?: string | null;
  message?: string;
}): void {
  const target = guestAccessDeniedTarget(error, window.location.pathname);
  if (target) window.location.assign(target);
}
