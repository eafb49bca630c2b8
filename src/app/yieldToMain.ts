// Ends the running task and resumes in a new one, so a long start is several short tasks and the browser can paint
// and answer input between them (issue 9: total blocking time). `scheduler.yield` where the browser has it (resumes
// ahead of other queued work); else a message to a channel of its own, which is not clamped like a nested setTimeout.

interface YieldingScheduler {
  yield: () => Promise<void>;
}

export function yieldToMain(
  env: { scheduler?: Partial<YieldingScheduler> } = globalThis as { scheduler?: Partial<YieldingScheduler> },
): Promise<void> {
  const scheduler = env.scheduler;
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
