import type { UsState } from './constants';

// Minimum auto financial-responsibility limits of the 50 states and DC (spec 001 section 3: coverage tiers; issue 4:
// "real state rules"). Figures in force on 2026-01-01 (NJ's last scheduled step included), from the states' insurance
// and motor-vehicle statutes as summarised by the NAIC and the Insurance Information Institute ("Automobile financial
// responsibility laws by state"); recent changes are dated in `note`. Dollars; bodily injury per person / per accident.

export interface StateMinimum {
  bodilyInjury: readonly [number, number];
  /** False where the limits only apply after a crash (NH) or BI need not be bought (FL: PD and PIP only). */
  bodilyInjuryCompulsory: boolean;
  propertyDamage: number;
  /** Personal injury protection that must be carried (no-fault or mandatory add-on PIP); null where none is. */
  pip: number | null;
  /** Uninsured-motorist cover that must be carried; null where it is only offered (or not at all). */
  uninsured: { bodilyInjury: readonly [number, number]; propertyDamage?: number; underinsured: boolean } | null;
  /** Medical payments that must be carried (ME, NH). */
  medicalPayments: number | null;
  /** Choice states: the shopper picks limited or full tort (PA, NJ). */
  tortChoice: boolean;
  /** The year the figures took effect, where they changed recently. */
  since?: number;
  note?: string;
}

type Limits = readonly [number, number, number];
const k = (n: number) => n * 1000;

function state(
  [bi1, bi2, pd]: Limits,
  extra: Partial<Omit<StateMinimum, 'bodilyInjury' | 'propertyDamage'>> = {},
): StateMinimum {
  return {
    bodilyInjury: [k(bi1), k(bi2)],
    bodilyInjuryCompulsory: true,
    propertyDamage: k(pd),
    pip: null,
    uninsured: null,
    medicalPayments: null,
    tortChoice: false,
    ...extra,
  };
}

const um = (bi1: number, bi2: number, underinsured: boolean, pd?: number) => ({
  bodilyInjury: [k(bi1), k(bi2)] as const,
  ...(pd !== undefined ? { propertyDamage: k(pd) } : {}),
  underinsured,
});

