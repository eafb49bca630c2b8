import type { HomeQuestion } from '../question';
import * as policy from './policy.questions';
import * as property from './property.questions';
import * as occupant from './occupant.questions';
import * as contact from './contact.questions';

// The home question catalogue (home, townhome, condo and renters): every question declared once, keyed by step id.
export const homeQuestions = {
  policyType: policy.policyType,
  transition: policy.transition,
  shoppingInterest: policy.shoppingInterest,
  coverages: policy.coverages,
  verifyCoverages: policy.verifyCoverages,
  bundling: policy.bundling,
  carrier: policy.carrier,
  discounts: policy.discounts,
  propertyType: property.propertyType,
  verifyDetails: property.verifyDetails,
  homeDetails: property.homeDetails,
  roofAge: property.roofAge,
  finalHomeDetails: property.finalHomeDetails,
  zip: occupant.zip,
  zipcodeContinuity: occupant.zipcodeContinuity,
  address: occupant.address,
  rentersAddress: occupant.rentersAddress,
  name: occupant.name,
  gender: occupant.gender,
  birthdate: occupant.birthdate,
  creditProfile: occupant.creditProfile,
  creditScore: occupant.creditScore,
  email: contact.email,
  phone: contact.phone,
} as const;
export type HomeStepId = keyof typeof homeQuestions;

export function homeQuestionOf(step: string): HomeQuestion<unknown> {
  const q = (homeQuestions as Record<string, HomeQuestion<unknown>>)[step];
  if (!q) throw new Error(`Unknown home step '${step}': not in the home question catalogue`);
  return q;
}
