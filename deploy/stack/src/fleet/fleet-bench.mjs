// @ts-check
// bench:fleet's measures (bin/bench-fleet.mjs): requests per second and p95 of server-rendered
// pages through nginx (autocannon drives the load; p95 is computed from every response's time),
// and how long a promote made on one shell server takes to reach pages of another.
import autocannon from 'autocannon';

/** The q-quantile (0–1) of `values` (nearest rank). */
export function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * Load on one URL for `seconds` with `connections` at once.
 * @returns {Promise<{ url: string, requestsPerSecond: number, p95Ms: number, p50Ms: number,
 *   requests: number, errors: number, non2xx: number }>}
 */
export function load(url, { seconds = 10, connections = 16 } = {}) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      resolve({
        url,
        requestsPerSecond: Math.round(result.requests.average),
        p95Ms: Math.round(quantile(times, 0.95)),
        p50Ms: Math.round(quantile(times, 0.5)),
        requests: result.requests.total,
        errors: result.errors,
        non2xx: result.non2xx,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * After `change()` (a promote on one server), how long until a page of `otherUrl` carries `version`
 * of `remote` (polled every 10 ms; its boot data names the live versions' files).
 * @returns {Promise<number>} milliseconds
 */
export async function propagation(change, otherUrl, remote, version, timeoutMs = 30_000) {
  await change();
  const started = performance.now();
  for (;;) {
    const html = await (await fetch(otherUrl)).text();
    if (html.includes(`/${remote}/${version}/`)) return Math.round(performance.now() - started);
    if (performance.now() - started > timeoutMs)
      throw new Error(`${otherUrl} did not serve ${remote}@${version} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
