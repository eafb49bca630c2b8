import type { LeadClassification, LeadSummary } from '../../src/contract/backoffice';
import type { AutoUser } from '../../src/contract/entities';
import { buildRiskProfile } from '../carriers/risk';
import type { ZipPlace } from '../data/zips';
import {
  HIGH_MILEAGE,
  KNOCKOUT_REASONS,
  LEAD_POINTS,
  NONSTANDARD_POINTS,
  SENIOR_DRIVER_AGE,
  YOUNG_DRIVER_AGE,
  YOUTHFUL_DRIVER_AGE,
} from './constants';

// The lead-classification summary of spec 001 section 3, built from the auto user, and a deterministic tier
// (preferred, standard, nonstandard) with the reasons, computed from that summary alone.

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** Incident dates as the intake writes them: MM/YYYY (also MM/DD/YYYY, YYYY-MM, YYYY-MM-DD, YYYY). Null if unreadable. */
export function incidentDate(text: string): Date | null {
  const t = text.trim();
  let m = /^(\d{1,2})\/(?:(\d{1,2})\/)?(\d{4})$/.exec(t);
  if (m) return validDate(Number(m[3]), Number(m[1]), m[2] ? Number(m[2]) : 1);
  m = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(t);
  if (m) return validDate(Number(m[1]), m[2] ? Number(m[2]) : 1, m[3] ? Number(m[3]) : 1);
  return null;
}

function validDate(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 ? d : null;
}

/** spec 001 section 9: "Accident and violation age in years rounded down to 0.1, minimum 0.1." */
export function yearsSince(date: Date, today: Date): number {
  const years = Math.floor(((today.getTime() - date.getTime()) / YEAR_MS) * 10) / 10;
  return Math.max(0.1, years);
}

function latest(dates: string[], today: Date): number | null {
  const parsed = dates.map(incidentDate).filter((d): d is Date => d !== null);
  if (parsed.length === 0) return null;
  return yearsSince(new Date(Math.max(...parsed.map((d) => d.getTime()))), today);
}

const range = (values: number[]) =>
  values.length ? { min: Math.min(...values), max: Math.max(...values) } : { min: null, max: null };

export async function leadSummary(
  user: AutoUser,
  zips: Map<string, ZipPlace>,
  today = new Date(),
): Promise<LeadSummary> {
  const { vehicles, operators, discounts, policy } = user.autoPolicy;
  // The carriers' risk reduction gives ages (21 when unknown), incident counts, DUI, suspension, SR22 and the state.
  const risk = await buildRiskProfile(user, { zips, vehicleClass: async () => null }, today);
  const years = range(vehicles.map((v) => Number(v.year)).filter(Number.isInteger));
  const miles = range(vehicles.map((v) => v.annualMileage).filter((m): m is number => m !== undefined));
  const zip = policy.zip ?? policy.address?.zip ?? null;
  const sum = (f: (d: (typeof risk.drivers)[number]) => number) => risk.drivers.reduce((n, d) => n + f(d), 0);
  const mpd = discounts.multiPolicyDiscount;
  return {
    vehicleCount: vehicles.length,
    operatorCount: operators.length,
    minVehicleYear: years.min,
    maxVehicleYear: years.max,
    minAnnualMileage: miles.min,
    maxAnnualMileage: miles.max,
    operatorAges: risk.drivers.map((d) => d.age),
    accidentCount: sum((d) => d.atFaultAccidents + d.otherAccidents),
    atFaultAccidentCount: sum((d) => d.atFaultAccidents),
    yearsSinceLastAccident: latest(
      operators.flatMap((o) => o.incidents?.accidents.map((a) => a.date) ?? []),
      today,
    ),
    violationCount: sum((d) => d.violations),
    yearsSinceLastViolation: latest(
      operators.flatMap((o) => o.incidents?.violations.map((v) => v.date) ?? []),
      today,
    ),
    hasDui: risk.drivers.some((d) => d.dui),
    hasLicenseSuspension: risk.drivers.some((d) => d.suspended),
    sr22Required: risk.drivers.some((d) => d.sr22),
    activeMilitary: operators.some((o) => o.activeMilitary === 'Yes'),
    militaryAffiliation: operators.some((o) => o.militaryAffiliation === 'Yes'),
    discounts: [
      discounts.defensiveDriver && 'defensiveDriver',
      discounts.goodStudent && 'goodStudent',
      discounts.paperless && 'paperless',
      discounts.payInFull && 'payInFull',
      mpd?.home && 'multiPolicyHome',
      mpd?.renter && 'multiPolicyRenter',
    ].filter((d): d is string => typeof d === 'string'),
    coverageTier: policy.coverageTier,
    zip,
    city: policy.city ?? policy.address?.city ?? (zip ? (zips.get(zip)?.city ?? null) : null),
    state: risk.state,
  };
}

