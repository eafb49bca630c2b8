import { describe, expect, it } from 'vitest';
import { HomeUser, RentersUser } from '../../contract/property';
import { SAMPLE_HOME_USER, SAMPLE_RENTERS_USER } from '../../testing/sampleProperty';
import { bindUserFor, propertyFactsOf } from './bindUser';
import { bindRules } from './rules';
import { readQueryParams } from '../../app/queryParams';
import { freshTracking } from '../products/freshTracking';
import { freshUser } from '../intake/freshUser';

// The property chains' facts (issue 31): what their skip rules read of a home or renters shopper, per kind.

const home = (policy: Partial<HomeUser['homePolicy']['policy']>, occupants = SAMPLE_HOME_USER.homePolicy.occupants) =>
  HomeUser.parse({
    ...SAMPLE_HOME_USER,
    homePolicy: {
      ...SAMPLE_HOME_USER.homePolicy,
      occupants,
      policy: { ...SAMPLE_HOME_USER.homePolicy.policy, ...policy },
    },
  });
const renter = (policy: Partial<RentersUser['rentersPolicy']['policy']>, occupants = [{ firstName: 'Pat' }]) =>
  RentersUser.parse({
    ...SAMPLE_RENTERS_USER,
    rentersPolicy: {
      ...SAMPLE_RENTERS_USER.rentersPolicy,
      occupants,
      policy: { ...SAMPLE_RENTERS_USER.rentersPolicy.policy, ...policy },
    },
  });
// Full Unicode, the names as long as the contract allows.
const many = [{ firstName: 'Zoë' }, { firstName: '李'.repeat(40) }, { firstName: 'Ngũgĩ' }, { firstName: 'Åsa' }];

describe('propertyFactsOf', () => {
  it('gives a home owner the intake policy type and occupants; the home chain asks the address itself', () => {
    expect(propertyFactsOf(SAMPLE_HOME_USER)).toEqual({
      kind: 'Home',
      occupants: 1,
      addressConfirmed: true,
      livedFiveYears: true,
    });
    expect(propertyFactsOf(home({ policyType: 'Condo' }, many))).toMatchObject({ kind: 'Condo', occupants: 4 });
    expect(propertyFactsOf(home({ policyType: 'Townhome' }))).toMatchObject({ kind: 'Townhome', occupants: 1 });
  });

  it("reads a renter's address confirmation and five years from the intake", () => {
    expect(propertyFactsOf(SAMPLE_RENTERS_USER)).toEqual({
      kind: 'Renters',
      occupants: 1,
      addressConfirmed: false,
      livedFiveYears: true,
    });
    expect(propertyFactsOf(renter({ addressConfirmation: 'Yes' })).addressConfirmed).toBe(true);
    expect(propertyFactsOf(renter({ addressConfirmation: 'No' })).addressConfirmed).toBe(false);
    expect(propertyFactsOf(renter({ livedMoreThanFiveYears: 'No' })).livedFiveYears).toBe(false);
    expect(propertyFactsOf(renter({ livedMoreThanFiveYears: 'Yes' })).livedFiveYears).toBe(true);
    expect(propertyFactsOf(renter({}, many.slice(0, 2))).occupants).toBe(2);
  });

  it("puts them on a property chain's starting user, and none on auto's", () => {
    expect(bindUserFor({ user: renter({ livedMoreThanFiveYears: 'No' }), carrierId: 'lemonade' })).toMatchObject({
      policyType: 'renters',
      state: 'OH',
      property: { kind: 'Renters', livedFiveYears: false },
    });
    expect(bindUserFor({ user: home({}, many), carrierId: 'branch' })).toMatchObject({
      policyType: 'home',
      property: { kind: 'Home', occupants: 4 },
    });
  });
});

describe('the post-quotes page of the shopper’s brand (spec 001 section 1)', () => {
  /** A shopper whose intake stored this URL's tracking (freshTracking), auto or home. */
  const fromUrl = (search: string) => {
    const params = readQueryParams({ search });
    const start = { start: { params, hashFirstSegment: '' }, flowId: 'defaultAuto' } as const;
    const tracking = freshTracking(start as never);
    const auto = freshUser(start as never);
    return { auto: { ...auto, tracking }, home: HomeUser.parse({ ...SAMPLE_HOME_USER, tracking }) };
  };

  it('is none for the Liberty-Mutual and Safeco types, auto and home alike; every other brand keeps it', () => {
    for (const [source, page] of [
      ['libertymutual', false],
      ['safeco', false],
      ['bankrate', true],
      ['mymove', true],
      ['sage', true],
      ['cnet', true],
      ['', true],
    ] as const) {
      const { auto, home } = fromUrl(`?siteSource=${source}`);
      expect(bindUserFor({ user: auto, carrierId: 'safeco' }).postQuotesPage, source).toBe(page);
      expect(bindUserFor({ user: home, carrierId: 'safeco' }).postQuotesPage, source).toBe(page);
    }
  });

  it('skips the post-quotes landing for such a brand, whatever the remote rule says', () => {
    const { auto } = fromUrl('?siteSource=safeco');
    const user = bindUserFor({ user: auto, carrierId: 'safeco', skipLandingPage: false });
    expect(bindRules.brandWithoutPostQuotesPage.test(user, 1)).toBe(true);
    expect(bindRules.landingSkipped.test(user, 1)).toBe(false);
    const other = bindUserFor({ user: fromUrl('?siteSource=sage').auto, carrierId: 'safeco' });
    expect(bindRules.brandWithoutPostQuotesPage.test(other, 1)).toBe(false);
  });
});
