// @ts-check
// tsconfig.workspace.json must check exactly what the packages' own tsconfig.json files check:
// a package added, or a folder added to a package's include, without it here fails this test.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticCheckCommands, TYPECHECKED_ALONE } from './static-checks.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every workspace folder (package.json "workspaces", one level of * expanded) with a tsconfig. */
function packagesWithTsconfig() {
  return readJson(path.join(rootDir, 'package.json'))
    .workspaces.flatMap((pattern) =>
      pattern.endsWith('/*')
        ? fs
            .readdirSync(path.join(rootDir, pattern.slice(0, -2)))
            .map((name) => `${pattern.slice(0, -2)}/${name}`)
        : [pattern],
    )
    .filter((dir) => fs.existsSync(path.join(rootDir, dir, 'tsconfig.json')))
    .sort();
}

test('the workspace program includes every folder of every package that only extends the base', () => {
  const expected = [];
  const alone = [];
  for (const dir of packagesWithTsconfig()) {
    const own = readJson(path.join(rootDir, dir, 'tsconfig.json'));
    expect(own.extends).toMatch(
      /shared\/config\/tsconfig\.base\.json$|^\.\.\/config\/tsconfig\.base\.json$/,
    );
    if (own.compilerOptions) alone.push(dir);
    else expected.push(...own.include.map((entry) => `${dir}/${entry}`));
  }
  const workspace = readJson(path.join(rootDir, 'tsconfig.workspace.json'));
  expect(workspace.extends).toBe('./shared/config/tsconfig.base.json');
  expect(workspace.compilerOptions).toBeUndefined();
  expect([...workspace.include].sort()).toEqual(expected.sort());
  expect(alone).toEqual(TYPECHECKED_ALONE);
});

test('npm test runs the workspace program, each package with options of its own, and lint', () => {
  const checks = staticCheckCommands(rootDir);
  const projects = checks
    .filter((check) => check.command.endsWith('/tsc'))
    .map((check) => path.relative(rootDir, String(check.args.at(-1))));
  expect(projects).toEqual(['tsconfig.workspace.json', ...TYPECHECKED_ALONE]);
  expect(checks.at(-1)?.args).toEqual(['.']);
});
