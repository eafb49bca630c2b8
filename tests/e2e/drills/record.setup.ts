import { expect, test } from '@playwright/test';
import { STORAGE_KEY } from '../../../src/app/storageKey';
import { ANONYMOUS_ID_KEY } from '../../../src/app/anonymousId';
import { expectPurchased } from '../buyOnlineDrive';
import { DRILLS } from './callFailures.table';
import { type Recording, type RecordedCall, writeRecording } from './drillSupport';
import { allAnswered, answerQuestions, buySafeco, callOf, openStart, watchCreatedUser } from './journey';

// The recording walk the call drills start from: the default flow's shortest generated path from the first question
// to the quotes, then Safeco bought online, every API and vault request named by its call. It leaves the calls in
// order, where each is first made and the app's session before each question (drillSupport.ts), and checks that the
// drills' table (callFailures.table.ts) is exactly the calls this walk makes.

test('record the journey: every call from the first question to purchase success', async ({ page }) => {
  test.setTimeout(240_000);
  const calls: RecordedCall[] = [];
  const recording: Recording = { calls, sessions: [] };
  let phase: RecordedCall['phase'] = 'intake';
  let question = 0;
  page.on('request', (r) => {
    const call = callOf(r);
    if (!call) return;
    const seen = calls.find((c) => c.call === call);
    if (!seen) calls.push({ call, phase, question, burst: 1 });
    else if (seen.phase === phase && seen.question === question) seen.burst += 1;
  });
  const created = watchCreatedUser(page);
  await openStart(page);
  await answerQuestions(page, 0, async (i) => {
    question = i;
    // The session as the app last saved it (after the frame that showed this question).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
    const [snapshot, anonymousId] = await page.evaluate(
      ([key, anon]) => [sessionStorage.getItem(key) ?? '', localStorage.getItem(anon) ?? ''],
      [STORAGE_KEY, ANONYMOUS_ID_KEY] as const,
    );
    recording.sessions[i] = { snapshot, anonymousId, ...created.user };
    return false;
  });
  await allAnswered(page);
  phase = 'purchase';
  await buySafeco(page);
  await expectPurchased(page, 'safeco', 'purchase success, recorded walk');
  writeRecording(recording);
  // As sets: calls a step makes at once (the phone number's beside the ZIP's) may start in either order.
  expect(calls.map((c) => c.call).sort()).toEqual(DRILLS.map((d) => d.call).sort());
});
