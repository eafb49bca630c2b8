import { describe, expect, it } from 'vitest';
import type { AutoUser } from '../../src/contract/entities';
import type { LeadSummary } from '../../src/contract/backoffice';
import { buildZipIndex } from '../data/zips';
import { classifyLead, incidentDate, leadSummary, storedClassification, yearsSince } from './classification';

const TODAY = new Date(Date.UTC(2025, 5, 15));
const zips = buildZipIndex();

function user(edit: (u: AutoUser) => void = () => {}): AutoUser {
  const u: AutoUser = {
    contact: { email: 'pat@example.com', consentedToContact: true, consentToSms: true },
    tracking: {},
    autoPolicy: {
      discounts: { paperless: true, payInFull: false, defensiveDriver: true },
      vehicles: [
        { id: 1, year: '2018', annualMileage: 9000 },
        { id: 2, year: '2022', annualMileage: 15000 },
      ],
      operators: [
        {
          id: 1,
          isPrimary: true,
          firstName: 'Pat',
          birthdate: '03/02/1980',
          activeMilitary: 'No',
          militaryAffiliation: 'Yes',
        },
        { id: 2, isPrimary: false, birthdate: '07/30/1982' },
      ],
      policy: { zip: '78701', coverageTier: 'HIGH' },
    },
  };
  edit(u);
  return u;
}

const summary = (over: Partial<LeadSummary> = {}): LeadSummary => ({
  vehicleCount: 1,
  operatorCount: 1,
  minVehicleYear: 2020,
  maxVehicleYear: 2020,
  minAnnualMileage: 12000,
  maxAnnualMileage: 12000,
  operatorAges: [40],
  accidentCount: 0,
  atFaultAccidentCount: 0,
  yearsSinceLastAccident: null,
  violationCount: 0,
  yearsSinceLastViolation: null,
  hasDui: false,
  hasLicenseSuspension: false,
  sr22Required: false,
  activeMilitary: false,
  militaryAffiliation: false,
  discounts: [],
  coverageTier: 'MID',
  zip: '78701',
  city: 'Austin',
  state: 'TX',
  ...over,
});

describe('lead summary (spec 001 section 3)', () => {
  it('counts, ranges, ages, flags, discounts and place from the user', async () => {
    const s = await leadSummary(user(), zips, TODAY);
    expect(s).toMatchObject({
      vehicleCount: 2,
      operatorCount: 2,
      minVehicleYear: 2018,
      maxVehicleYear: 2022,
      minAnnualMileage: 9000,
      maxAnnualMileage: 15000,
      operatorAges: [45, 42],
      accidentCount: 0,
      violationCount: 0,
      yearsSinceLastAccident: null,
      hasDui: false,
      activeMilitary: false,
      militaryAffiliation: true,
      discounts: ['defensiveDriver', 'paperless'],
      coverageTier: 'HIGH',
      zip: '78701',
      city: 'Austin',
      state: 'TX',
    });
  });

  it('counts incidents and the years since the latest, rounded down to 0.1 and at least 0.1 (spec 001 section 9)', async () => {
    const s = await leadSummary(
      user((u) => {
        u.autoPolicy.operators[0].incidents = {
          incidentsPrecheck: 'Yes',
          ticketNumber: 3,
          accidents: [
            { date: '01/2023', atFault: true },
            { date: '12/2024', atFault: false },
          ],
          violations: [{ date: '06/2025', type: 'Speeding' }],
          hasDui: true,
        };
        u.autoPolicy.operators[1].sr22 = { isRequired: true };
        u.autoPolicy.operators[1].incidents = {
          incidentsPrecheck: 'Yes',
          ticketNumber: 1,
          accidents: [],
          violations: [],
          isDriversLicenseSuspended: true,
        };
      }),
      zips,
      TODAY,
    );
    expect(s).toMatchObject({
      accidentCount: 2,
      atFaultAccidentCount: 1,
      yearsSinceLastAccident: 0.5,
      violationCount: 2,
      yearsSinceLastViolation: 0.1,
      hasDui: true,
      hasLicenseSuspension: true,
      sr22Required: true,
    });
  });

  it('reads incident dates in the forms the intake writes', () => {
    expect(incidentDate('01/2024')?.toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(incidentDate('02/29/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(incidentDate('2024-03')?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(incidentDate('13/2024')).toBeNull();
    expect(incidentDate('02/30/2024')).toBeNull();
    expect(incidentDate('last spring')).toBeNull();
    expect(yearsSince(new Date(Date.UTC(2025, 5, 20)), TODAY)).toBe(0.1);
    expect(yearsSince(new Date(Date.UTC(2022, 5, 15)), TODAY)).toBe(3);
  });
});

describe('lead classification', () => {
  it('calls a clean household preferred, with no reasons', () => {
    expect(classifyLead(summary())).toEqual({ tier: 'preferred', points: 0, reasons: [] });
  });

  it('calls a lead with a knockout fact nonstandard whatever the points', () => {
    const c = classifyLead(summary({ sr22Required: true }));
    expect(c.tier).toBe('nonstandard');
    expect(c.reasons.map((r) => r.code)).toEqual(['sr22_required']);
    expect(classifyLead(summary({ hasDui: true })).tier).toBe('nonstandard');
    expect(classifyLead(summary({ hasLicenseSuspension: true })).tier).toBe('nonstandard');
  });

  it('adds points for incidents, ages and mileage: standard below 6, nonstandard from 6', () => {
    const standard = classifyLead(summary({ accidentCount: 1, atFaultAccidentCount: 1, operatorAges: [40, 23] }));
    expect(standard).toMatchObject({ tier: 'standard', points: 4 });
    expect(standard.reasons.map((r) => r.code)).toEqual(['at_fault_accidents', 'young_driver']);
    const nonstandard = classifyLead(summary({ violationCount: 2, operatorAges: [19], maxAnnualMileage: 25000 }));
    expect(nonstandard).toMatchObject({ tier: 'nonstandard', points: 8 });
    expect(nonstandard.reasons.map((r) => r.message)).toEqual([
      '2 violations',
      '1 driver under 21',
      'A vehicle is driven more than 20,000 miles a year',
    ]);
  });

  it('never calls an empty household preferred', () => {
    expect(classifyLead(summary({ vehicleCount: 0, operatorCount: 0, operatorAges: [] })).tier).toBe('standard');
  });

  it('stores the summary without zip and city', () => {
    const stored = storedClassification(1, summary(), classifyLead(summary()));
    expect(stored.partnerId).toBe('1');
    expect(stored.summary).not.toHaveProperty('zip');
    expect(stored.summary).not.toHaveProperty('city');
    expect(stored.summary.state).toBe('TX');
  });
});
