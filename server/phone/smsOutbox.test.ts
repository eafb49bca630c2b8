import { describe, expect, it } from 'vitest';
import { SmsOutbox } from './smsOutbox';

describe('SmsOutbox', () => {
  const at = (ms: number) => new Date(Date.UTC(2025, 0, 1) + ms);

  it('keeps the last message per number until its code expires', () => {
    let now = at(0);
    const outbox = new SmsOutbox(10, () => now);
    outbox.put({
      phoneNumber: '2125550100',
      body: 'Your QuoteFlow code is 111111',
      sentAt: at(0),
      expiresAt: at(600_000),
    });
    outbox.put({
      phoneNumber: '2125550100',
      body: 'Your QuoteFlow code is 222222',
      sentAt: at(1000),
      expiresAt: at(601_000),
    });
    expect(outbox.get('2125550100')?.body).toBe('Your QuoteFlow code is 222222');
    now = at(600_999);
    expect(outbox.get('2125550100')).toBeDefined();
    now = at(601_000);
    expect(outbox.get('2125550100')).toBeUndefined();
    expect(outbox.size).toBe(0);
  });

  it('answers nothing for a number it never saw', () => {
    expect(new SmsOutbox().get('2125550100')).toBeUndefined();
  });

  it('drops the oldest message beyond its capacity', () => {
    const outbox = new SmsOutbox(2, () => at(0));
    const put = (n: string) => outbox.put({ phoneNumber: n, body: n, sentAt: at(0), expiresAt: at(600_000) });
    put('2125550100');
    put('2125550101');
    put('2125550100'); // a resend makes it the newest again
    put('2125550102');
    expect(outbox.size).toBe(2);
    expect(outbox.get('2125550101')).toBeUndefined();
    expect(outbox.get('2125550100')).toBeDefined();
    expect(outbox.get('2125550102')).toBeDefined();
  });
});

describe('SmsOutbox ordering', () => {
  it('keeps the code that expires last when two sends finish out of order', () => {
    const outbox = new SmsOutbox(10, () => new Date(0));
    outbox.put({ phoneNumber: '2125550100', body: 'newer', sentAt: new Date(2), expiresAt: new Date(600_002) });
    outbox.put({ phoneNumber: '2125550100', body: 'older', sentAt: new Date(1), expiresAt: new Date(600_001) });
    expect(outbox.get('2125550100')?.body).toBe('newer');
  });
});
