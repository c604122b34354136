// @ts-check
// Each squad alone (issue 16): a remote builds, tests and publishes with its own folder and the
// shared packages, never another remote's or the shell's source. Proved on what turbo would run for
// `turbo run build test typecheck --filter=<remote>` (its task graph, which is what a squad's CI
// runs), on each remote's package.json, and on every import its files make (eslint checks src/
// TypeScript; this also covers tests, configs and .cjs/.mjs files, where eslint has no such rule).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './ports.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SQUADS = ['shell', ...REMOTES.map((r) => r.package)];

function taskGraph(remote) {
  const json = execFileSync(
    path.join(rootDir, 'node_modules/.bin/turbo'),
    ['run', 'build', 'test', 'typecheck', `--filter=${remote}`, '--dry=json'],
    { cwd: rootDir, encoding: 'utf8', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  return JSON.parse(json).tasks;
}

const tracked = (dir) =>
  execFileSync('git', ['ls-files', dir], { cwd: rootDir, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(c|m)?[jt]sx?$/.test(file));

/** Specifiers of import/export-from/require/import() in a source text. */
function specifiersOf(text) {
  const pattern =
    /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  return [...text.matchAll(pattern)].map((match) => match[1]);
}

/** The squad folder a specifier of `file` reaches, if it is another squad's. */
function otherSquadOf(file, specifier, own) {
  if (specifier.startsWith('.')) {
    const target = path.relative(rootDir, path.resolve(rootDir, path.dirname(file), specifier));
    const [top = ''] = target.split(path.sep);
    return SQUADS.includes(top) && top !== own ? top : null;
  }
  const name = specifier.split('/')[0];
  return SQUADS.includes(name) && name !== own ? name : null;
}

describe.each(REMOTES.map((r) => r.package))('%s, alone', (remote) => {
  test('its build, tests and typecheck run on its own folder and the shared packages only', () => {
    const tasks = taskGraph(remote);
    const squadsInGraph = [...new Set(tasks.map((task) => task.directory))].filter((dir) =>
      SQUADS.includes(dir),
    );
    expect(squadsInGraph).toEqual([remote]);
    expect(tasks.map((task) => task.taskId)).toEqual(
      expect.arrayContaining([`${remote}#build`, `${remote}#test`, `${remote}#typecheck`]),
    );
    // everything else it needs is a shared package or the provider sandbox its SDK tests use
    for (const task of tasks.filter((t) => t.directory !== remote))
      expect(task.directory).toMatch(/^(shared\/[^/]+|deploy\/sandbox)$/);
  });

  test('its package.json depends on no other remote nor the shell', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(rootDir, remote, 'package.json'), 'utf8'),
    );
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    expect(names.filter((name) => SQUADS.includes(name))).toEqual([]);
  });

  test('no file of it imports another remote or the shell (tests and configs included)', () => {
    const files = tracked(remote);
    expect(files.length).toBeGreaterThan(10);
    const crossings = files.flatMap((file) =>
      specifiersOf(fs.readFileSync(path.join(rootDir, file), 'utf8'))
        .map((specifier) => ({ specifier, squad: otherSquadOf(file, specifier, remote) }))
        .filter(({ squad }) => squad)
        .map(({ specifier }) => `${file}: ${specifier}`),
    );
    expect(crossings).toEqual([]);
  });
});

test('the import scan sees a crossing: a relative path into another remote, a remote by name', () => {
  expect(otherSquadOf('mfe-catalog/src/a.ts', '../../mfe-payments/src/x', 'mfe-catalog')).toBe(
    'mfe-payments',
  );
  expect(otherSquadOf('mfe-catalog/test/a.ts', '../../shell/src/boot/boot', 'mfe-catalog')).toBe(
    'shell',
  );
  expect(otherSquadOf('mfe-catalog/src/a.ts', 'mfe-account/src/routes', 'mfe-catalog')).toBe(
    'mfe-account',
  );
  expect(otherSquadOf('mfe-catalog/src/a.ts', '../../shared/ui/src', 'mfe-catalog')).toBeNull();
  expect(otherSquadOf('mfe-catalog/src/a.ts', './features/x', 'mfe-catalog')).toBeNull();
  expect(
    specifiersOf(
      "import a from 'x';\nexport { b } from \"y\";\nconst c = require('z');\nawait import('w');\nimport 'side';",
    ),
  ).toEqual(['x', 'y', 'z', 'w', 'side']);
});
