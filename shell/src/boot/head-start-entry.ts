// The head start's chunk (head-start.ts), the boot chunks' parent: a page with boot data that the
// browser renders (a placeholder's route, or #root empty) starts now; a server render to hydrate
// is boot()'s alone. The boot is imported from here, so what both need (the page's start, the
// route table, the session, the guard's rules) is in this chunk once, not copied into the boot's.
import { hasServerRender, readBootData } from './boot-data';
import { startPage, type PageStart } from './page-start';

export function startFromBootData(doc: Document = document): PageStart | null {
  const bootData = readBootData(doc);
  const root = doc.getElementById('root');
  if (!bootData || !root || hasServerRender(bootData, root)) return null;
  return startPage({
    config: bootData.config,
    manifest: bootData.remotes,
    tenant: bootData.tenant,
  });
}

/** The async boundary's body (src/bootstrap.tsx), in the boot chunks. */
export const bootstrap = () => import(/* webpackChunkName: "bootstrap" */ '../bootstrap');
