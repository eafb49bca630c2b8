import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileString } from '../../../tests/server/arbitraries';
import { readQueryParams } from '../../app/queryParams';
import { AutoUser } from '../../contract/entities';
import { CLICK_IDS, UTM_PARAMETERS } from '../../contract/attributionKeys';
import { freshUser } from '../intake/freshUser';
import { freshPropertyUser } from '../home/freshUser';
import { attributionOf, freshTracking } from './freshTracking';

// spec 000 section 2, "Attribution parameters captured": pid, the click ids and the utm_* set, read at load and kept
// on the user's tracking, which the user save stores (and a returning link reads back: tests/server/user.test.ts).

const start = (search: string, hash = '') => ({ start: { params: readQueryParams({ search, hash }) }, flowId: 'x' });

describe("the shopper's attribution", () => {
  it('is kept on the tracking of a new auto and home shopper, every value the URL gave', () => {
    const search = '?pid=p-9&gclid=abc&fbclid=f%20b&utm_source=bankrate&utm_campaign=nb_ins&utm_ad_id=42&other=x';
    const expected = {
      pid: 'p-9',
      clickIds: { gclid: 'abc', fbclid: 'f b' },
      utms: { utm_source: 'bankrate', utm_campaign: 'nb_ins', utm_ad_id: '42' },
    };
    const auto = freshUser({ ...start(search), flowId: 'defaultAuto' });
    expect(auto.tracking.attribution).toEqual(expected);
    // The contract the user save sends (and the server parses) keeps it as it is.
    expect(AutoUser.parse(auto).tracking.attribution).toEqual(expected);
    const home = freshPropertyUser({ ...start(search, '#/home'), flowId: 'defaultHome' });
    expect(home.tracking.attribution).toEqual(expected);
  });

  it('is absent when the URL carries none', () => {
    expect(freshTracking(start('?siteSource=bankrate')).attribution).toBeUndefined();
    expect(attributionOf({ clickIds: {}, utms: {} })).toBeUndefined();
  });

  it('keeps only what the contract accepts, whatever the URL holds (full Unicode, very long values)', () => {
    const keys = ['pid', ...CLICK_IDS, ...UTM_PARAMETERS];
    fc.assert(
      fc.property(fc.constantFrom(...keys), hostileString(), (key, value) => {
        const search = `?${new URLSearchParams({ [key]: value })}`;
        const tracking = freshTracking(start(search));
        // Never throws, and what it keeps the contract takes as is.
        if (tracking.attribution)
          expect(AutoUser.shape.tracking.parse(tracking).attribution).toEqual(tracking.attribution);
      }),
    );
  });
});
