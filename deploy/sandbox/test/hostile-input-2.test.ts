// Issue 10's hostile-input suite, shard 2 of HOSTILE_SHARDS (hostile/hostile-suite.ts).
import { hostileSuite } from './hostile/hostile-suite';

hostileSuite(2);
