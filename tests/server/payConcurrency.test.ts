import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTokens, ratecallSessions } from '../../server/db/schema';
import { type Server, databases, startServer } from './harness';
import { type RatecallSession, atPayment, cardToken } from './ratecallFixtures';

// Payments sent at once on one rate-call session (issue 27, defect 2). The card token is spent in the same transaction
// as the session's save: a payment that loses the session's version check spends nothing, answers 409, and sent again
// gets the answer its card deserves. Before, each payment redeemed its token before the check, so on PostgreSQL every
// racing payment spent its card while the session recorded only one, and a loser sent again got token_invalid.

const CONCURRENT_PAYMENTS = 6;

describe.each(databases)('concurrent payments on one session on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
  });
  afterAll(() => server.close());

  /** A session at GET_RC3_QUESTIONS, its COLLECT_PAYMENT with a token, and tokens made for it. */
  const atPaymentWithTokens = async (carrierId: string) => {
    const { s, pay } = await atPayment(server, carrierId);
    const tokens = (outcome: 'approve' | 'decline') =>
      Promise.all(Array.from({ length: CONCURRENT_PAYMENTS }, () => cardToken(server, outcome, s)));
    return { s, pay, tokens };
  };

  const usedTokens = async (tokens: string[]) => {
    const rows = await server.app.sandboxDb
      .select({ token: cardTokens.token, usedAt: cardTokens.usedAt })
      .from(cardTokens)
      .where(inArray(cardTokens.token, tokens));
    expect(rows).toHaveLength(tokens.length);
    return rows.filter((r) => r.usedAt !== null).map((r) => r.token);
  };
  const storedData = async (s: RatecallSession) => {
    const [row] = await server.app.sandboxDb
      .select({ data: ratecallSessions.data })
      .from(ratecallSessions)
      .where(eq(ratecallSessions.externalId, s.externalId!));
    return row.data as { payment?: { token?: string }; paymentAttempts: { outcome: string }[] };
  };

  it(`${CONCURRENT_PAYMENTS} payments at once with distinct cards: one token spent, the one the session records`, async () => {
    const { s, pay, tokens } = await atPaymentWithTokens('libertymutual');
    const cards = await tokens('approve');
    const answers = await Promise.all(cards.map((token) => pay(token)));

    const paid = answers.filter((a) => a.status === 200);
    expect(paid, answers.map((a) => `${a.status} ${a.text.slice(0, 120)}`).join('\n')).toHaveLength(1);
    expect(paid[0].body.success).toBe(true);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      // Lost the version check (session_conflict), or arrived once the winner had saved (step_out_of_order).
      expect(lost.status).toBe(409);
      expect(['session_conflict', 'step_out_of_order']).toContain(lost.body.code);
    }

    const spent = await usedTokens(cards);
    expect(spent).toHaveLength(1);
    const data = await storedData(s);
    expect(data.payment?.token).toBe(spent[0]);
    expect(data.paymentAttempts.map((a) => a.outcome)).toEqual(['approve']);
    // The cards that lost are not spent: a payment provider never charged them.
    expect(cards.filter((t) => t !== spent[0])).toHaveLength(CONCURRENT_PAYMENTS - 1);

    // Sent again once paid, a loser is told the payment is collected, not that its card is unusable.
    const again = await pay(cards.find((t) => t !== spent[0])!);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('step_out_of_order');
    expect(await usedTokens(cards)).toEqual(spent);
  });

  it('payments that lost the race spend nothing and, sent again, get their card judged: never token_invalid', async () => {
    const { s, pay, tokens } = await atPaymentWithTokens('safeco');
    const cards = await tokens('decline');
    const answers = await Promise.all(cards.map((token) => pay(token)));
    // A decline leaves the session at payment, so payments run one after another all get an answer (PGlite runs them
    // so); those that raced one and lost its version check are 409s.
    const judged = cards.filter((_, i) => answers[i].status === 200);
    const losers = cards.filter((_, i) => answers[i].status !== 200);
    expect(judged.length).toBeGreaterThanOrEqual(1);
    for (const [i, a] of answers.entries()) {
      if (a.status === 200) expect(a.body.data.paymentError.code, cards[i]).toBe('card_declined');
      else expect(a.body).toMatchObject({ statusCode: 409, code: 'session_conflict' });
    }
    // Exactly the judged cards are spent, each recorded once.
    expect((await usedTokens(cards)).sort()).toEqual([...judged].sort());
    expect((await storedData(s)).paymentAttempts).toHaveLength(judged.length);

    for (const token of losers) {
      const again = await pay(token);
      expect(again.status, again.text.slice(0, 200)).toBe(200);
      expect(again.body.data.paymentError.code).toBe('card_declined');
    }
    expect(await usedTokens(cards)).toHaveLength(CONCURRENT_PAYMENTS);
    expect((await storedData(s)).paymentAttempts.map((a) => a.outcome)).toEqual(
      Array(CONCURRENT_PAYMENTS).fill('decline'),
    );
  });
});
