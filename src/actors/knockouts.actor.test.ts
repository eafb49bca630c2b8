import { produce } from 'immer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { databases, type Server, startServer } from '../../tests/server/harness';
import { KNOCKOUT_CRITERIA } from '../contract';
import { initialUser } from '../machines/intake/initialUser';
import { KNOCKOUT_PARTNER, knockoutAnswersOf, whitelabelKnockouts } from '../machines/intake/rules/knockouts';
import { fetchKnockouts, readKnockouts } from './knockouts.actor';
import { createHttp, setHttpClient } from './transport';

// The whitelabelKnockouts rule asked on the way to the knockout page (docs/decisions/0099), against the real sandbox:
// it answers the criteria the answers hit; a failure rejects with knockout_rule_failed so the gate's fallback decides.

const run = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );

/** A Safeco-type shopper in a state, with one at-fault accident per count and a DUI when asked. */
const shopper = (state: string, accidents: number, dui = false) =>
  produce(initialUser(), (u) => {
    u.autoPolicy.policy.state = state as never;
    u.autoPolicy.operators[0].incidents = {
      incidentsPrecheck: accidents > 0 || dui ? 'Yes' : 'No',
      accidents: Array.from({ length: accidents }, (_, i) => ({ date: `0${i + 1}/2025`, atFault: true })),
      violations: [],
      ...(dui ? { hasDui: true } : {}),
    };
  });
const ask = (user: ReturnType<typeof shopper>) =>
  run(
    toPromise(
      createActor(fetchKnockouts, {
        input: { partner: KNOCKOUT_PARTNER, answers: { ...knockoutAnswersOf(user) } },
      }).start(),
    ),
  );

describe('readKnockouts', () => {
  it('reads a list of known criteria, and nothing else', () => {
    expect(readKnockouts([])).toEqual([]);
    expect(readKnockouts(['dui', 'accidentLimit'])).toEqual(['dui', 'accidentLimit']);
    expect(readKnockouts([...KNOCKOUT_CRITERIA])).toEqual([...KNOCKOUT_CRITERIA]);
    // The rule not deciding (its default null), another shape, or a criterion the client cannot name: a failure,
    // so the fallback decides rather than a criterion being silently dropped.
    expect(readKnockouts(null)).toBeUndefined();
    expect(readKnockouts('dui')).toBeUndefined();
    expect(readKnockouts(['dui', 'somethingNew'])).toBeUndefined();
  });
});

describe.each(databases)('the knockout rule against the sandbox on $name', ({ databaseUrl }) => {
  let server: Server;
  const http = createHttp('http://placeholder/api');
  beforeAll(async () => {
    server = await startServer({ databaseUrl, rateLimit: false });
    http.defaults.baseURL = `${server.base}/api`;
    setHttpClient(http);
  });
  afterAll(() => server.close());
  afterEach(() => {
    delete http.defaults.headers.common['x-sandbox-fault'];
  });

  it("answers the criteria hit, as the client's copy does, and none for a clean Texan", async () => {
    for (const user of [shopper('NY', 2, true), shopper('TX', 0), shopper('TX', 2), shopper('HI', 1)]) {
      const found = await ask(user);
      expect(found.error).toBeUndefined();
      expect(found.value).toEqual(whitelabelKnockouts(KNOCKOUT_PARTNER, knockoutAnswersOf(user)));
    }
    expect((await ask(shopper('NY', 2, true))).value).toEqual(['accidentLimit', 'dui', 'stateNotServed']);
    expect((await ask(shopper('TX', 0))).value).toEqual([]);
  });

  it('fails with knockout_rule_failed when the rules engine does', async () => {
    http.defaults.headers.common['x-sandbox-fault'] = 'route=evaluateRules;kind=error';
    const failed = await ask(shopper('NY', 2, true));
    expect(failed.error).toMatchObject({ code: 'knockout_rule_failed' });
  });
});
