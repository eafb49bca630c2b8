import { z } from 'zod/mini';
import { zip } from '../../../contract/common';
import { defineQuestion } from './question.types';
import { zipFollowUps } from './addressChain';
import {
  CURRENT_INSURERS,
  CURRENT_PREMIUM,
  SHOPPING_INTENT,
  WHEN_SHOPPING,
  WHY_INSURED,
  YEARS_WITH_CARRIER,
  YES_NO,
  values,
} from './options';

// Getting-started questions (spec 000 section 2, default auto order before the vehicle loop).
const choose = 'Choose an answer to continue';

export const currentlyInsured = defineQuestion({
  id: 'currentlyInsured',
  entity: 'drivers',
  segment: 'currently-insured',
  form: 'choice',
  description: 'Whether the shopper has auto insurance today; No sets carrier and years with carrier to None.',
  title: () => 'Do you currently have auto insurance?',
  options: () => YES_NO,
  schema: z.enum(values(YES_NO), { message: choose }),
  read: (u) => u.autoPolicy.operators[0]?.currentlyInsured,
  write: (u, a) => {
    u.autoPolicy.operators[0].currentlyInsured = a as 'Yes' | 'No';
  },
  effects: ['notInsuredClearsCarrier'],
});

export const whenShopping = defineQuestion({
  id: 'whenShopping',
  entity: 'general',
  segment: 'when-shopping',
  form: 'choice',
  description: 'When the shopper means to buy.',
  title: () => 'When are you looking to buy your auto insurance?',
  options: () => WHEN_SHOPPING,
  schema: z.enum(values(WHEN_SHOPPING), { message: choose }),
  read: (u) => u.autoPolicy.policy.whenShopping,
  write: (u, a) => {
    u.autoPolicy.policy.whenShopping = a;
  },
});

export const shoppingIntent = defineQuestion({
  id: 'shoppingIntent',
  entity: 'general',
  segment: 'shopping-intent',
  form: 'choice',
  description: 'What matters most to the shopper in a new policy.',
  title: () => 'What matters most to you in a new policy?',
  options: () => SHOPPING_INTENT,
  schema: z.enum(values(SHOPPING_INTENT), { message: choose }),
  read: (u) => u.autoPolicy.policy.shoppingIntent,
  write: (u, a) => {
    u.autoPolicy.policy.shoppingIntent = a;
  },
});

export const whyInsured = defineQuestion({
  id: 'whyInsured',
  entity: 'drivers',
  segment: 'why-insured',
  form: 'choice',
  description:
    'Why the shopper is shopping; active duty sets activeMilitary Yes, and current premium is kept only for a better rate.',
  title: () => 'Why are you shopping for new insurance today?',
  options: () => WHY_INSURED,
  schema: z.enum(values(WHY_INSURED), { message: choose }),
  read: (u) => u.autoPolicy.operators[0]?.whyInsured,
  write: (u, a) => {
    u.autoPolicy.operators[0].whyInsured = a;
  },
  effects: ['whyInsuredEffects'],
});

export const currentPremium = defineQuestion({
  id: 'currentPremium',
  entity: 'policy',
  segment: 'current-premium',
  form: 'choice',
  description: 'What the shopper pays now per month; asked only of insured shoppers looking for a better rate.',
  title: () => 'How much do you currently pay per month?',
  options: () => CURRENT_PREMIUM,
  schema: z.enum(values(CURRENT_PREMIUM), { message: choose }),
  read: (u) => u.autoPolicy.policy.currentPremium,
  write: (u, a) => {
    u.autoPolicy.policy.currentPremium = a;
  },
  skip: ['notCurrentlyInsured', 'notLookingForBetterRate'],
});

export const carrier = defineQuestion({
  id: 'carrier',
  entity: 'drivers',
  segment: 'carrier',
  form: 'choice',
  description: 'The current insurer; skipped if not currently insured; None sets years with carrier to None.',
  title: () => "Who's your current insurer?",
  options: () => CURRENT_INSURERS,
  schema: z.enum(values(CURRENT_INSURERS), { message: choose }),
  read: (u) => u.autoPolicy.operators[0]?.carrier,
  write: (u, a) => {
    u.autoPolicy.operators[0].carrier = a;
  },
  skip: ['notCurrentlyInsured'],
  effects: ['carrierNoneClearsYears'],
});

export const yearsWithCurrentCarrier = defineQuestion({
  id: 'yearsWithCurrentCarrier',
  entity: 'drivers',
  segment: 'years-with-current-carrier',
  form: 'choice',
  description: 'Years with the current carrier (driver 1); skipped if carrier is None.',
  title: (ctx) => `How long have you been with ${ctx.user.autoPolicy.operators[0]?.carrier ?? 'your insurer'}?`,
  options: () => YEARS_WITH_CARRIER,
  schema: z.enum(values(YEARS_WITH_CARRIER), { message: choose }),
  read: (u) => u.autoPolicy.operators[0]?.yearsWithCurrentCarrier,
  write: (u, a) => {
    u.autoPolicy.operators[0].yearsWithCurrentCarrier = a;
  },
  skip: ['notCurrentlyInsured', 'carrierIsNone'],
});

export const activeMilitary = defineQuestion({
  id: 'activeMilitary',
  entity: 'drivers',
  segment: 'active-military',
  form: 'choice',
  description: 'Active-duty service; skipped when the why-insured answer already said so.',
  title: () => 'Are you on active duty in the US military?',
  options: () => YES_NO,
  schema: z.enum(values(YES_NO), { message: choose }),
  read: (u) => u.autoPolicy.operators[0]?.activeMilitary,
  write: (u, a) => {
    u.autoPolicy.operators[0].activeMilitary = a as 'Yes' | 'No';
  },
  skip: ['activeDutyKnown'],
});

export const zipcode = defineQuestion({
  id: 'zipcode',
  entity: 'drivers',
  segment: 'zipcode',
  form: 'zip',
  description: 'The garaging ZIP code, checked by lookup (Invalid Zip otherwise); sets state and city.',
  title: () => "What's your ZIP code?",
  subtitle: () => 'Rates depend on where you live.',
  schema: zip,
  read: (u) => u.autoPolicy.policy.zip,
  write: (u, a) => {
    u.autoPolicy.policy.zip = a;
  },
  check: {
    actor: 'lookupZip',
    input: ({ user }) => ({ zip: user.autoPolicy.policy.zip ?? '' }),
    // The ZIP decides the state and the city; an address elsewhere no longer applies.
    apply: (user, lookup) => {
      const p = user.autoPolicy.policy;
      const place = lookup.places[0];
      if (p.address && p.address.zip !== lookup.zip) delete p.address;
      p.state = place.stateAbbreviation;
      p.city = place.placeName;
    },
    error: 'zip_lookup_failed',
    // A lookup: asked once the ZIP is complete and the shopper pauses (docs/decisions/0054).
    ahead: () => true,
  },
  // Then the phone number, agency eligibility and the coverage tiers of the state (spec 000 section 4).
  followUps: zipFollowUps,
  // Texas, California (no credit score), New York (no agency, no Safeco), Florida (BASIC tier), Louisiana (no agency).
  examples: ['78701', '94103', '10001', '33130', '70112'],
});
