import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  SINGLETON_NAMES,
  checkSingletons,
  containerProblems,
  declarationProblems,
  lockfileProblems,
} from '../singleton-gate.cjs';

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.resolve(__dirname, '../bin/check-singletons.cjs');
const SECOND_REACT = path.join(__dirname, 'fixtures/second-react');

test('this repository: each singleton installed once, every declaration met, every container sharing what the shell shares', () => {
  expect(checkSingletons(ROOT)).toEqual([]);
  expect(SINGLETON_NAMES).toEqual(
    expect.arrayContaining(['react', 'react-dom', 'jotai', '@emotion/react', '@storefront/state']),
  );
});

test('a deliberate second copy of react (fixture): the gate fails and names react, the copy and the workspace that asks for it', () => {
  const run = spawnSync(process.execPath, [CLI, SECOND_REACT], { encoding: 'utf8' });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    'react: 2 copies in package-lock.json (mfe-x/node_modules/react 18.3.1, node_modules/react 19.3.1); a singleton must be installed once',
  );
  expect(run.stderr).toContain(
    'react: mfe-x asks for 18.3.1 (dependencies) but the platform installs 19.3.1; npm would install it a second copy',
  );
  // The CI log shows the gate failing on the fixture, in its own words (issue 16).
  process.stdout.write(
    `\n[singleton gate on the fixture test/fixtures/second-react: exit ${run.status}]\n${run.stderr}\n`,
  );
  // and this repository passes the same command
  expect(execFileSync(process.execPath, [CLI, ROOT], { encoding: 'utf8' })).toContain(
    'Singleton gate: every shared singleton',
  );
});

test('lockfile: a workspace link counts as the one copy, with its folder version', () => {
  const lock = {
    packages: {
      'shared/state': { version: '0.1.0' },
      'node_modules/@storefront/state': { resolved: 'shared/state', link: true },
      'node_modules/jotai': { version: '3.0.1' },
    },
  };
  const { problems, installed } = lockfileProblems(lock, ['@storefront/state', 'jotai']);
  expect(problems).toEqual([]);
  expect(Object.fromEntries(installed)).toEqual({ '@storefront/state': '0.1.0', jotai: '3.0.1' });
});

test('declarations: a range met by the installed copy passes, another major fails with the field named', () => {
  const installed = new Map([
    ['react', '19.3.1'],
    ['react-router-dom', '7.18.5'],
  ]);
  const workspaces = [
    { dir: 'shared/ui', manifest: { peerDependencies: { react: '^19.0.0' } } },
    { dir: 'mfe-y', manifest: { peerDependencies: { 'react-router-dom': '^6.4.0' } } },
    { dir: 'mfe-z', manifest: { dependencies: { valibot: '1.5.0' } } },
  ];
  expect(declarationProblems(workspaces, installed)).toEqual([
    'react-router-dom: mfe-y asks for ^6.4.0 (peerDependencies) but the platform installs 7.18.5; npm would install it a second copy',
  ]);
});

test('containers: a remote that shares another version, not as a singleton, or not at all is named with the module', () => {
  const singleton = (version: string) => ({ singleton: true, requiredVersion: false, version });
  const shell = {
    name: 'shell',
    shared: {
      react: singleton('19.3.1'),
      jotai: singleton('3.0.1'),
      '@emotion/react': singleton('11.14.0'),
    },
  };
  const remote = {
    name: 'mfe-y',
    shared: {
      react: singleton('18.3.1'),
      jotai: { ...singleton('3.0.1'), singleton: false },
    },
  };
  expect(containerProblems([shell, remote])).toEqual([
    'react: mfe-y shares 18.3.1, shell provides 19.3.1',
    'jotai: mfe-y shares it without singleton: true',
    '@emotion/react: mfe-y does not share it, so it would bundle its own copy',
  ]);
  expect(containerProblems([shell, { ...remote, shared: shell.shared }])).toEqual([]);
});
