import fc from 'fast-check';
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { hostileString } from '../../../../tests/server/arbitraries';
import { effects } from '../rules/effects';
import { skipRules } from '../rules/skipRules';
import { initialUser } from '../initialUser';
import { autoCatalogue } from '../intake.catalogue';
import { type IncidentEntries, inAccidentWindow, monthsAgo } from './incidentCategories';
import { accidentsDetails, sr22Details } from './incidents.questions';

// spec 000 sections 3-5: five incident categories, up to 3 entries each with month and year inside the accident window
// (3 years), stored as accidents and typed violations; SR22 details only when sr22 is required.

const TODAY = new Date(2026, 10, 22); // 22 November 2026
const none: IncidentEntries = { atFault: [], tickets: [], dui: [], suspended: [], other: [] };
const answer = (a: Partial<IncidentEntries>): IncidentEntries => ({ ...none, ...a });
const apply = (step: string, a: unknown, user = initialUser(), index = 1) =>
  produce(user, (d) => autoCatalogue.step(step).apply(d, a, index));

describe('the accident window', () => {
  it('takes this month back to the same month three years ago, and nothing after this month', () => {
    expect(inAccidentWindow('11/2026', TODAY)).toBe(true);
    expect(inAccidentWindow('11/2023', TODAY)).toBe(true);
    expect(inAccidentWindow('10/2023', TODAY)).toBe(false);
    expect(inAccidentWindow('12/2026', TODAY)).toBe(false);
    expect(monthsAgo(0, TODAY)).toBe('11/2026');
    expect(monthsAgo(11, TODAY)).toBe('12/2025');
    expect(monthsAgo(36, TODAY)).toBe('11/2023');
  });
});

describe('accident details', () => {
  const parse = (a: unknown) => accidentsDetails.schema.safeParse(a);
  const messages = (a: unknown) => parse(a).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes up to 3 entries of each kind, each a month in the window', () => {
    const three = [monthsAgo(1), monthsAgo(2), monthsAgo(3)];
    expect(parse(answer({ atFault: three, tickets: three, dui: three, suspended: three, other: three })).success).toBe(
      true,
    );
    expect(messages(answer({ tickets: [...three, monthsAgo(4)] }))).toEqual([
      ['tickets', 'Add at most 3 of each kind'],
    ]);
    expect(messages(answer({ dui: ['13/2025'] }))).toEqual([['dui.0', 'Enter the month and year as MM/YYYY']]);
    expect(messages(answer({ other: [monthsAgo(37)] }))).toEqual([['other.0', 'Enter a month in the last 3 years']]);
  });

  it('wants at least one entry: the pre-check said there were some', () => {
    expect(messages(none)).toEqual([['', 'Add at least one accident or ticket, or go back and answer None']]);
  });

  it('refuses any text that is not a month and year, however long or strange', () => {
    fc.assert(
      fc.property(hostileString(), (s) => {
        fc.pre(!/^\s*(0[1-9]|1[0-2])\/\d{4}\s*$/.test(s));
        expect(parse(answer({ atFault: [s] })).success).toBe(false);
      }),
    );
  });

  it('stores at-fault accidents, typed violations and the three flags, and reads them back', () => {
    const a = answer({
      atFault: [monthsAgo(2)],
      tickets: [monthsAgo(3), monthsAgo(4)],
      dui: [monthsAgo(5)],
      suspended: [monthsAgo(6)],
      other: [monthsAgo(7)],
    });
    const precheck = apply('accidents', '3');
    const user = apply('accidentsDetails', a, precheck);
    expect(user.autoPolicy.operators[0].incidents).toEqual({
      incidentsPrecheck: 'Yes',
      ticketNumber: 3,
      accidents: [{ date: monthsAgo(2), atFault: true }],
      violations: [
        { date: monthsAgo(3), type: 'Speeding' },
        { date: monthsAgo(4), type: 'Speeding' },
        { date: monthsAgo(5), type: 'DWI' },
        { date: monthsAgo(6), type: 'DrivingWithLicenseSuspendedRevoked' },
        { date: monthsAgo(7), type: 'Other' },
      ],
      hasAtFaultAccident: true,
      hasDui: true,
      isDriversLicenseSuspended: true,
    });
    expect(accidentsDetails.read(user, 1)).toEqual(a);
    expect(accidentsDetails.read(precheck, 1)).toBeUndefined();
  });

  it('shows only if the pre-check is Yes, and the pre-check No empties the details and resets SR-22', () => {
    const withDetails = apply('accidentsDetails', answer({ dui: [monthsAgo(1)] }), apply('accidents', '1'));
    expect(skipRules.noTickets.test(withDetails, 1)).toBe(false);
    const withFiling = produce(withDetails, (u) => {
      u.autoPolicy.operators[0].sr22 = { isRequired: true, filingCaseNumber: 'A1' };
    });
    const none0 = apply('accidents', '0', withFiling);
    expect(skipRules.noTickets.test(none0, 1)).toBe(true);
    expect(none0.autoPolicy.operators[0].incidents).toEqual({
      incidentsPrecheck: 'No',
      ticketNumber: 0,
      accidents: [],
      violations: [],
    });
    expect(none0.autoPolicy.operators[0].sr22).toEqual({ isRequired: false });
    // The effect alone, as the catalogue names it.
    expect(
      produce(withFiling, (u) => {
        u.autoPolicy.operators[0].incidents!.ticketNumber = 0;
        effects.noTicketsResetsIncidents(u, 1, '0');
      }).autoPolicy.operators[0].incidents?.hasDui,
    ).toBeUndefined();
  });
});

describe('SR22 details', () => {
  const filing = { filingCaseNumber: 'SR-2024-118', filingDate: '03/15/2024', filingEndDate: '03/15/2027' };
  const messages = (a: unknown) =>
    sr22Details.schema.safeParse(a).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes a case number, a filing date not in the future and an end date after it', () => {
    expect(sr22Details.schema.safeParse(filing).success).toBe(true);
    expect(messages({ ...filing, filingEndDate: '03/14/2024' })).toEqual([
      ['filingEndDate', 'The end date must be after the filing date'],
    ]);
    expect(messages({ ...filing, filingDate: '01/01/2999', filingEndDate: '01/01/3000' })).toEqual([
      ['filingDate', 'The filing date cannot be in the future'],
    ]);
    expect(messages({ ...filing, filingCaseNumber: 'SR 2024/118' })).toEqual([
      ['filingCaseNumber', 'Use letters, digits and hyphens only, like SR-2024-118'],
    ]);
    expect(messages({ ...filing, filingDate: '02/30/2024' })).toEqual([['filingDate', 'Enter a real calendar date']]);
  });

  it('shows only if sr22 is required, and keeps whether it is when storing the filing', () => {
    const required = apply('sr22', 'Yes', apply('accidents', '2'));
    expect(skipRules.sr22NotRequired.test(required, 1)).toBe(false);
    expect(skipRules.sr22NotRequired.test(apply('sr22', 'No', required), 1)).toBe(true);
    const filed = apply('sr22Details', filing, required);
    expect(filed.autoPolicy.operators[0].sr22).toEqual({ isRequired: true, ...filing });
    expect(sr22Details.read(filed, 1)).toEqual(filing);
    // On a driver with no SR-22 answer the filing does not make one required.
    expect(apply('sr22Details', filing).autoPolicy.operators[0].sr22?.isRequired).toBe(false);
  });
});
