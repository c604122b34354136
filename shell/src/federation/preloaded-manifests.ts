// Federation manifests the page already has (the boot data's `manifests`, by URL): the retry
// plugin's `fetch` hook (its `preloaded` option) answers the runtime's manifest request from them, so no mf-manifest.json
// goes over the network. Any other URL (a last-known-good version, a remote registered later) is
// fetched as before.
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export function withPreloadedManifests(
  manifests: Readonly<Record<string, unknown>>,
  doFetch: FetchLike,
): FetchLike {
  return (url, init) => {
    const json = Object.prototype.hasOwnProperty.call(manifests, url) ? manifests[url] : undefined;
    if (json === undefined) return doFetch(url, init);
    return Promise.resolve(
      new Response(JSON.stringify(json), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
}
