// Seeded documents keep their URLs as placeholders, resolved when served, so the same database
// works behind any port or host: `{sandbox}` → this server's public URL, `{shell}` → the
// storefront shell, `{shell:sub}` → the shell on the sub-domain `sub.` (a store's own host).
export interface PublicUrls {
  sandbox: string;
  shell: string;
  /** The payments standalone page (embeds), when one runs: its /{store}/… pages are the store's too. */
  payments?: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function makePublicUrls(sandbox: string, shell: string, payments?: string): PublicUrls {
  return {
    sandbox: trimSlash(sandbox),
    shell: trimSlash(shell),
    ...(payments ? { payments: trimSlash(payments) } : {}),
  };
}

function shellOnSubdomain(shell: string, sub: string): string {
  const url = new URL(shell);
  url.hostname = `${sub}.${url.hostname}`;
  return trimSlash(url.toString());
}

const PLACEHOLDER = /\{(sandbox|shell)(?::([a-z0-9-]+))?\}/g;

export function resolveUrlText(text: string, urls: PublicUrls): string {
  return text.replace(PLACEHOLDER, (_match, kind: string, sub: string | undefined) => {
    if (kind === 'sandbox') return urls.sandbox;
    return sub ? shellOnSubdomain(urls.shell, sub) : urls.shell;
  });
}

/** Resolves every placeholder in the strings of a JSON document. */
export function resolveUrls<T>(value: T, urls: PublicUrls): T {
  const text = JSON.stringify(value);
  if (!text || !text.includes('{')) return value;
  return JSON.parse(resolveUrlText(text, urls)) as T;
}
