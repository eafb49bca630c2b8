import { HOME_FLOW_OF_VARIANT } from '../../contract/flowIds';
import { type PropertyUser, isRentersUser, propertyPolicyOf } from '../../contract/property';
import type { SkipRule } from '../graph/catalogue';
import { withRequirements } from '../requirements';

// The home and renters display conditions (spec 000 section 4, "Home and renters display conditions"), as skip rules:
// true skips the step. One property and one occupant, so every rule is the flow's. Each declares the steps whose
// answers (or their checks and follow-ups) can change it; skipRules.test.ts checks each one changes the step it hides.

/** spec 000 section 9: roof age is asked for homes built this many years ago or more. */
export const ROOF_AGE_THRESHOLD_YEARS = 10;
/**
 * The final home details page's flag (spec 000 section 4: "final home details by a page flag and no prefill"; the
 * flag's source is not given, docs/spec-decisions.md): on, so a home without prefilled facts is asked its features.
 */
export const FINAL_HOME_DETAILS_PAGE = true;
/** The start variant that asks the ZIP first (the three-way start-rate variant A, docs/spec-decisions.md). */
export const START_RATE_VARIANT_A_FLOW = HOME_FLOW_OF_VARIANT.zipContinuity;
/** The start variant whose shopper comes with bundling known (bundlingInterest=Yes, or an auto bundle). */
export const TRANSITION_FLOW = HOME_FLOW_OF_VARIANT.transition;

const flowRule = (test: (user: PropertyUser) => boolean, changedBy: string[]): SkipRule<PropertyUser> => ({
  test,
  scope: 'flow',
  changedBy,
});
const policy = (u: PropertyUser) => propertyPolicyOf(u).policy;
const property = (u: PropertyUser) => propertyPolicyOf(u).properties[0];
const autoBundle = (u: PropertyUser) => policy(u).isAutoBundle === true;
/** Prefilled facts the shopper did not turn down (verify details: "No, let me edit"). */
export const prefilled = (u: PropertyUser) =>
  policy(u).prefill?.found === true && policy(u).prefill?.confirmed !== 'No';
const replacementCostOf = (u: PropertyUser) =>
  isRentersUser(u) ? undefined : u.homePolicy.policy.coverages.replacementCost;
const withReplacementCost = (u: PropertyUser) => prefilled(u) && (replacementCostOf(u) ?? 0) > 0;

/** The steps whose answers decide whether the prefill found facts: the address (its follow-up), a ZIP that drops it. */
const PREFILL_FOUND_STEPS = ['policyType', 'transition', 'zip', 'zipcodeContinuity', 'address'];
/** ...and the shopper's verdict on the facts. */
const PREFILL_STEPS = [...PREFILL_FOUND_STEPS, 'verifyDetails'];

