import { PARTNER_FLAGS, PartnerEligibility, type PartnerFlag } from '../contract/rules';

/**
 * partnerQuotesAdsEligibility's answer as the rules engine sends it (every flag, true for those named), parsed by the
 * contract's schema: a test double of the rule can only be a shape the server sends.
 */
export const partnerEligibility = (...eligible: PartnerFlag[]): PartnerEligibility =>
  PartnerEligibility.parse(Object.fromEntries(PARTNER_FLAGS.map((f) => [f, eligible.includes(f)])));
