import { createHash } from 'node:crypto';
import type { AutoUser } from '../../src/contract/entities';
import { ACCIDENT_WINDOW_YEARS } from '../../src/domain/config';
import { titleCaseName } from '../../src/domain/names';
import { MVR_BUCKETS, MVR_VIOLATIONS, UNDISCLOSED_AGE_RANGE, UNDISCLOSED_FIRST_NAMES } from './constants';
import { addDays, formatDate } from './dates';
import type { MvrReport } from './types';

// The driving-record check of CHECK_FOR_UDO (spec 001 section 4: "SuccessWithAdditionalDrivers creates undisclosed
// drivers and starts a post-driving-record flow"). A real carrier orders an MVR and a household search; the sandbox
// derives the same kinds of finding from a hash of the garaging address and the household surname, so one household
// always gets the same report.

const primaryOf = (user: AutoUser) =>
  user.autoPolicy.operators.find((o) => o.isPrimary) ?? user.autoPolicy.operators[0];

export function mvrSeed(user: AutoUser): string {
  const p = user.autoPolicy.policy;
  const street = (p.address?.streetAddress ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  const zip = p.address?.zip ?? p.zip ?? '';
  return `${street}|${zip}|${(primaryOf(user)?.lastName ?? '').trim().toLowerCase()}`;
}

const digest = (user: AutoUser) =>
  createHash('sha256')
    .update(`mvr|${mvrSeed(user)}`)
    .digest();

/** 0-99: which finding this household gets (MVR_BUCKETS). */
export const mvrBucket = (user: AutoUser): number => digest(user).readUInt32BE(0) % 100;

export function runMvr(user: AutoUser, carrierId: string, today: Date): MvrReport {
  const h = digest(user);
  const bucket = h.readUInt32BE(0) % 100;
  const operators = user.autoPolicy.operators;
  const report: MvrReport = {
    checkedAt: today.toISOString(),
    violations: [],
    suspendedDriverId: null,
    undisclosed: [],
  };
  const surname = primaryOf(user)?.lastName;
  if (bucket < MVR_BUCKETS.undisclosedBelow && surname) {
    const count = bucket < MVR_BUCKETS.twoDriversBelow ? 2 : 1;
    const listed = new Set(operators.map((o) => (o.firstName ?? '').toLowerCase()));
    const names = UNDISCLOSED_FIRST_NAMES.filter((n) => !listed.has(n.toLowerCase()));
    for (let k = 0; k < count; k += 1) {
      const id = operators.length + k + 1;
      report.undisclosed.push({
        id,
        firstName: names[(h[4] + k * 7) % names.length],
        lastName: titleCaseName(surname),
        externalOperatorId: `OP-${createHash('sha256')
          .update(`${carrierId}|${mvrSeed(user)}|${k}`)
          .digest('hex')
          .slice(0, 10)
          .toUpperCase()}`,
        age: UNDISCLOSED_AGE_RANGE.min + (h[6 + k] % (UNDISCLOSED_AGE_RANGE.max - UNDISCLOSED_AGE_RANGE.min + 1)),
        outcome: 'pending',
      });
    }
  } else if (bucket < MVR_BUCKETS.violationBelow && operators.length > 0) {
    const windowDays = 365 * ACCIDENT_WINDOW_YEARS;
    report.violations.push({
      driverId: operators[h[8] % operators.length].id,
      type: MVR_VIOLATIONS[h[9] % MVR_VIOLATIONS.length],
      date: formatDate(addDays(today, -(60 + (h.readUInt16BE(10) % (windowDays - 90))))),
    });
  } else if (bucket < MVR_BUCKETS.suspendedBelow && operators.length > 0) {
    report.suspendedDriverId = operators[h[12] % operators.length].id;
  }
  return report;
}
