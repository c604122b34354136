// Types for deploy-actions.mjs (the operators' page in shell/server/operators/ calls them).
import type { promote, rollback, status } from './registry.mjs';

export interface DeployActions {
  promote(request: {
    remote: string;
    version: string;
    canary?: number;
    why?: string;
    who?: string;
    skipGate?: string;
  }): ReturnType<typeof promote>;
  rollback(request: {
    remote: string;
    to?: string;
    why?: string;
    who?: string;
  }): ReturnType<typeof rollback>;
  status(): ReturnType<typeof status>;
}
export type DeployStatus = Awaited<ReturnType<typeof status>>;
export declare function deployActions(
  config: import('./ports.mjs').StackConfig,
  options?: { log?: (line: string) => void },
): DeployActions;
