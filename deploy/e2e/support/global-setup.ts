// Before any journey: the stack must answer, and the sandbox starts from its seed.
import { SANDBOX_URL, SHELL_URL } from './env';
import { resetSandbox } from './sandbox';

async function reachable(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code ?? String(error);
  }
}

export default async function globalSetup(): Promise<void> {
  const problems = [];
  for (const url of [
    `${SHELL_URL}/config.json`,
    `${SHELL_URL}/remotes.json`,
    `${SANDBOX_URL}/sandbox/health`,
  ]) {
    const problem = await reachable(url);
    if (problem) problems.push(`${url}: ${problem}`);
  }
  if (problems.length) {
    throw new Error(
      `The stack under test is not running (npm test starts one; or set E2E_SHELL_URL and SANDBOX_URL):\n  ${problems.join('\n  ')}`,
    );
  }
  await resetSandbox();
}
