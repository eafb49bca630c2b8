import { z } from 'zod/mini';
import { birthdate as calendarDate } from '../../../contract/common';
import { ACCIDENT_WINDOW_YEARS, MAX_CHARS } from '../../../domain/config';
import { MAX_INCIDENTS_PER_CATEGORY } from '../../../domain/constants';
import type { AutoUser } from '../../../contract';
import { defineQuestion } from './question.types';
import { INCIDENT_CATEGORIES, type IncidentEntries, inAccidentWindow, monthsAgo } from './incidentCategories';
import { driverName } from './labels';

// A driver's incidents in detail and their SR-22 filing (spec 000 sections 3 and 4): accident details show only if
// the accidents pre-check is Yes, SR22 details only if sr22 is required.

const MONTH_YEAR = 'Enter the month and year as MM/YYYY';
const monthYear = z.string({ message: MONTH_YEAR }).check(
  z.maxLength(MAX_CHARS.code, MONTH_YEAR),
  z.trim(),
  z.regex(/^(0[1-9]|1[0-2])\/\d{4}$/, MONTH_YEAR),
  z.refine((d) => inAccidentWindow(d), `Enter a month in the last ${ACCIDENT_WINDOW_YEARS} years`),
);
const entries = z
  .array(monthYear)
  .check(z.maxLength(MAX_INCIDENTS_PER_CATEGORY, `Add at most ${MAX_INCIDENTS_PER_CATEGORY} of each kind`));
const none = (): IncidentEntries => ({ atFault: [], tickets: [], dui: [], suspended: [], other: [] });

export const accidentsDetails = defineQuestion({
  id: 'accidentsDetails',
  entity: 'drivers',
  segment: 'accidents-details',
  form: 'incidents',
  description: `Each accident and ticket in the last ${ACCIDENT_WINDOW_YEARS} years, up to ${MAX_INCIDENTS_PER_CATEGORY} per category with month and year; shown only if the pre-check is Yes.`,
  title: (ctx, i) =>
    i === 1
      ? 'Tell us about your accidents and tickets'
      : `Tell us about ${driverName(ctx, i)}'s accidents and tickets`,
  subtitle: () =>
    `Add each one from the last ${ACCIDENT_WINDOW_YEARS} years with its month and year, up to ${MAX_INCIDENTS_PER_CATEGORY} of each kind.`,
  schema: z.object({ atFault: entries, tickets: entries, dui: entries, suspended: entries, other: entries }).check(
    z.refine((a) => Object.values(a).some((list) => list.length > 0), {
      message: 'Add at least one accident or ticket, or go back and answer None',
    }),
  ),
  read: (u, i) => {
    const inc = u.autoPolicy.operators[i - 1]?.incidents;
    if (!inc || (inc.accidents.length === 0 && inc.violations.length === 0)) return undefined;
    const out = none();
    out.atFault = inc.accidents.filter((a) => a.atFault).map((a) => a.date);
    for (const c of INCIDENT_CATEGORIES)
      if ('violation' in c) out[c.key] = inc.violations.filter((v) => v.type === c.violation).map((v) => v.date);
    return out;
  },
  write: (u, a, i) => {
    const d = u.autoPolicy.operators[i - 1];
    d.incidents = {
      incidentsPrecheck: 'Yes',
      ...d.incidents,
      accidents: a.atFault.map((date) => ({ date, atFault: true })),
      violations: INCIDENT_CATEGORIES.flatMap((c) =>
        'violation' in c ? a[c.key].map((date) => ({ date, type: c.violation })) : [],
      ),
      hasAtFaultAccident: a.atFault.length > 0,
      hasDui: a.dui.length > 0,
      isDriversLicenseSuspended: a.suspended.length > 0,
    };
  },
  skip: ['noTickets'],
  // One at-fault accident and a ticket (within every partner's limit), and a DUI (a Safeco knockout).
  examples: [
    { ...none(), atFault: [monthsAgo(5)], tickets: [monthsAgo(14)] },
    { ...none(), dui: [monthsAgo(8)] },
  ],
});

/** MM/DD/YYYY as a number that sorts like the date. */
const dayNumber = (d: string) => {
  const [m, day, y] = d.split('/').map(Number);
  return y * 10_000 + m * 100 + day;
};
const todayNumber = () => {
  const t = new Date();
  return t.getFullYear() * 10_000 + (t.getMonth() + 1) * 100 + t.getDate();
};
const sr22 = (u: AutoUser, i: number) => u.autoPolicy.operators[i - 1]?.sr22;

export const sr22Details = defineQuestion({
  id: 'sr22Details',
  entity: 'drivers',
  segment: 'sr22-details',
  form: 'sr22Filing',
  description: 'SR-22 filing: case number, filing date and end date; shown only if sr22 is required.',
  title: (ctx, i) => (i === 1 ? 'Tell us about your SR-22' : `Tell us about ${driverName(ctx, i)}'s SR-22`),
  subtitle: () => 'You can find these on the SR-22 certificate your insurer filed with the state.',
  schema: z
    .object({
      filingCaseNumber: z
        .string({ message: 'Enter the case number' })
        .check(
          z.maxLength(MAX_CHARS.code, 'Use 20 characters or fewer'),
          z.trim(),
          z.regex(/^[A-Za-z0-9-]{1,20}$/, 'Use letters, digits and hyphens only, like SR-2024-118'),
        ),
      filingDate: calendarDate.check(
        z.refine((d) => dayNumber(d) <= todayNumber(), 'The filing date cannot be in the future'),
      ),
      filingEndDate: calendarDate,
    })
    .check(
      z.refine((a) => dayNumber(a.filingEndDate) > dayNumber(a.filingDate), {
        message: 'The end date must be after the filing date',
        path: ['filingEndDate'],
      }),
    ),
  read: (u, i) => {
    const s = sr22(u, i);
    return s?.filingCaseNumber && s.filingDate && s.filingEndDate
      ? { filingCaseNumber: s.filingCaseNumber, filingDate: s.filingDate, filingEndDate: s.filingEndDate }
      : undefined;
  },
  // The filing belongs to a required SR-22: whether it is required is the sr22 step's answer, kept as it is.
  write: (u, a, i) => {
    const d = u.autoPolicy.operators[i - 1];
    d.sr22 = { isRequired: d.sr22?.isRequired ?? false, ...a };
  },
  skip: ['noTickets', 'sr22NotRequired'],
  examples: [{ filingCaseNumber: 'SR-2024-118', filingDate: '03/15/2024', filingEndDate: '03/15/2027' }],
});
