import type { PartnerCoverage } from '../../src/contract/coverages';
import type { UsState } from '../../src/domain/constants';
import { PIP_LEVELS, UMPD_STATES } from '../../src/domain/stateMinimums';
import {
  DECLINED,
  FLORIDA_HURRICANE_OPTIONS,
  HOME_DEFAULTS,
  HURRICANE_DEDUCTIBLE_STATES,
  HURRICANE_OPTIONS,
  WIND_HAIL_DEDUCTIBLE_STATES,
  WIND_HAIL_OPTIONS,
} from './constants';
import { type Split, amountOptions, covers, parseSplit, splitOptions, splitText, thousands } from './limits';
import type { AutoOptionSet, HomeOptionSet } from './partners';
import { minimumOf, tierDetails } from './tiers';

// A partner's option set made concrete for one state (spec 001 section 7 partner coverages): nothing below the
// state's minimum is offered, required covers cannot be declined, and each default is the state's MID tier value.

type Unit = PartnerCoverage['unit'];
const money = (n: number) => `$${n.toLocaleString('en-US')}`;

export function optionLabel(value: string, unit: Unit): string {
  if (value === DECLINED) return 'No coverage';
  if (value === 'Unlimited') return 'Unlimited';
  switch (unit) {
    case 'splitThousands': {
      const s = parseSplit(value);
      return s ? `${money(s[0] * 1000)} / ${money(s[1] * 1000)}` : value;
    }
    case 'perDayMax': {
      const [day, max] = value.split('/').map(Number);
      return `${money(day)}/day, ${money(max)} max`;
    }
    case 'percentOfDwelling':
      return `${value}% of dwelling`;
    case 'percentOfReplacementCost':
      return `${value}% of replacement cost`;
    case 'choice':
      return `${value} tort`;
    default:
      return money(Number(value));
  }
}

/** The offered option nearest `wanted` from above (the largest when none is that high). */
export function snapDefault(options: readonly string[], wanted: string | null | undefined, unit: Unit): string {
  if (wanted && options.includes(wanted)) return wanted;
  const priced = options.filter((o) => o !== DECLINED);
  if (!wanted || wanted === DECLINED || priced.length === 0) return options[0];
  if (unit === 'splitThousands') {
    const w = parseSplit(wanted);
    const found =
      w &&
      priced.find((o) => {
        const s = parseSplit(o);
        return s !== null && covers(s, w);
      });
    return found ?? priced[priced.length - 1];
  }
  const w = Number.parseFloat(wanted);
  return priced.find((o) => Number.parseFloat(o) >= w) ?? priced[priced.length - 1];
}

function coverage(
  key: string,
  label: string,
  kind: PartnerCoverage['kind'],
  unit: Unit,
  values: readonly string[],
  wanted: string | null | undefined,
): PartnerCoverage {
  return {
    coverage: key,
    label,
    kind,
    unit,
    options: values.map((value) => ({ value, label: optionLabel(value, unit) })),
    default: snapDefault(values, wanted, unit),
  };
}

const optional = (values: readonly string[], required: boolean) => (required ? [...values] : [DECLINED, ...values]);
const splits = (from: Split, to: Split) => splitOptions(from, to).map(splitText);

