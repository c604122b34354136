// @ts-check
// The singleton gate (issue 16): each federation singleton must reach the page once. Two copies of
// React mean two dispatchers (hooks throw), two of jotai or @storefront/state two stores (the cart
// a remote writes is not the one the shell reads); the federation runtime only warns about it at
// run time, on the shopper's page. Checked here at build time, in `npm test` and by
// `storefront-check-singletons`, from three sources that can each bring a second copy:
// 1. the lockfile: one installed copy per singleton package (a nested node_modules/<pkg> is a
//    second one, bundled by whichever container resolves it);
// 2. every workspace's package.json: each declared range of a singleton is met by that one copy
//    (a remote that asks for another version gets its own nested install on the next npm install);
// 3. every container's federation `shared` option: the same singletons at the same versions as
//    the shell's (a remote that shares its own version or leaves one out bundles a private copy).
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');
const { SINGLETON_PACKAGES, packageNameOf } = require('./shared-deps.cjs');

/** The packages behind the shared modules: 'jotai/utils' and 'jotai' are one package. */
const SINGLETON_NAMES = [...new Set(SINGLETON_PACKAGES.map(packageNameOf))];

const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'devDependencies'];

/** Lockfile entries (v2/v3 `packages`) that install `name`: key → version. */
function installsOf(lock, name) {
  const suffix = `node_modules/${name}`;
  return Object.entries(lock.packages ?? {})
    .filter(([key]) => key === suffix || key.endsWith(`/${suffix}`))
    .map(([key, entry]) => {
      // A workspace is installed as a link to its folder; its version is the folder's.
      const target = entry.link ? lock.packages[entry.resolved] : entry;
      return { key, version: target?.version ?? '(unknown)' };
    });
}

/**
 * Rule 1: one install per singleton package.
 * @returns {{ problems: string[]; installed: Map<string, string> }}
 */
function lockfileProblems(lock, names = SINGLETON_NAMES) {
  const problems = [];
  const installed = new Map();
  for (const name of names) {
    const installs = installsOf(lock, name);
    if (installs.length > 1)
      problems.push(
        `${name}: ${installs.length} copies in package-lock.json (${installs
          .map(({ key, version }) => `${key} ${version}`)
          .join(', ')}); a singleton must be installed once`,
      );
    // The hoisted copy is the platform's; a nested one is the second copy.
    const hoisted = installs.find(({ key }) => key === `node_modules/${name}`) ?? installs[0];
    if (hoisted) installed.set(name, hoisted.version);
  }
  return { problems, installed };
}

/** Rule 2: every workspace's declared range of a singleton is met by the installed copy. */
function declarationProblems(workspaces, installed) {
  const problems = [];
  for (const { dir, manifest } of workspaces) {
    for (const field of DEPENDENCY_FIELDS) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        const version = installed.get(name);
        if (!version) continue; // not a singleton
        if (!semver.satisfies(version, range, { includePrerelease: true }))
          problems.push(
            `${name}: ${dir} asks for ${range} (${field}) but the platform installs ${version}; npm would install it a second copy`,
          );
      }
    }
  }
  return problems;
}

/** Rule 3: every container shares what the shell shares, at the same versions. */
function containerProblems(containers, hostName = 'shell') {
  if (!containers.length) return [];
  const host = containers.find((c) => c.name === hostName);
  if (!host) return [`no ${hostName} among the federation containers`];
  const problems = [];
  for (const { name, shared } of containers) {
    if (name === hostName) continue;
    for (const [request, entry] of Object.entries(host.shared)) {
      const own = shared[request];
      if (!own)
        problems.push(`${request}: ${name} does not share it, so it would bundle its own copy`);
      else if (!own.singleton)
        problems.push(`${request}: ${name} shares it without singleton: true`);
      else if (own.version !== entry.version)
        problems.push(
          `${request}: ${name} shares ${own.version}, ${hostName} provides ${entry.version}`,
        );
    }
  }
  return problems;
}

/** Workspace folders from the lockfile's root entry (globs of one level: 'shared/*'). */
function workspaceDirs(root, lock) {
  const patterns = lock.packages?.['']?.workspaces ?? [];
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The `shared` option of each browser build's ModuleFederationPlugin, by container name. */
function federationContainers(root, dirs) {
  const containers = [];
  for (const dir of dirs) {
    const configFile = path.join(root, dir, 'webpack.config.cjs');
    if (!fs.existsSync(configFile)) continue;
    const loaded = require(configFile);
    const configs = [loaded]
      .flat()
      .flatMap((c) => [typeof c === 'function' ? c({}, { mode: 'production' }) : c].flat());
    const browser = configs.find((c) => c.name !== 'server') ?? configs[0];
    const federation = (browser.plugins ?? []).find(
      (plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin',
    );
    if (!federation) continue;
    containers.push({ name: dir, shared: federation._options.shared ?? {} });
  }
  return containers;
}

/**
 * Every problem of the repository at `root` (empty when each singleton reaches the page once).
 * @param {string} root
 * @param {{ containers?: boolean }} [options] containers: false skips rule 3 (no builds needed)
 */
function checkSingletons(root, { containers = true } = {}) {
  const lock = readJson(path.join(root, 'package-lock.json'));
  const dirs = workspaceDirs(root, lock).filter((dir) =>
    fs.existsSync(path.join(root, dir, 'package.json')),
  );
  const { problems, installed } = lockfileProblems(lock);
  const workspaces = dirs.map((dir) => ({
    dir,
    manifest: readJson(path.join(root, dir, 'package.json')),
  }));
  problems.push(...declarationProblems(workspaces, installed));
  if (containers) problems.push(...containerProblems(federationContainers(root, dirs)));
  return problems;
}

module.exports = {
  SINGLETON_NAMES,
  checkSingletons,
  containerProblems,
  declarationProblems,
  lockfileProblems,
};
