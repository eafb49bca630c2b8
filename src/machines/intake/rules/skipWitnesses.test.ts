import { describe, expect, it } from 'vitest';
import { produce, type Draft } from 'immer';
import type { AutoUser } from '../../../contract';
import { skippedBy } from '../../graph/flowMachine';
import { autoCatalogue, catalogueFor } from '../intake.catalogue';
import { initialUser } from '../initialUser';
import { questions } from '../questions';
import { autoFlows } from '../flows';
import { newDriver } from './effects';
import { skipRules, type SkipRuleName } from './skipRules';

// One witness pair per skip rule (spec 000 section 4, "Skip rules" and can-show): a shopper for whom the rule holds
// and one for whom it does not, differing only there. Every step that names the rule is skipped by it for the first
// and shown to the second, so dropping a rule, or a rule from a step, fails here; a rule without a row fails too.

type Recipe = (u: Draft<AutoUser>) => void;
interface Witness {
  /** The loop item the steps are asked for (driver 2's marital status). */
  index?: number;
  holds: Recipe;
  fails: Recipe;
}

const primary = (u: Draft<AutoUser>) => u.autoPolicy.operators[0];

/** A shopper every rule lets through: insured, Texan, eligible, tier data in, owns the car and home, one ticket. */
const base = produce(initialUser(), (u) => {
  Object.assign(primary(u), {
    currentlyInsured: 'Yes',
    carrier: 'Allstate',
    whyInsured: 'betterRate',
    homeOwnershipStatus: 'Own',
    maritalStatus: 'No',
    incidents: { incidentsPrecheck: 'Yes', ticketNumber: 1, accidents: [], violations: [] },
    sr22: { isRequired: true },
  });
  u.autoPolicy.operators.push(newDriver(2));
  u.autoPolicy.vehicles[0].ownershipStatus = 'Own';
  Object.assign(u.autoPolicy.policy, {
    zip: '78701',
    state: 'TX',
    isAgencyEligible: true,
    isMutualInsurerEligible: true,
    hasTierData: true,
    isValidAddress: 'No',
    isSmsEnabled: true,
  });
  u.contact.isPhoneNumberValid = true;
});

const policy =
  (patch: Partial<AutoUser['autoPolicy']['policy']>): Recipe =>
  (u) => {
    Object.assign(u.autoPolicy.policy, patch);
  };
const driver1 =
  (patch: Partial<AutoUser['autoPolicy']['operators'][number]>): Recipe =>
  (u) => {
    Object.assign(primary(u), patch);
  };
const tickets =
  (ticketNumber: number): Recipe =>
  (u) => {
    primary(u).incidents!.ticketNumber = ticketNumber;
  };
const owned =
  (ownershipStatus: 'Own' | 'Lease'): Recipe =>
  (u) => {
    u.autoPolicy.vehicles[0].ownershipStatus = ownershipStatus;
  };

const both =
  (a: Recipe, b: Recipe): Recipe =>
  (u) => {
    a(u);
    b(u);
  };

const WITNESSES: Record<SkipRuleName, Witness> = {
  notCurrentlyInsured: { holds: driver1({ currentlyInsured: 'No' }), fails: driver1({ currentlyInsured: 'Yes' }) },
  carrierIsNone: { holds: driver1({ carrier: 'None' }), fails: driver1({ carrier: 'Progressive' }) },
  notLookingForBetterRate: { holds: driver1({ whyInsured: 'moved' }), fails: driver1({ whyInsured: 'betterRate' }) },
  activeDutyKnown: { holds: driver1({ whyInsured: 'activeDuty' }), fails: driver1({ whyInsured: 'other' }) },
  creditHiddenState: { holds: policy({ state: 'MI' }), fails: policy({ state: 'OH' }) },
  vehicleNotOwned: { holds: owned('Lease'), fails: owned('Own') },
  // The mutual insurer's flag alone (kept by the base shopper) keeps email and bundling, not the agency pages.
  notAgencyEligible: { holds: policy({ isAgencyEligible: false }), fails: policy({ isAgencyEligible: true }) },
  // A code sent (the number marked valid) with smsEnable on asks it; a send that failed does not.
  noCodeSent: {
    holds: both(policy({ isSmsEnabled: true }), (u) => {
      u.contact.isPhoneNumberValid = false;
    }),
    fails: both(policy({ isSmsEnabled: true }), (u) => {
      u.contact.isPhoneNumberValid = true;
    }),
  },
  notAgencyOrMutualInsurerEligible: {
    holds: policy({ isAgencyEligible: false, isMutualInsurerEligible: false }),
    // Shown for the mutual insurer's eligibility alone.
    fails: policy({ isAgencyEligible: false, isMutualInsurerEligible: true }),
  },
  noTierData: { holds: policy({ hasTierData: false }), fails: policy({ hasTierData: true }) },
  noTickets: { holds: tickets(0), fails: tickets(2) },
  sr22NotRequired: { holds: driver1({ sr22: { isRequired: false } }), fails: driver1({ sr22: { isRequired: true } }) },
  // The whitelabelKnockouts rule's answer, asked on the way to the page (decision 0099): none, or a criterion.
  notKnockedOut: { holds: policy({ knockoutCriteria: [] }), fails: policy({ knockoutCriteria: ['stateNotServed'] }) },
  spouseOfMarriedPrimary: {
    index: 2,
    holds: driver1({ maritalStatus: 'Yes' }),
    fails: driver1({ maritalStatus: 'No' }),
  },
  livedSixtyDays: { holds: policy({ isValidAddress: 'Yes' }), fails: policy({ isValidAddress: 'No' }) },
  bundlingNotOffered: {
    holds: driver1({ homeOwnershipStatus: 'Live with family' }),
    fails: driver1({ homeOwnershipStatus: 'Rent' }),
  },
};

