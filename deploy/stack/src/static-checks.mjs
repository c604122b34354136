// @ts-check
// npm test's static checks (issue 37), each one test: strict TypeScript and the one lint setup.
// Every package that only extends the base tsconfig is checked as one program
// (tsconfig.workspace.json): the shared packages and the types they load (Chakra's, React's) are
// read once instead of once per package: 40 s of CPU instead of 171 for the same 1,194 files
// (2026-12-02). A package with compiler options of its own (deploy/e2e: Playwright's globals,
// not jest's) is checked alone, and so is the repo's JS (deploy/stack/tsconfig.json: allowJs, every
// .mjs/.cjs that starts with `// @ts-check`, which eslint asks of each). Squads keep
// `turbo run typecheck --filter=<remote>`.
import path from 'node:path';

/**
 * Packages whose tsconfig.json has compilerOptions of its own, each checked as its own program.
 * deploy/stack's is the JS typecheck: every .mjs/.cjs of the repo, not only the stack's.
 */
export const TYPECHECKED_ALONE = ['deploy/e2e', 'deploy/stack'];

/** @param {string} rootDir */
export function staticCheckCommands(rootDir) {
  const tsc = path.join(rootDir, 'node_modules/.bin/tsc');
  return [
    {
      what: 'typecheck of the workspace (tsc -p tsconfig.workspace.json, beside jest)',
      command: tsc,
      args: ['--noEmit', '-p', path.join(rootDir, 'tsconfig.workspace.json')],
    },
    ...TYPECHECKED_ALONE.map((dir) => ({
      what: `typecheck of ${dir} (tsc -p ${dir}, beside jest)`,
      command: tsc,
      args: ['--noEmit', '-p', path.join(rootDir, dir)],
    })),
    {
      what: 'lint (eslint ., beside jest)',
      command: path.join(rootDir, 'node_modules/.bin/eslint'),
      args: ['.'],
    },
  ];
}
