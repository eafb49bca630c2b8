import { ACCIDENT_WINDOW_YEARS } from '../../../domain/config';

// The accident-details step's categories and its window (spec 000 sections 3 and 5), for its schema and its form.

/** spec 000 section 3: the five incident categories; every one but the at-fault accident is a violation of a type. */
export const INCIDENT_CATEGORIES = [
  { key: 'atFault', heading: 'At-fault accidents', entry: 'At-fault accident', add: 'Add an at-fault accident' },
  {
    key: 'tickets',
    heading: 'Speeding tickets',
    entry: 'Speeding ticket',
    add: 'Add a speeding ticket',
    violation: 'Speeding',
  },
  { key: 'dui', heading: 'DUI or DWI', entry: 'DUI or DWI', add: 'Add a DUI or DWI', violation: 'DWI' },
  {
    key: 'suspended',
    heading: 'License suspended or revoked',
    entry: 'License suspension',
    add: 'Add a license suspension',
    violation: 'DrivingWithLicenseSuspendedRevoked',
  },
  {
    key: 'other',
    heading: 'Other violations',
    entry: 'Other violation',
    add: 'Add another violation',
    violation: 'Other',
  },
] as const;
export type IncidentCategory = (typeof INCIDENT_CATEGORIES)[number]['key'];
/** Each category's entries, as MM/YYYY. */
export type IncidentEntries = Record<IncidentCategory, string[]>;

const monthIndex = (year: number, month: number) => year * 12 + month - 1;
/** Whether an MM/YYYY month lies in the accident window: not after this month, at most N years before it. */
export function inAccidentWindow(monthYear: string, today = new Date()): boolean {
  const [month, year] = monthYear.split('/').map(Number);
  const at = monthIndex(year, month);
  const now = monthIndex(today.getFullYear(), today.getMonth() + 1);
  return at <= now && at >= now - ACCIDENT_WINDOW_YEARS * 12;
}
/** The month `months` before today, as MM/YYYY. */
export function monthsAgo(months: number, today = new Date()): string {
  const at = monthIndex(today.getFullYear(), today.getMonth() + 1) - months;
  return `${String((at % 12) + 1).padStart(2, '0')}/${Math.floor(at / 12)}`;
}
