// The async boundary's body. The page's code is evaluated in three tasks instead of one: React's
// DOM renderer, then the UI kit (Chakra and emotion, the largest part), then the shell's own code
// and the boot (issue 15). `webpackMode: "eager"` keeps each module in this chunk: nothing more
// is fetched, the import only decides when the module runs.
import { nextTask } from './boot/next-task';

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@storefront/ui');
  await nextTask();
  const { boot } = await import(/* webpackMode: "eager" */ './boot/boot');
  await boot(document.getElementById('root') as HTMLElement);
}

void start();
