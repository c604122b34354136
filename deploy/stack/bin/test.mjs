// npm test: every test. Grows with the stack; see deploy/README.md.
import { spawnSync } from 'node:child_process';
const r = spawnSync('npx', ['turbo', 'run', 'test', '--concurrency=1'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
