// Runs `task` up to `attempts` times, pausing delayMs, 2×delayMs, 4×delayMs... between tries.
export interface RetrySchedule {
  attempts: number;
  delayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(
  task: (attempt: number) => Promise<T>,
  { attempts, delayMs, sleep = wait }: RetrySchedule,
): Promise<T> {
  let lastError: unknown = new Error('withRetry: no attempt was made');
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await sleep(delayMs * 2 ** (attempt - 1));
    }
  }
  throw lastError;
}
