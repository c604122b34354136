// Spec 000 §3: guestId is client-stored and generated when missing; carts are keyed by it.
import { CLIENT_ITEMS } from './client-storage/client-items';

export const GUEST_ID_KEY = CLIENT_ITEMS.guestId.key;

/** A random v4 UUID, also where randomUUID is missing (plain-http hosts). */
export function uuid(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  // randomUUID needs a secure context; plain-http hosts still have getRandomValues.
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function getGuestId(storage: Storage = globalThis.localStorage): string {
  const existing = storage.getItem(GUEST_ID_KEY);
  if (existing) return existing;
  const id = uuid();
  storage.setItem(GUEST_ID_KEY, id);
  return id;
}
