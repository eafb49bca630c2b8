import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { PropertyUser } from '../../contract/property';
import { homeQuestions } from './questions';
import { policyOf, propertyOf, setPolicyType } from './questions/policyKind';
import { initialPropertyUser } from './initialUser';
import { FINAL_HOME_DETAILS_PAGE, ROOF_AGE_THRESHOLD_YEARS, homeSkipRules, type HomeSkipRuleName } from './skipRules';

// spec 000 section 4, "Home and renters display conditions": each rule hides its step exactly when the spec says, and
// the step names it (so removing the rule, or its use, fails here).

const user = (change: (u: import('immer').Draft<PropertyUser>) => void = () => {}) =>
  produce(initialPropertyUser(), change);
const renters = user((u) => setPolicyType(u, 'Renters'));
const condo = user((u) => setPolicyType(u, 'Condo'));
const townhome = user((u) => setPolicyType(u, 'Townhome'));
const prefilled = (replacementCost?: number, confirmed?: 'Yes' | 'No') =>
  user((u) => {
    policyOf(u).prefill = { status: 'Completed', found: true, confirmed };
    if ('homePolicy' in u && u.homePolicy) u.homePolicy.policy.coverages.replacementCost = replacementCost;
  });
const autoBundle = user((u) => {
  policyOf(u).isAutoBundle = true;
});
const thisYear = new Date().getFullYear();

/** Whether a step shows for these answers: none of its skip rules holds. */
const shows = (step: keyof typeof homeQuestions, u: PropertyUser) =>
  !((homeQuestions[step].skip ?? []) as HomeSkipRuleName[]).some((r) => homeSkipRules[r].test(u, 1));

describe('the home and renters display conditions', () => {
  it('ask the home address for home, condo or townhome, the renters address for renters', () => {
    for (const u of [user(), condo, townhome]) {
      expect(shows('address', u)).toBe(true);
      expect(shows('rentersAddress', u)).toBe(false);
    }
    expect(shows('address', renters)).toBe(false);
    expect(shows('rentersAddress', renters)).toBe(true);
  });

  it('ask home details when the policy type is set, not renters, and nothing was prefilled', () => {
    expect(shows('homeDetails', user())).toBe(true);
    expect(shows('homeDetails', renters)).toBe(false);
    expect(shows('homeDetails', prefilled())).toBe(false);
    // Turned down on verify details: the shopper edits them.
    expect(shows('homeDetails', prefilled(undefined, 'No'))).toBe(true);
  });

  it('ask final home details by the page flag and no prefill', () => {
    expect(FINAL_HOME_DETAILS_PAGE).toBe(true);
    expect(shows('finalHomeDetails', user())).toBe(true);
    expect(shows('finalHomeDetails', prefilled())).toBe(false);
    expect(shows('finalHomeDetails', renters)).toBe(false);
  });

  it('ask roof age only for non-renters whose home was built 10 or more years ago', () => {
    const built = (year: number, u = user()) =>
      produce(u, (d) => {
        propertyOf(d).yearBuilt = year;
      });
    expect(shows('roofAge', built(thisYear - ROOF_AGE_THRESHOLD_YEARS))).toBe(true);
    expect(shows('roofAge', built(thisYear - ROOF_AGE_THRESHOLD_YEARS + 1))).toBe(false);
    expect(shows('roofAge', built(1950, renters))).toBe(false);
    expect(shows('roofAge', user())).toBe(false);
  });

  it('ask property type for home or townhome, shopping interest for non-renters', () => {
    expect(shows('propertyType', user())).toBe(true);
    expect(shows('propertyType', townhome)).toBe(true);
    expect(shows('propertyType', condo)).toBe(false);
    expect(shows('propertyType', renters)).toBe(false);
    expect(shows('shoppingInterest', condo)).toBe(true);
    expect(shows('shoppingInterest', renters)).toBe(false);
  });

  it('hide email for an auto-to-home bundle or a pub_network referrer', () => {
    expect(shows('email', user())).toBe(true);
    expect(shows('email', autoBundle)).toBe(false);
    const pub = user((u) => {
      u.tracking.sourceReferrer = 'x_PUB_NETWORK_y';
    });
    expect(shows('email', pub)).toBe(false);
  });

  it('verify details when prefilled; verify coverages when prefilled with a replacement cost, else plain coverages', () => {
    expect(shows('verifyDetails', user())).toBe(false);
    expect(shows('verifyDetails', prefilled())).toBe(true);
    // A home owner who was prefilled, then chose Renters: no building, so no facts to verify, and none kept.
    const nowRenting = produce(prefilled(350_000), (u) => setPolicyType(u, 'Renters'));
    expect(shows('verifyDetails', nowRenting)).toBe(false);
    expect(policyOf(nowRenting as never).prefill).toBeUndefined();
    const rentingWithFacts = produce(renters, (u) => {
      policyOf(u).prefill = { status: 'Completed', found: true };
    });
    expect(shows('verifyDetails', rentingWithFacts)).toBe(false);
    expect(shows('verifyCoverages', prefilled(350_000))).toBe(true);
    expect(shows('coverages', prefilled(350_000))).toBe(false);
    for (const u of [user(), prefilled(), prefilled(350_000, 'No'), renters]) {
      expect(shows('verifyCoverages', u)).toBe(false);
      expect(shows('coverages', u)).toBe(true);
    }
  });

  it('hide the zip for an auto-to-home bundle or the start-rate variant A (the ZIP asked first)', () => {
    expect(shows('zip', user())).toBe(true);
    expect(shows('zip', autoBundle)).toBe(false);
    const variantA = user((u) => {
      u.tracking.formName = 'zipContinuityHome';
    });
    expect(shows('zip', variantA)).toBe(false);
    expect(shows('zipcodeContinuity', variantA)).toBe(true);
  });

  it('hide name, gender and birthdate for an auto-to-home bundle', () => {
    for (const step of ['name', 'gender', 'birthdate'] as const) {
      expect(shows(step, user())).toBe(true);
      expect(shows(step, autoBundle)).toBe(false);
    }
  });

  it('hide bundling interest when already Yes before the flow (the transition flow) or for an auto-to-home bundle', () => {
    expect(shows('bundling', user())).toBe(true);
    const preset = user((u) => {
      u.tracking.formName = 'transitionHome';
      policyOf(u).bundlePolicies = ['auto'];
    });
    expect(shows('bundling', preset)).toBe(false);
    // Answered Yes in the flow: the step still shows, so Back and Forward can pass it.
    const answered = user((u) => {
      u.tracking.formName = 'defaultHome';
      policyOf(u).bundlePolicies = ['auto'];
    });
    expect(shows('bundling', answered)).toBe(true);
    expect(shows('bundling', autoBundle)).toBe(false);
  });

  it('give the credit profile to owners and the short-label credit score to renters', () => {
    expect(shows('creditProfile', user())).toBe(true);
    expect(shows('creditScore', user())).toBe(false);
    expect(shows('creditProfile', renters)).toBe(false);
    expect(shows('creditScore', renters)).toBe(true);
  });
});

