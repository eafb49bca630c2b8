import { describe, expect, it } from 'vitest';
import { PRODUCT_LINES, lineOfUser } from '../../src/machines/products';
import { appCoverage, appPaths } from './appModel';

const paths = appPaths();

describe('the root machine, walked along generated paths', () => {
  it("starts fresh (waiting for the intake chunk, holding an answer, failing and retrying) or from a returning-user link, takes every registered line's every flow, reaches its line's results (loading the results chunk, or failing to) and back, from auto's results into the home transition flow and from home's into auto's default flow, and back from a bundle's flow or results to the results it left", () => {
    const flows = PRODUCT_LINES.flatMap((line) => line.flowIds).length;
    // Both lines' flows (auto's and home's three); besides them the root's 4 states, waiting and unavailable, quotes'
    // loading, unavailable and one results state per line (RESULTS, RESULTS_HOME).
    expect(PRODUCT_LINES.find((line) => line.id === 'home')!.flowIds).toHaveLength(3);
    expect(appCoverage(paths)).toMatchObject({
      nodes: { reached: 10 + flows, total: 10 + flows },
      transitions: { covered: 21 + flows, total: 21 + flows },
    });
  });

  it("finishes a home flow into the home results, and starts the home transition flow from auto's results with the auto answers as the bundle", () => {
    const home = paths.find((p) => p.state.hasTag('results:home'))!;
    expect(home.state.context.flowId).toMatch(/Home$/);
    expect(lineOfUser(home.state.context.result!.user)?.id).toBe('home');
    const bundled = paths.find((p) => {
      const last = p.steps.at(-1)!.event;
      return last.type === 'START_LINE' && last.bundle === 'autoToHome';
    })!;
    expect(bundled.state.value).toEqual({ intake: 'transitionHome' });
    const before = bundled.steps.at(-2)!.state;
    expect(before.hasTag('results:auto')).toBe(true);
    expect(bundled.state.context.bundle).toEqual({ from: before.context.result!.user, kind: 'autoToHome' });
    expect(bundled.state.context.result).toBeNull();
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
