import { z } from 'zod/mini';
import { HomePolicyType, type PropertyUser, isRentersUser, propertyPolicyOf } from '../../../contract/property';
import { defineHomeQuestion } from '../question';
import {
  CURRENT_INSURERS,
  DEDUCTIBLES,
  HOME_LIABILITY,
  MEDICAL_PAYMENTS,
  POLICY_TYPES,
  PROPERTY_DISCOUNTS,
  RENTERS_LIABILITY,
  SHOPPING_INTEREST,
  YES_NO,
  values,
} from '../options';
import { policyOf, policyTypeOf, propertyOf, setPolicyType } from './policyKind';
import { formatDollars } from '../../../domain/quotes';

// Home policy steps (spec 000 section 2, /home/policy/{id}/...): policy type, shopping interest, coverages and their
// verification, bundling interest, current carrier, discounts; and the transition page (/home/transition).
const choose = 'Choose an answer to continue';

export const policyType = defineHomeQuestion({
  id: 'policyType',
  entity: 'policy',
  segment: 'policy-type',
  form: 'choice',
  description: 'Home, Townhome, Condo or Renters; decides homePolicy or rentersPolicy and the steps that follow.',
  title: () => 'What kind of place are you insuring?',
  options: () => POLICY_TYPES,
  schema: HomePolicyType,
  read: (u) => policyTypeOf(u),
  write: setPolicyType,
});

export const transition = defineHomeQuestion({
  id: 'transition',
  entity: 'transition',
  segment: '',
  form: 'choice',
  description:
    'The home transition page (bundlingInterest=Yes, or from the auto results): own or rent decides the policy.',
  // A renter's quote is renters insurance; "too" only beside the auto quote of an auto bundle.
  title: ({ user }) =>
    `Let's quote your ${isRentersUser(user) ? 'renters insurance' : 'home'}${policyOf(user).isAutoBundle ? ' too' : ''}`,
  subtitle: ({ user }) =>
    `Bundling ${isRentersUser(user) ? 'renters' : 'home'} and auto insurance can save you money. Do you own or rent where you live?`,
  options: () => [
    { value: 'Home', label: 'I own my home' },
    { value: 'Renters', label: 'I rent' },
  ],
  schema: z.enum(['Home', 'Renters'], { message: choose }),
  read: (u) => (isRentersUser(u) ? 'Renters' : 'Home'),
  // Own or rent only: an owner's Townhome or Condo (a URL policyType, an earlier answer) stays what it was.
  write: (u, a) => {
    if ((a === 'Renters') !== isRentersUser(u as PropertyUser)) setPolicyType(u, a);
  },
});

export const shoppingInterest = defineHomeQuestion({
  id: 'shoppingInterest',
  entity: 'policy',
  segment: 'shopping-interest',
  form: 'choice',
  description: 'Why the shopper is looking (spec 000 section 9); not for renters.',
  title: () => 'What brings you here today?',
  options: () => SHOPPING_INTEREST,
  schema: z.enum(values(SHOPPING_INTEREST), { message: choose }),
  read: (u) => policyOf(u).shoppingInterest,
  write: (u, a) => {
    policyOf(u).shoppingInterest = a;
  },
  skip: ['renters'],
});

const amount = (options: readonly number[]) =>
  z.number({ message: choose }).check(z.refine((n) => options.includes(n), choose));

/** The coverage amounts a shopper picks: deductible, personal liability, medical payments. */
const Coverages = z.object({
  deductible: amount(DEDUCTIBLES),
  personalLiability: amount([...new Set([...HOME_LIABILITY, ...RENTERS_LIABILITY])]),
  medicalPayments: amount(MEDICAL_PAYMENTS),
});
type Coverages = z.infer<typeof Coverages>;

function readCoverages(u: Parameters<typeof policyTypeOf>[0]): Coverages {
  if (isRentersUser(u)) {
    const c = u.rentersPolicy.policy.coverages;
    return {
      deductible: c.deductibles.allPerils,
      personalLiability: c.personalLiability,
      medicalPayments: c.medicalPayments,
    };
  }
  const c = u.homePolicy.policy.coverages;
  return { deductible: c.deductible, personalLiability: c.personalLiability, medicalPayments: c.medicalPayments };
}
const writeCoverages = (u: Parameters<typeof setPolicyType>[0], a: Coverages) => {
  if ('rentersPolicy' in u && u.rentersPolicy) {
    const c = u.rentersPolicy.policy.coverages;
    Object.assign(c, {
      deductibles: { allPerils: a.deductible },
      personalLiability: a.personalLiability,
      medicalPayments: a.medicalPayments,
    });
  } else if ('homePolicy' in u && u.homePolicy) Object.assign(u.homePolicy.policy.coverages, a);
};