export const STATE_MINIMUMS: Record<UsState, StateMinimum> = {
  AL: state([25, 50, 25]),
  AK: state([50, 100, 25]),
  AZ: state([25, 50, 15], { since: 2020, note: 'raised from 15/30/10 on 2020-07-01' }),
  AR: state([25, 50, 25], { note: 'PIP must be offered, may be rejected' }),
  CA: state([30, 60, 15], { since: 2025, note: 'SB 1107 raised 15/30/5 to 30/60/15 on 2025-01-01' }),
  CO: state([25, 50, 15], { note: 'medical payments 5,000 must be offered, may be rejected' }),
  CT: state([25, 50, 25], { uninsured: um(25, 50, true) }),
  DE: state([25, 50, 10], { pip: 15_000 }),
  DC: state([25, 50, 10], { uninsured: um(25, 50, false, 5) }),
  FL: state([10, 20, 10], {
    bodilyInjuryCompulsory: false,
    pip: 10_000,
    note: 'no-fault: only PIP 10,000 and PD 10,000 must be bought; 10/20 BI applies after some crashes',
  }),
  GA: state([25, 50, 25]),
  HI: state([20, 40, 10], { pip: 10_000 }),
  ID: state([25, 50, 15]),
  IL: state([25, 50, 20], { uninsured: um(25, 50, true) }),
  IN: state([25, 50, 25], { note: 'UM/UIM 25/50 must be offered, may be rejected in writing' }),
  IA: state([20, 40, 15]),
  KS: state([25, 50, 25], { pip: 4_500, uninsured: um(25, 50, true) }),
  KY: state([25, 50, 25], { pip: 10_000, note: 'choice no-fault: the tort limitation may be rejected in writing' }),
  LA: state([15, 30, 25]),
  ME: state([50, 100, 25], { uninsured: um(50, 100, true), medicalPayments: 2_000 }),
  MD: state([30, 60, 15], { pip: 2_500, uninsured: um(30, 60, true, 15), note: 'PIP may be waived' }),
  MA: state([25, 50, 30], {
    pip: 8_000,
    uninsured: um(25, 50, false),
    since: 2025,
    note: 'raised from 20/40/5 on 2025-07-01',
  }),
  MI: state([50, 100, 10], {
    pip: 250_000,
    note: '2019 reform: 50/100 BI is the lowest allowed; PIP levels 250,000, 500,000 or unlimited (50,000 with Medicaid)',
  }),
  MN: state([30, 60, 10], { pip: 40_000, uninsured: um(25, 50, true), since: 2020 }),
  MS: state([25, 50, 25]),
  MO: state([25, 50, 25], { uninsured: um(25, 50, false) }),
  MT: state([25, 50, 20]),
  NE: state([25, 50, 25], { uninsured: um(25, 50, true) }),
  NV: state([25, 50, 20]),
  NH: state([25, 50, 25], {
    bodilyInjuryCompulsory: false,
    uninsured: um(25, 50, false),
    medicalPayments: 1_000,
    note: 'insurance not compulsory; a policy bought must carry UM and 1,000 medical payments',
  }),
  NJ: state([50, 100, 25], {
    pip: 15_000,
    uninsured: um(50, 100, true, 25),
    tortChoice: true,
    since: 2026,
    note: 'standard policy; P.L.2022 c.87 raised 15/30/5 to 25/50/25 (2023), 35/70/25 (2024) and 50/100/25 (2026-01-01)',
  }),
  NM: state([25, 50, 10]),
  NY: state([25, 50, 10], { pip: 50_000, uninsured: um(25, 50, false), note: '50/100 for death' }),
  NC: state([50, 100, 50], {
    uninsured: um(50, 100, true, 50),
    since: 2025,
    note: 'raised from 30/60/25 on 2025-07-01',
  }),
  ND: state([25, 50, 25], { pip: 30_000, uninsured: um(25, 50, true) }),
  OH: state([25, 50, 25]),
  OK: state([25, 50, 25]),
  OR: state([25, 50, 20], { pip: 15_000, uninsured: um(25, 50, true) }),
  PA: state([15, 30, 5], { pip: 5_000, tortChoice: true, note: 'first-party medical benefits 5,000' }),
  RI: state([25, 50, 25]),
  SC: state([25, 50, 25], { uninsured: um(25, 50, false, 25) }),
  SD: state([25, 50, 25], { uninsured: um(25, 50, true) }),
  TN: state([25, 50, 25]),
  TX: state([30, 60, 25], { note: 'PIP 2,500 must be offered, may be rejected in writing' }),
  UT: state([25, 65, 15], { pip: 3_000 }),
  VT: state([25, 50, 10], { uninsured: um(50, 100, true, 10) }),
  VA: state([50, 100, 25], {
    uninsured: um(50, 100, true, 25),
    since: 2025,
    note: 'raised from 30/60/20 on 2025-01-01',
  }),
  WA: state([25, 50, 10]),
  WV: state([25, 40, 20], { uninsured: um(25, 40, false, 20) }),
  WI: state([25, 50, 10], { uninsured: um(25, 50, false) }),
  WY: state([25, 50, 20]),
};

/** Where uninsured-motorist property damage is sold at all (elsewhere collision pays): optional or required. */
export const UMPD_STATES: ReadonlySet<UsState> = new Set<UsState>([
  'AR',
  'CA',
  'DC',
  'DE',
  'GA',
  'HI',
  'IL',
  'IN',
  'LA',
  'MD',
  'MS',
  'NJ',
  'NM',
  'NC',
  'OH',
  'OR',
  'RI',
  'SC',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
]);

/** PIP levels sold in the PIP states, lowest (the required amount) first. */
export const PIP_LEVELS: Partial<Record<UsState, readonly string[]>> = {
  DE: ['15000', '25000', '50000', '100000'],
  FL: ['10000'],
  HI: ['10000', '20000', '50000'],
  KS: ['4500', '10000', '25000'],
  KY: ['10000', '20000', '40000'],
  MD: ['2500', '5000', '10000'],
  MA: ['8000'],
  MI: ['250000', '500000', 'Unlimited'],
  MN: ['40000', '60000', '100000'],
  NJ: ['15000', '50000', '150000', '250000'],
  NY: ['50000', '100000', '150000'],
  ND: ['30000', '50000', '100000'],
  OR: ['15000', '25000', '50000'],
  PA: ['5000', '10000', '25000', '50000', '100000'],
  UT: ['3000', '10000', '25000'],
};