type Reason = LeadClassification['reasons'][number];
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function classifyLead(s: LeadSummary): LeadClassification {
  const reasons: Reason[] = [];
  const add = (code: string, points: number, message: string) => reasons.push({ code, points, message });
  if (s.operatorCount === 0 || s.vehicleCount === 0)
    add('incomplete', 0, 'No drivers or no vehicles yet: not enough to call the lead preferred');
  if (s.hasDui) add('dui', LEAD_POINTS.dui, 'A driver reported a DUI');
  if (s.hasLicenseSuspension)
    add('license_suspended', LEAD_POINTS.licenseSuspended, "A driver's licence was suspended");
  if (s.sr22Required) add('sr22_required', LEAD_POINTS.sr22, 'An SR-22 filing is required');
  if (s.atFaultAccidentCount)
    add(
      'at_fault_accidents',
      s.atFaultAccidentCount * LEAD_POINTS.atFaultAccident,
      plural(s.atFaultAccidentCount, 'at-fault accident'),
    );
  const other = s.accidentCount - s.atFaultAccidentCount;
  if (other) add('other_accidents', other * LEAD_POINTS.otherAccident, plural(other, 'not-at-fault accident'));
  if (s.violationCount)
    add('violations', s.violationCount * LEAD_POINTS.violation, plural(s.violationCount, 'violation'));
  const youthful = s.operatorAges.filter((a) => a < YOUTHFUL_DRIVER_AGE).length;
  if (youthful)
    add(
      'youthful_driver',
      youthful * LEAD_POINTS.youthfulDriver,
      `${plural(youthful, 'driver')} under ${YOUTHFUL_DRIVER_AGE}`,
    );
  const young = s.operatorAges.filter((a) => a >= YOUTHFUL_DRIVER_AGE && a < YOUNG_DRIVER_AGE).length;
  if (young)
    add(
      'young_driver',
      young * LEAD_POINTS.youngDriver,
      `${plural(young, 'driver')} aged ${YOUTHFUL_DRIVER_AGE}-${YOUNG_DRIVER_AGE - 1}`,
    );
  const senior = s.operatorAges.filter((a) => a >= SENIOR_DRIVER_AGE).length;
  if (senior)
    add(
      'senior_driver',
      senior * LEAD_POINTS.seniorDriver,
      `${plural(senior, 'driver')} aged ${SENIOR_DRIVER_AGE} or over`,
    );
  if ((s.maxAnnualMileage ?? 0) > HIGH_MILEAGE)
    add(
      'high_mileage',
      LEAD_POINTS.highMileage,
      `A vehicle is driven more than ${HIGH_MILEAGE.toLocaleString('en-US')} miles a year`,
    );

  const points = reasons.reduce((n, r) => n + r.points, 0);
  const knockout = reasons.some((r) => (KNOCKOUT_REASONS as readonly string[]).includes(r.code));
  const tier =
    knockout || points >= NONSTANDARD_POINTS
      ? 'nonstandard'
      : points === 0 && reasons.length === 0
        ? 'preferred'
        : 'standard';
  return { tier, points, reasons };
}

/** What is stored: the summary without the zip and city (the state stays), and the classification. */
export function storedClassification(
  partnerId: string | number,
  summary: LeadSummary,
  classification: LeadClassification,
) {
  const { zip: _zip, city: _city, ...rest } = summary;
  return { partnerId: String(partnerId), summary: rest, classification };
}