/** The personal liability amounts offered: home's or renters' (spec 000 section 9 defaults among them). */
function liabilityOptions({ user }: { user: PropertyUser }) {
  return (isRentersUser(user) ? RENTERS_LIABILITY : HOME_LIABILITY).map((v) => ({
    value: String(v),
    label: formatDollars(v),
  }));
}

export const coverages = defineHomeQuestion({
  id: 'coverages',
  entity: 'policy',
  segment: 'coverages',
  form: 'coverageAmounts',
  options: liabilityOptions,
  description:
    'Deductible, personal liability and medical payments, at the defaults of spec 000 section 9 until changed.',
  title: () => 'Choose your coverage',
  subtitle: () => 'We picked common amounts; you can change them now or on your quotes.',
  schema: Coverages,
  read: readCoverages,
  write: writeCoverages,
  skip: ['replacementCostKnown'],
  examples: [{ deductible: 1000, personalLiability: 300_000, medicalPayments: 1000 }],
});

export const verifyCoverages = defineHomeQuestion({
  id: 'verifyCoverages',
  entity: 'policy',
  segment: 'verify-coverages',
  form: 'coverageAmounts',
  options: liabilityOptions,
  description:
    'The coverages beside the prefill’s replacement cost; shown when prefilled and a replacement cost exists.',
  title: () => 'Check your coverage',
  subtitle: ({ user }) => {
    const cost = isRentersUser(user) ? undefined : user.homePolicy.policy.coverages.replacementCost;
    return cost
      ? `Rebuilding your home would cost about ${formatDollars(cost)}: your dwelling coverage follows it.`
      : undefined;
  },
  schema: Coverages,
  read: readCoverages,
  write: writeCoverages,
  skip: ['noReplacementCost'],
  examples: [{ deductible: 2500, personalLiability: 500_000, medicalPayments: 5000 }],
});

export const bundling = defineHomeQuestion({
  id: 'bundling',
  entity: 'policy',
  segment: 'bundling-interest',
  form: 'choice',
  description: 'Interest in bundling with auto; hidden when already Yes or for an auto-to-home bundle.',
  title: () => 'Would you like to bundle with auto insurance?',
  subtitle: () => 'Bundling can lower what you pay for both.',
  options: () => YES_NO,
  schema: z.enum(['Yes', 'No'], { message: choose }),
  read: (u) => {
    const b = policyOf(u).bundlePolicies;
    return b === undefined ? undefined : b.includes('auto') ? 'Yes' : 'No';
  },
  write: (u, a) => {
    policyOf(u).bundlePolicies = a === 'Yes' ? ['auto'] : [];
  },
  skip: ['bundlingKnown'],
});

export const carrier = defineHomeQuestion({
  id: 'carrier',
  entity: 'policy',
  segment: 'carrier',
  form: 'choice',
  description: 'The current home or renters insurer (spec 000 section 9 list).',
  title: () => "Who's your current insurer?",
  options: () => CURRENT_INSURERS,
  schema: z.enum(values(CURRENT_INSURERS), { message: choose }),
  read: (u) => policyOf(u).carrier,
  write: (u, a) => {
    policyOf(u).carrier = a;
  },
});

type DiscountKey = (typeof PROPERTY_DISCOUNTS)[number]['value'];
const DISCOUNT_KEYS = values(PROPERTY_DISCOUNTS);

export const discounts = defineHomeQuestion({
  id: 'discounts',
  entity: 'policy',
  segment: 'discounts',
  form: 'checklist',
  description:
    'Property discounts (spec 000 section 3); paperless defaults on; connected home opens the security screens.',
  title: () => 'Do any of these apply to your home?',
  subtitle: () => 'Choose all that apply, or none.',
  options: () => PROPERTY_DISCOUNTS,
  schema: z.array(z.enum(DISCOUNT_KEYS)).check(z.maxLength(DISCOUNT_KEYS.length, 'Choose each discount once')),
  read: (u) => {
    const d = (propertyDiscounts(u) ?? {}) as Record<string, unknown>;
    return DISCOUNT_KEYS.filter((k) => d[k] === true);
  },
  write: (u, a) => {
    const chosen = new Set<DiscountKey>(a);
    const p = propertyOf(u);
    p.discounts = {
      ...p.discounts,
      ...Object.fromEntries(DISCOUNT_KEYS.map((k) => [k, chosen.has(k)])),
      paperless: chosen.has('paperless'),
    };
  },
  examples: [['deadbolt', 'smokeDetectors', 'paperless'], ['connectedHome'], []],
});

/** The property's discounts (the insured home's, or the rented place's). */
const propertyDiscounts = (u: PropertyUser) => propertyPolicyOf(u).properties[0]?.discounts;
