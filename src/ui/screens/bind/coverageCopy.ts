import { type AutoCoverageKey, isAutoCoverageKey } from '../../../domain/coverageLimits';
import { DECLINED_COVERAGE_PATTERN } from '../../../domain/constants';
import { formatDollars } from '../../../domain/quotes';

// The words editable-coverages shows for each coverage and limit: the quote's keys and the sandbox's limit texts
// ('50/100' in thousands, dollars, deductibles, 'No Coverage') as a shopper reads them.

const NAMES: Record<AutoCoverageKey, string> = {
  bodilyInjury: 'Bodily injury liability (per person / per accident)',
  propertyDamage: 'Property damage liability',
  uninsuredMotoristBodilyInjury: 'Uninsured motorist bodily injury (per person / per accident)',
  underinsuredMotoristBodilyInjury: 'Underinsured motorist bodily injury (per person / per accident)',
  uninsuredMotoristPropertyDamage: 'Uninsured motorist property damage',
  underinsuredMotoristPropertyDamage: 'Underinsured motorist property damage',
  personalInjuryProtection: 'Personal injury protection',
  medicalPayment: 'Medical payments',
  tort: 'Right to sue (tort option)',
  collision: 'Collision deductible',
  comprehensive: 'Comprehensive deductible',
  rental: 'Rental reimbursement (per day / per claim)',
  towing: 'Towing and labor',
  customizedEquipment: 'Custom parts and equipment',
};

export const coverageName = (key: string) =>
  isAutoCoverageKey(key) ? NAMES[key] : key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** One limit in words: "$50,000 / $100,000", "$500 deductible", "$30 a day, up to $900", "No coverage". */
export function limitLabel(key: string, value: string): string {
  if (DECLINED_COVERAGE_PATTERN.test(value.trim())) return 'No coverage';
  if (key === 'tort') return value === 'Limited' ? 'Limited tort' : value === 'Full' ? 'Full tort' : value;
  const split = /^(\d+)\/(\d+)$/.exec(value);
  if (split) {
    const [a, b] = [Number(split[1]), Number(split[2])];
    return key === 'rental'
      ? `${formatDollars(a)} a day, up to ${formatDollars(b)}`
      : `${formatDollars(a * 1000)} / ${formatDollars(b * 1000)}`;
  }
  if (/^\d+$/.test(value)) {
    const amount = formatDollars(Number(value));
    return key === 'collision' || key === 'comprehensive' ? `${amount} deductible` : amount;
  }
  return value;
}
