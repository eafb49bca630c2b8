import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import { outboundMessages } from '../db/schema';

// One row in outbound_messages per back-office message (CRM export, slack, lead, lead classification).

export interface Outbound {
  channel: string;
  policyType?: string | null;
  userId?: string | null;
  status?: string;
  payload: unknown;
}

export async function recordOutbound(db: Pick<Db, 'insert'>, message: Outbound): Promise<string> {
  const id = randomUUID();
  await db.insert(outboundMessages).values({
    id,
    channel: message.channel,
    policyType: message.policyType ?? null,
    userId: message.userId ?? null,
    status: message.status ?? 'accepted',
    payload: message.payload,
  });
  return id;
}
