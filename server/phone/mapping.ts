import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FlowLocation, PhonePolicyType, PostQuotesCarrier } from '../../src/contract/phone';
import { DEFAULT_TRAFFIC_SOURCE, carrierSourceKey, phoneNumberRows } from '../data/phoneNumbers';
import type { Db } from '../db/types';
import { phoneNumberMappings } from '../db/schema';

// The phone number per traffic source, policy type and flow location (spec 000 section 7, spec 001 section 4),
// seeded from server/data/phoneNumbers.ts. An unknown source answers the default source's number as a fallback.

/** Idempotent: several servers may seed one PostgreSQL database at once; a changed number in the file wins. */
export async function seedPhoneNumbers(db: Db): Promise<void> {
  await db
    .insert(phoneNumberMappings)
    .values(phoneNumberRows())
    .onConflictDoUpdate({
      target: [phoneNumberMappings.trafficSource, phoneNumberMappings.policyType, phoneNumberMappings.flowLocation],
      set: { phoneNumber: sql`excluded.phone_number` },
    });
}

export interface PhoneNumberQuery {
  trafficSource: string;
  policyType: PhonePolicyType;
  flowLocation: FlowLocation;
  carrier?: PostQuotesCarrier;
}

export interface PhoneNumberAnswer {
  phoneNumber: string;
  isFallback: boolean;
}

/** Carrier (post-quotes, when mapped), then the source, then the default source; undefined when none is seeded. */
export async function lookupPhoneNumber(db: Db, q: PhoneNumberQuery): Promise<PhoneNumberAnswer | undefined> {
  const source = q.trafficSource.trim().toLowerCase();
  const order = [
    ...(q.carrier && q.flowLocation === 'post-quotes' ? [carrierSourceKey(q.carrier)] : []),
    source,
    DEFAULT_TRAFFIC_SOURCE,
  ];
  const rows = await db
    .select({ trafficSource: phoneNumberMappings.trafficSource, phoneNumber: phoneNumberMappings.phoneNumber })
    .from(phoneNumberMappings)
    .where(
      and(
        inArray(phoneNumberMappings.trafficSource, order),
        eq(phoneNumberMappings.policyType, q.policyType),
        eq(phoneNumberMappings.flowLocation, q.flowLocation),
      ),
    );
  for (const key of order) {
    const row = rows.find((r) => r.trafficSource === key);
    if (row)
      return {
        phoneNumber: row.phoneNumber,
        isFallback: key === DEFAULT_TRAFFIC_SOURCE && source !== DEFAULT_TRAFFIC_SOURCE,
      };
  }
  return undefined;
}
