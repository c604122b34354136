// The loader that lets webpack drop Chakra's unused anatomies (issue 41): each top-level anatomy of
// the installed Chakra's anatomy.js that is a call is marked pure. A Chakra upgrade that changes the
// file's shape fails here instead of silently putting every ark anatomy back into the first load.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(__filename);
const chakraPureAnatomy = require('../loaders/chakra-pure-anatomy.cjs') as (s: string) => string;

const anatomyFile = join(
  require.resolve('@chakra-ui/react/package.json', { paths: [join(__dirname, '../../ui')] }),
  '..',
  'dist/esm/anatomy.js',
);

test('every top-level anatomy call of Chakra is marked pure', () => {
  const marked = chakraPureAnatomy(readFileSync(anatomyFile, 'utf8'));
  const calls = marked.split('\n').filter((line) => /^const \w+ = .*\(/.test(line));
  expect(calls.length).toBeGreaterThan(30);
  expect(calls.filter((line) => !line.includes('/*#__PURE__*/'))).toEqual([]);
});
