// Paths inside the current store. Every in-app path carries the store prefix ('' on a store's own
// host, '/tienda-demo' on the marketplace host); storePath comes from @storefront/domain.
import { storePath } from '@storefront/domain';

export const storeRoot = (prefix: string) => storePath(prefix, '');

/** True when `target` is a same-origin absolute path (no scheme, no other host). */
function isLocalPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.includes('\\');
}

/**
 * The login `redirect` target (the guard puts the path after the prefix there). Only a path inside
 * the store is followed; anything else (another site, a scheme) becomes the store root.
 */
export function safeRedirect(target: string | null | undefined, prefix: string): string {
  if (!target || !isLocalPath(target)) return storeRoot(prefix);
  const path = target.split(/[?#]/)[0] ?? '';
  if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return target; // already prefixed
  return storePath(prefix, target);
}

export type NavTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * Where a navbar option goes (spec 000 §2): "/x" is relative to the store prefix; "ihttp…" opens
 * inside the shell's iframe route, keyed by the option's text; "http…" leaves the store.
 */
export function navOptionTarget(
  option: { text: string; linkUrl?: string | null },
  prefix: string,
): NavTarget | null {
  const link = option.linkUrl?.trim();
  if (!link) return null;
  if (/^ihttps?:\/\//i.test(link))
    return { kind: 'internal', to: storePath(prefix, `iframe/${encodeURIComponent(option.text)}`) };
  if (/^(https?:|mailto:|tel:)/i.test(link)) return { kind: 'external', href: link };
  return { kind: 'internal', to: storePath(prefix, link) };
}
