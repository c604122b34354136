// Spec 000 §3: the user is decoded from the access token. Payload only: the server verifies it.
export interface SessionUser {
  userId: string;
  email: string;
  name: string;
  lastName: string;
  phone: string;
  phonePrefix: string;
  rut: string;
  isGuest: boolean;
}

function base64UrlToText(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  // Names carry accents (Pérez, Núñez): decode the bytes as UTF-8, not Latin-1.
  return decodeURIComponent(Array.from(binary, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The SessionUser in a JWT's payload, or null for anything that is not one. */
export function decodeToken(jwt: string | null | undefined): SessionUser | null {
  if (!jwt) return null;
  const parts = jwt.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlToText(parts[1]));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const claims = payload as Record<string, unknown>;
  const userId = text(claims.userId) || text(claims.sub);
  if (!userId) return null;
  return {
    userId,
    email: text(claims.email),
    name: text(claims.name),
    lastName: text(claims.lastName),
    phone: text(claims.phone),
    phonePrefix: text(claims.phonePrefix),
    rut: text(claims.rut),
    isGuest: claims.isGuest === true,
  };
}

/** Seconds-since-epoch `exp` claim as a Date, or null. */
export function tokenExpiry(jwt: string | null | undefined): Date | null {
  try {
    const claims = JSON.parse(base64UrlToText(jwt?.split('.')[1] ?? '')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : null;
  } catch {
    return null;
  }
}
