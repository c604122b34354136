// The shell server's own documents (/config.json, /remotes.json), not the provider API: they are
// read once at start, before the SDK exists (its base URL is in /config.json).
export async function fetchShellJson(path: string): Promise<unknown> {
  // eslint-disable-next-line no-restricted-globals -- shell server documents, not the provider API
  const response = await fetch(path, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}
