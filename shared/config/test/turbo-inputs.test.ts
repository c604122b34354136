// Turbo replays a cached build when the hash of its inputs is unchanged, so a file a build reads
// that is not among those inputs lets a stale build through: the preset's plugins were missing
// here, and a change to the compile-hint plugin alone came back from the cache as the previous
// plugin's output (`npm start` served it). Every tracked file of the packages the browser and
// server builds read must count, except tests, docs and the generators whose output is committed.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

type DryTask = { taskId: string; directory: string; inputs: Record<string, string> };

/** Not read by any build: tests and their setup, docs, turbo's own config, generator sources. */
const NOT_BUILD_INPUT = [
  /(^|\/)test\//,
  /\.test\.[cm]?[jt]sx?$/,
  /(^|\/)jest[^/]*$/,
  /\.md$/,
  /(^|\/)turbo\.json$/,
  /\.d\.c?ts$/, // types only: typecheck reads them, webpack does not
  /^server\//, // the shell's host server (shell/server): run from source by tsx, built by no one
  // shared/domain: CSV sources and the scripts that turn them into the committed src/ tables.
  /^(data|scripts)\//,
];

function buildTasks(): DryTask[] {
  const turbo = path.join(ROOT, 'node_modules/.bin/turbo');
  const json = execFileSync(turbo, ['run', 'build', '--dry=json'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  });
  return (JSON.parse(json) as { tasks: DryTask[] }).tasks;
}

function trackedFiles(directory: string): string[] {
  return execFileSync('git', ['ls-files', directory], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => file.slice(directory.length + 1));
}

test('every file a build reads is an input of its package build, so a change to it is never served from the cache', () => {
  const tasks = buildTasks().filter((task) =>
    /^(shared\/[^/]+|shell|mfe-[^/]+)$/.test(task.directory),
  );
  expect(tasks.map((task) => task.directory)).toEqual(
    expect.arrayContaining(['shared/config', 'shared/ui', 'shell', 'mfe-catalog', 'mfe-payments']),
  );
  const missing = tasks.flatMap((task) =>
    trackedFiles(task.directory)
      .filter((file) => !NOT_BUILD_INPUT.some((pattern) => pattern.test(file)))
      .filter((file) => !(file in task.inputs))
      .map((file) => `${task.directory}/${file}`),
  );
  expect(missing).toEqual([]);
  // The preset's plugins, loaders and runtime modules in particular.
  const config = tasks.find((task) => task.directory === 'shared/config')!;
  expect(Object.keys(config.inputs)).toEqual(
    expect.arrayContaining([
      'plugins/compile-hints.cjs',
      'plugins/preload-manifest.cjs',
      'loaders/chakra-pure-theme.cjs',
      'runtime/provide-runtime-core.ts',
      'webpack.cjs',
    ]),
  );
});
