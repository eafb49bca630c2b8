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

/**
 * spec 001 section 4: after quotes for a carrier, the carrier's number when mapped, else the results number, else the
 * default; otherwise the source's number for the location, else the default source's (isFallback).
 */
export async function lookupPhoneNumber(db: Db, q: PhoneNumberQuery): Promise<PhoneNumberAnswer | undefined> {
  const source = q.trafficSource.trim().toLowerCase();
  const forCarrier = q.carrier !== undefined && q.flowLocation === 'post-quotes';
  // An unmapped carrier's shopper hears the line they had on the results, not the source's post-quotes line.
  const location: FlowLocation = forCarrier ? 'results' : q.flowLocation;
  const order: [string, FlowLocation][] = [
    ...(forCarrier && q.carrier ? [[carrierSourceKey(q.carrier), 'post-quotes'] as [string, FlowLocation]] : []),
    [source, location],
    [DEFAULT_TRAFFIC_SOURCE, location],
  ];
  const rows = await db
    .select({
      trafficSource: phoneNumberMappings.trafficSource,
      flowLocation: phoneNumberMappings.flowLocation,
      phoneNumber: phoneNumberMappings.phoneNumber,
    })
    .from(phoneNumberMappings)
    .where(
      and(
        inArray(
          phoneNumberMappings.trafficSource,
          order.map(([key]) => key),
        ),
        eq(phoneNumberMappings.policyType, q.policyType),
        inArray(phoneNumberMappings.flowLocation, [...new Set(order.map(([, at]) => at))]),
      ),
    );
  for (const [key, at] of order) {
    const row = rows.find((r) => r.trafficSource === key && r.flowLocation === at);
    if (row)
      return {
        phoneNumber: row.phoneNumber,
        isFallback: key === DEFAULT_TRAFFIC_SOURCE && source !== DEFAULT_TRAFFIC_SOURCE,
      };
  }
  return undefined;
}
