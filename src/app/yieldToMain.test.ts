import { describe, expect, it } from 'vitest';
import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield when it has one", async () => {
    let calls = 0;
    await yieldToMain({
      scheduler: {
        yield: () => {
          calls += 1;
          return Promise.resolve();
        },
      },
    });
    expect(calls).toBe(1);
  });

  it('otherwise resumes in a later task, after every microtask of the running one', async () => {
    const order: string[] = [];
    const yielded = yieldToMain({}).then(() => order.push('resumed'));
    // A chain of microtasks: a task boundary comes only after all of them.
    let chain = Promise.resolve();
    for (let i = 0; i < 20; i += 1) chain = chain.then(() => void order.push(`microtask ${i}`));
    await yielded;
    expect(order).toHaveLength(21);
    expect(order.at(-1)).toBe('resumed');
  });
});
