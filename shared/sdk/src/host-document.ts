// The host server's own documents (/config.json, /remotes.json), not the provider API: a host (the
// shell, or the payments standalone page) reads them once at start, before an Api exists (its base
// URL is in /config.json). Kept here so every network read of the storefront lives in the SDK.
export async function fetchHostDocument(path: string): Promise<unknown> {
  const response = await fetch(path, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}