/** The steps that name a rule in their skip list. */
const stepsSkippedBy = (rule: string) =>
  Object.values(questions)
    .filter((q) => q.skip?.includes(rule as SkipRuleName))
    .map((q) => q.id);

describe('every skip rule has a witness', () => {
  it('names every rule of the catalogue, and only those', () => {
    expect(Object.keys(WITNESSES).sort()).toEqual(Object.keys(skipRules).sort());
  });

  it.each(Object.keys(skipRules) as SkipRuleName[])('%s skips each step naming it, and only when it holds', (rule) => {
    const w = WITNESSES[rule];
    expect(w, `no witness row for ${rule}`).toBeDefined();
    const index = w.index ?? 1;
    const holds = produce(base, w.holds);
    const fails = produce(base, w.fails);
    expect(skipRules[rule].test(holds, index)).toBe(true);
    expect(skipRules[rule].test(fails, index)).toBe(false);
    const steps = stepsSkippedBy(rule);
    expect(steps.length, `${rule} skips no step`).toBeGreaterThan(0);
    for (const step of steps) {
      expect(skippedBy(autoCatalogue, holds, step, index), `${step} for a shopper ${rule} holds for`).toBe(rule);
      expect(skippedBy(autoCatalogue, fails, step, index), `${step} for a shopper ${rule} fails for`).toBeNull();
    }
  });
});

describe('the can-show rules of agency eligibility (spec 000 section 4)', () => {
  const neither = produce(base, WITNESSES.notAgencyOrMutualInsurerEligible.holds);
  const shows = (user: AutoUser, step: string, catalogue = autoCatalogue) =>
    skippedBy(catalogue, user, step, 1) === null;

  it('shows the agency pages only if agency eligible, email and bundling if either eligibility holds', () => {
    const mutualOnly = produce(base, WITNESSES.notAgencyOrMutualInsurerEligible.fails);
    const agencyOnly = produce(base, policy({ isMutualInsurerEligible: false }));
    const agencyPages = ['discounts', 'coveragesTier', 'coverageBILimit', 'fullCoverage', 'phone', 'phoneVerification'];
    for (const step of agencyPages) {
      expect(shows(agencyOnly, step), step).toBe(true);
      expect(shows(mutualOnly, step), step).toBe(false);
    }
    for (const step of ['email', 'bundlingInterest']) {
      expect(shows(agencyOnly, step), step).toBe(true);
      expect(shows(mutualOnly, step), step).toBe(true);
      expect(shows(neither, step), step).toBe(false);
    }
  });

  it('shows email in the geico-focused flow whatever the eligibility, and bundling there still by it', () => {
    const geico = catalogueFor(autoFlows.geicoFocusedFlow);
    expect(shows(neither, 'email', geico)).toBe(true);
    expect(shows(neither, 'bundlingInterest', geico)).toBe(false);
    expect(shows(neither, 'email', catalogueFor(autoFlows.defaultAuto))).toBe(false);
  });

  it('hides coverage level and BI limit, and only them, without all tier data', () => {
    const noTiers = produce(base, WITNESSES.noTierData.holds);
    expect(shows(noTiers, 'coveragesTier')).toBe(false);
    expect(shows(noTiers, 'coverageBILimit')).toBe(false);
    expect(shows(noTiers, 'discounts')).toBe(true);
  });
});
