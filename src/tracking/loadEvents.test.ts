import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readQueryParams } from '../app/queryParams';
import { TrackingEvent } from '../contract/backoffice';
import { LOAD_RULES, loadEvents, widgetRule } from './loadEvents';
import type { ObservedTransition, SnapshotLike, TrackingSession } from './types';

const params = (search: string) => readQueryParams({ search, hash: '#/' });
const names = (search: string) => loadEvents(params(search), 'auto').map((e) => e.event);

describe('the load-time events', () => {
  it('maps the session when the partner rate site sends its sessionID', () => {
    expect(loadEvents(params('?siteSource=bankrate-cpc&sessionID=abc-123'), 'home')).toContainEqual({
      event: 'SessionIdMapper',
      partnerSessionId: 'abc-123',
      vertical: 'home',
    });
    expect(names('?siteSource=bankrate')).not.toContain('SessionIdMapper');
    expect(names('?siteSource=cnet&sessionID=abc')).not.toContain('SessionIdMapper');
  });

  it('sends PaidSearchParams for any attribution parameter, and nothing without one', () => {
    expect(names('')).toEqual([]);
    expect(names('?eq_vehicles=true')).toEqual([]);
    for (const q of ['?pid=77', '?gclid=g-1', '?utm_medium=cpc', '?siteSource=cnet'])
      expect(names(q), q).toEqual(['PaidSearchParams']);
    expect(loadEvents(params('?gclid=g-1&utm_source=google&utm_term=car%20insurance&pid=9'), 'auto')).toEqual([
      {
        event: 'PaidSearchParams',
        pid: '9',
        clickIds: { gclid: 'g-1' },
        utms: { utm_source: 'google', utm_term: 'car insurance' },
        sessionSource: 'google',
      },
    ]);
  });

  it('builds only events the contract accepts, from any URL (full Unicode, long values)', () => {
    const key = fc.constantFrom('pid', 'gclid', 'fbclid', 'utm_source', 'utm_campaign', 'siteSource', 'sessionID');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, fc.string({ unit: 'binary', maxLength: 3000 })), { maxLength: 8 }),
        (pairs) => {
          const search = new URLSearchParams([...pairs, ['siteSource', 'bankrate']]).toString();
          for (const e of loadEvents(params(`?${search}`), 'renters'))
            expect(TrackingEvent.safeParse({ ...e, anonymousId: 'a' }).success).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("runs as load rules on the app's snapshot: its start URL and its line", () => {
    const after = {
      context: { flowId: 'defaultHome', start: { params: params('?siteSource=bankrate&sessionID=s-9&utm_source=x') } },
      machine: { id: 'app' },
    } as unknown as SnapshotLike;
    const t = {
      kind: 'app',
      machineId: 'app',
      actorId: 'x:0',
      event: { type: 'xstate.load' },
      before: undefined,
      after,
    };
    const built = LOAD_RULES.map((r) => r.build(t as ObservedTransition, {} as TrackingSession));
    expect(built[0]).toEqual([{ event: 'SessionIdMapper', partnerSessionId: 's-9', vertical: 'home' }]);
    expect(built[1].map((e) => e.event)).toEqual(['PaidSearchParams']);
    expect(built[2]).toEqual([]);
    expect(LOAD_RULES.map((r) => [r.event, r.trigger.on, r.marketing])).toEqual([
      ['SessionIdMapper', 'load', false],
      ['PaidSearchParams', 'load', true],
      ['WidgetEvent', 'load', false],
    ]);
  });

  it("sends the widget's ready, for its partner, when the app opens embedded in a partner page (any site source)", () => {
    const loadOf = (search: string) =>
      ({
        kind: 'app',
        machineId: 'app',
        actorId: 'x:0',
        event: { type: 'xstate.load' },
        before: undefined,
        after: { context: { flowId: 'defaultAuto', start: { params: params(search) } } },
      }) as unknown as ObservedTransition;
    const build = (search: string) => widgetRule.build(loadOf(search), {} as TrackingSession);
    expect(build('?embedded=true&siteSource=mymove')).toEqual([
      { event: 'WidgetEvent', name: 'ready', partner: 'mymove' },
    ]);
    expect(build('?siteSource=mymove')).toEqual([]);
    expect(build('')).toEqual([]);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 3000 }), (siteSource) => {
        const search = `?${new URLSearchParams({ embedded: 'true', siteSource }).toString()}`;
        for (const e of build(search))
          expect(
            TrackingEvent.safeParse({ ...e, anonymousId: 'a', correlationId: 'c', timestamp: new Date().toISOString() })
              .success,
          ).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
