// Issue 10's hostile-input suite, shard 3 of HOSTILE_SHARDS (hostile/hostile-suite.ts).
import { hostileSuite } from './hostile/hostile-suite';

hostileSuite(3);
