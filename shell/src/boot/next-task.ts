// The boot's work comes in pieces, each in a task of its own: one long task of module evaluation,
// system building and hydration would block a phone's main thread for a second (issue 15: Total
// Blocking Time). Between two pieces the browser can paint, and handle a tap.

type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a new task. `scheduler.yield()` where the browser has it (its continuation runs
 * before other queued tasks, so the boot does not fall behind them); else a message, which,
 * unlike `setTimeout(0)`, is not clamped to 4 ms.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined')
    return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