export function autoCoverageOptions(set: AutoOptionSet, state: UsState): PartnerCoverage[] {
  const min = minimumOf(state);
  const mid = tierDetails(state, 'MID');
  const biMin = thousands(min.bodilyInjury);
  const um = min.uninsured;
  const umBiMin = um ? thousands(um.bodilyInjury) : biMin;
  // Florida's BASIC tier buys no BI, so BI can be declined there and only there.
  const biDeclinable = tierDetails(state, 'BASIC')?.bodilyInjury === DECLINED;
  const out: PartnerCoverage[] = [
    coverage(
      'bodilyInjury',
      'Bodily injury liability',
      'limit',
      'splitThousands',
      optional(splits(biMin, set.bodilyInjuryMax), !biDeclinable),
      mid?.bodilyInjury,
    ),
    coverage(
      'propertyDamage',
      'Property damage liability',
      'limit',
      'usd',
      amountOptions(min.propertyDamage, set.propertyDamageMax).map(String),
      mid?.propertyDamage,
    ),
    coverage(
      'uninsuredMotoristBodilyInjury',
      'Uninsured motorist bodily injury',
      'limit',
      'splitThousands',
      optional(splits(umBiMin, set.bodilyInjuryMax), um !== null),
      mid?.uninsuredMotoristBodilyInjury,
    ),
    coverage(
      'underinsuredMotoristBodilyInjury',
      'Underinsured motorist bodily injury',
      'limit',
      'splitThousands',
      optional(splits(umBiMin, set.bodilyInjuryMax), um?.underinsured === true),
      mid?.underinsuredMotoristBodilyInjury,
    ),
  ];
  if (UMPD_STATES.has(state)) {
    const umPdMin = um?.propertyDamage ?? min.propertyDamage;
    const values = amountOptions(umPdMin, set.propertyDamageMax).map(String);
    out.push(
      coverage(
        'uninsuredMotoristPropertyDamage',
        'Uninsured motorist property damage',
        'limit',
        'usd',
        optional(values, um?.propertyDamage !== undefined),
        mid?.uninsuredMotoristPropertyDamage,
      ),
      coverage(
        'underinsuredMotoristPropertyDamage',
        'Underinsured motorist property damage',
        'limit',
        'usd',
        optional(values, um?.underinsured === true && um.propertyDamage !== undefined),
        mid?.underinsuredMotoristPropertyDamage,
      ),
    );
  }
  const pip = PIP_LEVELS[state];
  if (pip)
    out.push(
      coverage(
        'personalInjuryProtection',
        'Personal injury protection',
        'limit',
        'usd',
        pip,
        mid?.personalInjuryProtection,
      ),
    );
  const medRequired = min.medicalPayments;
  const medValues = medRequired ? set.medicalPayment.filter((v) => Number(v) >= medRequired) : set.medicalPayment;
  out.push(
    coverage(
      'medicalPayment',
      'Medical payments',
      'limit',
      'usd',
      optional(medValues, medRequired !== null),
      mid?.medicalPayment,
    ),
    coverage('collision', 'Collision deductible', 'deductible', 'usd', optional(set.collision, false), mid?.collision),
    coverage(
      'comprehensive',
      'Comprehensive deductible',
      'deductible',
      'usd',
      optional(set.comprehensive, false),
      mid?.comprehensive,
    ),
    coverage('rental', 'Rental reimbursement', 'limit', 'perDayMax', optional(set.rental, false), mid?.rental),
    coverage('towing', 'Towing and labor', 'limit', 'usd', optional(set.towing, false), mid?.towing),
  );
  if (set.customizedEquipment) {
    out.push(
      coverage(
        'customizedEquipment',
        'Custom parts and equipment',
        'limit',
        'usd',
        optional(set.customizedEquipment, false),
        mid?.customizedEquipment,
      ),
    );
  }
  if (min.tortChoice)
    out.push(coverage('tort', 'Right to sue (tort option)', 'choice', 'choice', ['Limited', 'Full'], mid?.tort));
  return out;
}

export function homeCoverageOptions(set: HomeOptionSet, state: UsState): PartnerCoverage[] {
  const out: PartnerCoverage[] = [
    coverage('dwelling', 'Dwelling', 'limit', 'percentOfReplacementCost', set.dwelling, HOME_DEFAULTS.dwelling),
    coverage(
      'otherStructures',
      'Other structures',
      'limit',
      'percentOfDwelling',
      set.otherStructures,
      HOME_DEFAULTS.otherStructures,
    ),
    coverage(
      'personalProperty',
      'Personal property',
      'limit',
      'percentOfDwelling',
      set.personalProperty,
      HOME_DEFAULTS.personalProperty,
    ),
    coverage('lossOfUse', 'Loss of use', 'limit', 'percentOfDwelling', set.lossOfUse, HOME_DEFAULTS.lossOfUse),
    coverage(
      'personalLiability',
      'Personal liability',
      'limit',
      'usd',
      set.personalLiability,
      HOME_DEFAULTS.personalLiability,
    ),
    coverage(
      'medicalPayments',
      'Medical payments to others',
      'limit',
      'usd',
      set.medicalPayments,
      HOME_DEFAULTS.medicalPayments,
    ),
    coverage(
      'deductibles.allPerils',
      'All-perils deductible',
      'deductible',
      'usd',
      set.allPerils,
      HOME_DEFAULTS.allPerils,
    ),
  ];
  if (WIND_HAIL_DEDUCTIBLE_STATES.includes(state)) {
    out.push(
      coverage(
        'deductibles.windAndHail',
        'Wind and hail deductible',
        'deductible',
        'percentOfDwelling',
        WIND_HAIL_OPTIONS,
        WIND_HAIL_OPTIONS[0],
      ),
    );
  }
  if (HURRICANE_DEDUCTIBLE_STATES.includes(state)) {
    const values = state === 'FL' ? FLORIDA_HURRICANE_OPTIONS : HURRICANE_OPTIONS;
    out.push(
      coverage('deductibles.hurricane', 'Hurricane deductible', 'deductible', 'percentOfDwelling', values, values[0]),
    );
  }
  return out;
}
