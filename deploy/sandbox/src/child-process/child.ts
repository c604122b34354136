// The child process behind spawn.cjs: starts the sandbox with the parent's options, reports
// { type: 'ready', url, port } over IPC, closes on { type: 'close' } or when the parent goes away.
import type { SandboxOptions } from '../config/options';
import { startSandbox } from '../server/start-sandbox';

const send = (message: object) => process.send?.(message);

async function main(): Promise<void> {
  const options = JSON.parse(process.env.STOREFRONT_SANDBOX_OPTIONS ?? '{}') as SandboxOptions;
  const sandbox = await startSandbox(options);
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await sandbox.close().catch(() => {});
    process.disconnect?.();
    process.exit(0);
  };
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'close') void close();
  });
  process.on('disconnect', () => void close());
  send({ type: 'ready', url: sandbox.url, port: sandbox.port });
}

main().catch((error: unknown) => {
  send({ type: 'error', error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