describe("the post-quote screens' conditions (issue 31 asks them)", () => {
  const rentersWith = (fields: Record<string, string>) =>
    produce(renters, (u) => void Object.assign(policyOf(u), fields));
  const hides = (rule: HomeSkipRuleName, u: PropertyUser) => homeSkipRules[rule].test(u, 1);

  it('confirm the renters new address while it is not confirmed', () => {
    expect(hides('addressConfirmed', renters)).toBe(false);
    expect(hides('addressConfirmed', rentersWith({ addressConfirmation: 'No' }))).toBe(false);
    expect(hides('addressConfirmed', rentersWith({ addressConfirmation: 'Yes' }))).toBe(true);
  });

  it('ask the renters previous address when not lived there 5+ years', () => {
    expect(hides('livedFiveYears', rentersWith({ livedMoreThanFiveYears: 'No' }))).toBe(false);
    expect(hides('livedFiveYears', rentersWith({ livedMoreThanFiveYears: 'Yes' }))).toBe(true);
    expect(hides('livedFiveYears', user())).toBe(true);
  });

  it('ask interested party info when its confirmation is Yes', () => {
    expect(hides('noInterestedParty', rentersWith({ interestedPartyInfoConfirmation: 'Yes' }))).toBe(false);
    expect(hides('noInterestedParty', rentersWith({ interestedPartyInfoConfirmation: 'No' }))).toBe(true);
  });

  it('ask home security provider and system only with the connectedHome discount', () => {
    expect(hides('noConnectedHome', user())).toBe(true);
    const connected = produce(user(), (u) => homeQuestions.discounts.write!(u, ['connectedHome'], 1));
    expect(hides('noConnectedHome', connected)).toBe(false);
  });
});
