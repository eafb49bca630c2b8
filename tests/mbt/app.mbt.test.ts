import { describe, expect, it } from 'vitest';
import { AUTO_FLOW_IDS } from '../../src/machines/intake/flows';
import { appCoverage, appPaths } from './appModel';

const paths = appPaths();

describe('the root machine, walked along generated paths', () => {
  it('starts fresh (waiting for the intake chunk, holding an answer, failing and retrying) or from a returning-user link, takes every registered flow, reaches quotes (loading the results chunk, or failing to) and back', () => {
    const flows = AUTO_FLOW_IDS.length;
    expect(appCoverage(paths)).toMatchObject({
      nodes: { reached: 9 + flows, total: 9 + flows },
      transitions: { covered: 17 + flows, total: 17 + flows },
    });
  });

  it('hands a returning user to the intake with their answers, and a failed load to a fresh start with a notice', () => {
    const loaded = paths.find((p) =>
      p.steps.some((s) => (s.event.type as string) === 'xstate.done.actor.fetchReturningUser'),
    )!;
    expect(loaded.state.context.result?.server.userId).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
    const failedWith = (status: number) =>
      paths.find((p) =>
        p.steps.some(
          (s) =>
            (s.event.type as string) === 'xstate.error.actor.fetchReturningUser' &&
            (s.event as unknown as { error: { status: number } }).error.status === status,
        ),
      )!;
    expect(failedWith(404).state.context.notice).toBe('user_not_found');
    expect(failedWith(404).state.context.result).toBeNull();
    // A server that could not answer is not a link that is wrong: the shopper is told to open it again later.
    expect(failedWith(503).state.context.notice).toBe('user_load_failed');
    expect(failedWith(503).state.context.result).toBeNull();
  });
});
