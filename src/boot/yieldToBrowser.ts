/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: `scheduler.yield()` where the browser has it, else a message to ourselves. Never a
 * timer: timers are clamped in background tabs, and tests that hold a fake clock still would
 * hold start-up with it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
