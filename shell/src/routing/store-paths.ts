// Paths inside the current store. Every in-app path carries the store prefix ('' on a store's own
// host, '/tienda-demo' on the marketplace host); storePath and safeRedirect (the `redirect` query)
// come from @storefront/domain.
import { storePath } from '@storefront/domain';

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
