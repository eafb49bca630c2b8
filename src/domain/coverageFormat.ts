import { DECLINED_COVERAGE_PATTERN } from './constants';
import { formatDollars } from './quotes';

// A quote's coverages as a shopper reads them (spec 001 section 3: a quote's coverage map, the tier fields of section
// 3). The carriers send plain strings: split liability limits in thousands ('50/100'), whole dollars ('50000'), a
// rental's dollars a day and per claim ('30/900'), a declined word ('No Coverage'), or words (tort: 'Full').

type Shape = 'splitThousands' | 'dollars' | 'deductible' | 'perDayUpTo' | 'words';

interface CoverageKind {
  label: string;
  shape: Shape;
}

const LIABILITY_SPLIT: Shape = 'splitThousands';

/** The coverages of spec 001 section 3 ({product} tiers), in the order a card lists them. */
export const COVERAGE_KINDS: Readonly<Record<string, CoverageKind>> = {
  bodilyInjury: { label: 'Bodily injury liability', shape: LIABILITY_SPLIT },
  propertyDamage: { label: 'Property damage liability', shape: 'dollars' },
  uninsuredMotoristBodilyInjury: { label: 'Uninsured motorist bodily injury', shape: LIABILITY_SPLIT },
  uninsuredMotoristPropertyDamage: { label: 'Uninsured motorist property damage', shape: 'dollars' },
  underinsuredMotoristBodilyInjury: { label: 'Underinsured motorist bodily injury', shape: LIABILITY_SPLIT },
  underinsuredMotoristPropertyDamage: { label: 'Underinsured motorist property damage', shape: 'dollars' },
  uninsuredMotorist: { label: 'Uninsured motorist', shape: LIABILITY_SPLIT },
  underinsuredMotorist: { label: 'Underinsured motorist', shape: LIABILITY_SPLIT },
  collision: { label: 'Collision', shape: 'deductible' },
  comprehensive: { label: 'Comprehensive', shape: 'deductible' },
  personalInjuryProtection: { label: 'Personal injury protection', shape: 'dollars' },
  medicalPayment: { label: 'Medical payments', shape: 'dollars' },
  medicalPayments: { label: 'Medical payments', shape: 'dollars' },
  rental: { label: 'Rental car', shape: 'perDayUpTo' },
  towing: { label: 'Towing', shape: 'dollars' },
  customizedEquipment: { label: 'Custom equipment', shape: 'dollars' },
  tort: { label: 'Right to sue (tort option)', shape: 'words' },
};

/** What a card shows for a declined coverage. */
export const NOT_INCLUDED = 'Not included';

const WHOLE = /^\d{1,9}$/;
const SPLIT = /^(\d{1,6})\/(\d{1,7})$/;

/** 'propertyDamage' -> 'Property damage': a key no kind names, in words. */
export function labelOf(key: string): string {
  const known = Object.hasOwn(COVERAGE_KINDS, key) ? COVERAGE_KINDS[key] : undefined;
  if (known) return known.label;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

function readValue(shape: Shape | undefined, raw: string): string {
  const value = raw.trim();
  if (DECLINED_COVERAGE_PATTERN.test(value)) return NOT_INCLUDED;
  const split = SPLIT.exec(value);
  const whole = WHOLE.test(value) ? Number(value) : null;
  if (split && (shape === 'splitThousands' || shape === undefined)) {
    const [, each, all] = split;
    return `${formatDollars(Number(each) * 1000)} per person, ${formatDollars(Number(all) * 1000)} per accident`;
  }
  if (split && shape === 'perDayUpTo')
    return `${formatDollars(Number(split[1]))} a day, up to ${formatDollars(Number(split[2]))}`;
  if (whole !== null && shape === 'deductible') return `${formatDollars(whole)} deductible`;
  if (whole !== null && shape !== 'words') return formatDollars(whole);
  // Anything else (words, a shape the carrier did not send before) is shown as it came.
  return value || raw;
}

export interface FormattedCoverage {
  key: string;
  label: string;
  value: string;
}

/** One coverage as a shopper reads it: 'Property damage liability', '$50,000'. */
export function formatCoverage(key: string, raw: string): FormattedCoverage {
  const kind = Object.hasOwn(COVERAGE_KINDS, key) ? COVERAGE_KINDS[key] : undefined;
  return { key, label: labelOf(key), value: readValue(kind?.shape, raw) };
}

const ORDER = Object.keys(COVERAGE_KINDS);
const rank = (key: string) => {
  const i = ORDER.indexOf(key);
  return i === -1 ? ORDER.length : i;
};

/** A quote's coverages in the order of spec 001 section 3's tier fields, the ones it does not name after. */
export function formatCoverages(coverages: Readonly<Record<string, string>>): FormattedCoverage[] {
  return Object.entries(coverages)
    .map(([key, raw]) => formatCoverage(key, raw))
    .sort((a, b) => rank(a.key) - rank(b.key));
}
