// The head start's chunk (head-start.ts): a page with boot data that the browser renders (a
// placeholder's route, or #root empty) starts now; a server render to hydrate is boot()'s alone.
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