const rules = {
  /** Home address, property type's other half, shopping interest, credit profile: not for renters. */
  renters: {
    ...flowRule(isRentersUser, ['policyType', 'transition']),
    // What the definitions below say of a renter (no building, no home coverages), for the compiler (catalogue.ts).
    implies: {
      whenTrue: {
        rules: {
          notRenters: false,
          notHomeOrTownhome: true,
          homeDetailsKnown: true,
          finalHomeDetailsHidden: true,
          roofNotDue: true,
          noReplacementCost: true,
          notPrefilled: true,
        },
      },
      whenFalse: { rules: { notRenters: true } },
    },
  },
  /** The renters address and the renters' credit score: renters only. */
  notRenters: {
    ...flowRule((u) => !isRentersUser(u), ['policyType', 'transition']),
    implies: { whenTrue: { rules: { renters: false } }, whenFalse: { rules: { renters: true } } },
  },
  /** Property type for home or townhome (its options by policy type, spec 000 section 9). */
  notHomeOrTownhome: flowRule(
    (u) => !['Home', 'Townhome'].includes(policy(u).policyType),
    ['policyType', 'transition'],
  ),
  /** Home details when the policy type is set, is not renters and no prefill exists. */
  homeDetailsKnown: {
    ...flowRule((u) => isRentersUser(u) || prefilled(u), PREFILL_STEPS),
    // Not prefilled: no replacement cost to verify. Known: the final details are too (the same facts, or no page),
    // and the shopper is a renter or was prefilled, so a home owner's prefill was found (verify details shows).
    implies: {
      whenTrue: { rules: { finalHomeDetailsHidden: true }, someRule: { renters: true, notPrefilled: false } },
      whenFalse: { rules: { noReplacementCost: true } },
    },
  },
  /** Final home details by a page flag and no prefill (and never for renters, who own no building). */
  finalHomeDetailsHidden: {
    ...flowRule((u) => !FINAL_HOME_DETAILS_PAGE || isRentersUser(u) || prefilled(u), PREFILL_STEPS),
    implies: {
      // With the page on, hidden exactly when the home details are known.
      ...(FINAL_HOME_DETAILS_PAGE ? { whenTrue: { rules: { homeDetailsKnown: true } } } : {}),
      whenFalse: { rules: { noReplacementCost: true } },
    },
  },
  /** Roof age only for non-renters when yearBuilt is 10 or more years ago. */
  roofNotDue: flowRule(
    (u) => {
      const built = property(u)?.yearBuilt;
      return isRentersUser(u) || built === undefined || new Date().getFullYear() - built < ROOF_AGE_THRESHOLD_YEARS;
    },
    [...PREFILL_STEPS, 'homeDetails'],
  ),
  /** Verify details when prefilled (a renter, who owns no building, never is). */
  notPrefilled: {
    ...flowRule((u) => isRentersUser(u) || policy(u).prefill?.found !== true, PREFILL_FOUND_STEPS),
    implies: { whenTrue: { rules: { noReplacementCost: true } } },
  },
  /** Verify coverages when prefilled and a replacement cost exists. */
  noReplacementCost: {
    ...flowRule((u) => !withReplacementCost(u), PREFILL_STEPS),
    implies: {
      whenTrue: { rules: { replacementCostKnown: false } },
      // A replacement cost: prefilled, so the details are known.
      whenFalse: {
        rules: {
          replacementCostKnown: true,
          notPrefilled: false,
          homeDetailsKnown: true,
          finalHomeDetailsHidden: true,
        },
      },
    },
  },
  /** ...otherwise the plain coverages step. */
  replacementCostKnown: {
    ...flowRule(withReplacementCost, PREFILL_STEPS),
    implies: { whenTrue: { rules: { noReplacementCost: false } }, whenFalse: { rules: { noReplacementCost: true } } },
  },
  /** Email hidden for an auto-to-home bundle or a pub_network referrer. */
  emailHidden: flowRule(
    (u) => autoBundle(u) || (u.tracking.sourceReferrer ?? '').toLowerCase().includes('pub_network'),
    [],
  ),
  /** Zip shown unless an auto-to-home bundle or the three-way start-rate variant A (the ZIP asked first). */
  zipKnown: flowRule((u) => autoBundle(u) || u.tracking.formName === START_RATE_VARIANT_A_FLOW, []),
  /** Name, gender and birthdate hidden for an auto-to-home bundle. */
  autoBundle: {
    ...flowRule(autoBundle, []),
    implies: { whenTrue: { rules: { emailHidden: true, zipKnown: true, bundlingKnown: true } } },
  },
  /**
   * Bundling interest: hidden when already Yes before the flow began or for an auto-to-home bundle. The transition flow
   * is the one that starts with it known (bundlingInterest=Yes, or a bundle from the auto results: spec 000 section 2).
   * An answer of Yes given in the flow does not hide its own step, so the browser's Forward can return to it.
   */
  bundlingKnown: flowRule((u) => autoBundle(u) || u.tracking.formName === TRANSITION_FLOW, []),
  // The post-quote home and renters screens' conditions (spec 001 section 4; issue 31's chains use them).
  /** Renters new-address confirmation (and the previous-address confirmation) when the address was not confirmed. */
  addressConfirmed: flowRule((u) => isRentersUser(u) && u.rentersPolicy.policy.addressConfirmation === 'Yes', []),
  /** Renters previous address when not lived there 5+ years. */
  livedFiveYears: flowRule((u) => !isRentersUser(u) || u.rentersPolicy.policy.livedMoreThanFiveYears !== 'No', []),
  /** Renters interested party info when its confirmation is Yes. */
  noInterestedParty: flowRule(
    (u) => !isRentersUser(u) || u.rentersPolicy.policy.interestedPartyInfoConfirmation !== 'Yes',
    [],
  ),
  /** Home security provider and system only if the connectedHome discount is chosen. */
  noConnectedHome: flowRule((u) => property(u)?.discounts?.connectedHome !== true, ['discounts']),
} satisfies Record<string, SkipRule<PropertyUser>>;

export type HomeSkipRuleName = keyof typeof rules;

/** The rules the home prefill's answer decides: a step whose way on reads one waits for it (bounded). */
export const prefillDecides: readonly HomeSkipRuleName[] = [
  'homeDetailsKnown',
  'finalHomeDetailsHidden',
  'roofNotDue',
  'notPrefilled',
  'noReplacementCost',
  'replacementCostKnown',
];

export const homeSkipRules: Record<HomeSkipRuleName, SkipRule<PropertyUser>> = withRequirements(
  rules,
  (name) => `000-4.home.${name}`,
);
