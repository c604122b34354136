// The sandbox as it is deployed, in a process of its own (bin/sandbox.mjs), for the tests that kill
// it or its database: a crash ends that process, not the test's.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface SandboxProcess {
  url: string;
  /** Still running (a crash or a kill ended it otherwise). */
  running(): boolean;
  /** What it printed, for a failure's message. */
  output(): string;
  /** SIGKILL: no shutdown, no flush, as a power cut. Resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly stop. */
  stop(): Promise<void>;
}

/** Starts bin/sandbox.mjs with `env` (DATABASE_URL or SANDBOX_DATA_DIR) on a free port. */
export async function startSandboxProcess(env: Record<string, string>): Promise<SandboxProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(__dirname, '../../bin/sandbox.mjs')],
    {
      env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_LOG_ERRORS: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /sandbox ready at (http:\/\/\S+?) /.exec(output);
      if (ready) resolve(ready[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => reject(new Error(`The sandbox ended before it was ready: ${output}`)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    running: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
