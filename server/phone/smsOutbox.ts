import { SMS_OUTBOX_MAX_ENTRIES } from './constants';

// The sandbox's SMS gateway stand-in: the last message per number, in memory only (never in the database, never
// logged), gone when its code expires. Served by GET /sandbox/sms-outbox/:phoneNumber when the outbox is on.

export interface SmsMessage {
  phoneNumber: string;
  body: string;
  sentAt: Date;
  expiresAt: Date;
}

export class SmsOutbox {
  private readonly messages = new Map<string, SmsMessage>();

  constructor(
    private readonly maxEntries = SMS_OUTBOX_MAX_ENTRIES,
    private readonly now: () => Date = () => new Date(),
  ) {}

  put(message: SmsMessage): void {
    // Two sends racing may finish out of order: the code that expires last is the live one.
    const current = this.messages.get(message.phoneNumber);
    if (current && current.expiresAt.getTime() > message.expiresAt.getTime()) return;
    // Re-inserting moves the number to the end, so the first key is always the oldest message.
    this.messages.delete(message.phoneNumber);
    this.messages.set(message.phoneNumber, message);
    while (this.messages.size > this.maxEntries) {
      const oldest = this.messages.keys().next().value;
      if (oldest === undefined) break;
      this.messages.delete(oldest);
    }
  }

  /** The live message for a ten-digit number, or undefined (none sent, or expired). */
  get(phoneNumber: string): SmsMessage | undefined {
    const message = this.messages.get(phoneNumber);
    if (message && message.expiresAt.getTime() <= this.now().getTime()) {
      this.messages.delete(phoneNumber);
      return undefined;
    }
    return message;
  }

  get size(): number {
    return this.messages.size;
  }
}
