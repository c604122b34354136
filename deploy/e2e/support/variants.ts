// Variants of a live remote, deployed the way an operator deploys (the deploy CLI on the stack's CDN):
// a copy of the LIVE version folder, changed by a transform, published as a new version; and
// withVariantLive, which promotes it for the time of a callback and always rolls back. Tests that
// use them change what every page loads, so they run in the "resilience" project (alone, one worker).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deploy, deployStatus } from './cdn';
import { CDN_DIR } from './env';

/** Changes the files of the copied version folder (its root is `dir`). */
export type VariantTransform = (dir: string) => Promise<void> | void;

/** The same build as a new version (only the marker file differs): a second, promotable version. */
export const noChange: VariantTransform = () => undefined;

export interface PublishedVariant {
  remote: string;
  /** The new version, as `publish` printed it. */
  version: string;
  /** The version that was live when the copy was made (what a rollback goes back to). */
  base: string;
}

/** The remote's live version on the stack under test (fails when none is live). */
export async function liveVersion(remote: string): Promise<string> {
  const live = (await deployStatus()).find((r) => r.remote === remote)?.live;
  if (!live) throw new Error(`${remote} has no live version on ${CDN_DIR}`);
  return live;
}

/**
 * Copy the live version folder of `remote`, apply `transform` to the copy, publish it and return
 * its version (not promoted). A marker file with the time makes every variant a new version, even
 * when the transform changes nothing.
 */
export async function publishVariant(
  remote: string,
  transform: VariantTransform = noChange,
): Promise<PublishedVariant> {
  if (!CDN_DIR) throw new Error('E2E_CDN_DIR is not set');
  const base = await liveVersion(remote);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `e2e-variant-${remote}-`));
  try {
    const copy = path.join(work, `${remote}-${base}-variant`);
    await fs.cp(path.join(CDN_DIR, remote, base), copy, { recursive: true });
    await fs.writeFile(
      path.join(copy, 'e2e-variant.txt'),
      `variant of ${base} made at ${new Date().toISOString()} by ${process.pid}\n`,
    );
    await transform(copy);
    // publish copies the folder into the CDN, so the work folder can go right after.
    const published = await deploy('publish', remote, '--from', copy);
    const version = /@(\S+) published to/.exec(published)?.[1];
    if (!version) throw new Error(`publish ${remote} printed no new version:\n${published}`);
    return { remote, version, base };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/**
 * Publish a variant (see publishVariant), promote it, run `fn`, and ALWAYS put the version that was
 * live before back (`rollback --to`), whatever `fn` did (a test may roll back itself, which is fine).
 * The promote goes through the contract gate unless `skipGate` says why a deliberately broken
 * build must go live (the gate would refuse it).
 */
export async function withVariantLive<T>(
  remote: string,
  transform: VariantTransform,
  fn: (variant: PublishedVariant) => Promise<T>,
  { skipGate }: { skipGate?: string } = {},
): Promise<T> {
  const variant = await publishVariant(remote, transform);
  try {
    await deploy(
      'promote',
      remote,
      variant.version,
      ...(skipGate ? ['--skip-gate', skipGate] : []),
    );
    return await fn(variant);
  } finally {
    if ((await liveVersion(remote).catch(() => null)) !== variant.base)
      await deploy('rollback', remote, '--to', variant.base);
  }
}

// Transforms.

/** Every file under `dir` (relative paths, `/`-separated). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/** Append text to one file of the copy (e.g. dead weight to remoteEntry.js). */
export const appendToFile =
  (relativePath: string, text: string): VariantTransform =>
  async (dir) => {
    await fs.appendFile(path.join(dir, relativePath), text);
  };

/** Replace (or create) one file of the copy, e.g. `server/remoteEntry.js`. */
export const replaceFile =
  (relativePath: string, content: string): VariantTransform =>
  async (dir) => {
    const file = path.join(dir, relativePath);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, content);
  };

/**
 * Replace a text in every `.js` file of the copy (browser and server builds alike, so a server
 * render and its hydration see the same text). Fails when no file contained it, so a test can
 * never pass on a variant that changed nothing.
 */
export const replaceTextInScripts =
  (from: string, to: string): VariantTransform =>
  async (dir) => {
    let changed = 0;
    for (const file of (await filesUnder(dir)).filter((f) => f.endsWith('.js'))) {
      const full = path.join(dir, file);
      const text = await fs.readFile(full, 'utf8');
      if (!text.includes(from)) continue;
      await fs.writeFile(full, text.replaceAll(from, to));
      changed += 1;
    }
    if (!changed) throw new Error(`no .js file of the variant contains ${JSON.stringify(from)}`);
  };

/** The remote's server entry throws when loaded (the browser build is untouched). */
export const throwingServerEntry = (message = 'ssr boom'): VariantTransform =>
  replaceFile('server/remoteEntry.js', `throw new Error(${JSON.stringify(message)});\n`);

/**
 * The `./routes` chunk the build's own manifest names. Not the first file that looks like one: a
 * dist folder restored from turbo's cache over an older build keeps the older chunks beside the
 * new ones, and rewriting one of those would leave the loaded module sound.
 */
async function routesChunk(dir: string): Promise<string> {
  const manifest = JSON.parse(await fs.readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
    exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
  };
  const sync = manifest.exposes?.find((entry) => entry.name === 'routes')?.assets?.js?.sync ?? [];
  const file = sync.find((name) => name.startsWith('__federation_expose_routes.'));
  if (!file) throw new Error(`the manifest in ${dir} names no __federation_expose_routes chunk`);
  return file;
}

/** Rewrite the browser build's `./routes` chunk (the server build is left intact). */
const rewriteRoutesChunk =
  (rewrite: (source: string) => string): VariantTransform =>
  async (dir) => {
    const file = await routesChunk(dir);
    const full = path.join(dir, file);
    const source = await fs.readFile(full, 'utf8');
    const changed = rewrite(source);
    if (changed === source) throw new Error(`${file} was not changed`);
    await fs.writeFile(full, changed);
  };

/** The browser build's `./routes` chunk throws as soon as it is evaluated. */
export const throwingRoutesModule = (message: string): VariantTransform =>
  rewriteRoutesChunk((source) => `throw new Error(${JSON.stringify(message)});\n${source}`);

/**
 * The browser build's `./routes` chunk loads, but its first module throws when webpack runs it: a
 * broken module inside a sound file (the import fails; no error escapes to the page).
 */
export const throwingRoutesFactory = (message: string): VariantTransform =>
  rewriteRoutesChunk((source) =>
    // The chunk is `(self.webpackChunk…).push([[ids],{id:function(…){…`: the throw goes first
    // in that first module function.
    source.replace(
      /(\.push\(\[\[[^\]]*\],\{[^{]*\{)/,
      `$1throw new Error(${JSON.stringify(message)});`,
    ),
  );
