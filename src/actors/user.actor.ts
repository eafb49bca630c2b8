import { fromCallback } from 'xstate';
import type { AutoUser } from '../contract';
import type { UserSyncEvent, UserSyncInput } from '../machines/intake/intake.actors';
import type { IntakeEvent } from '../machines/intake/intake.types';
import { callApi } from './http';

// The server copy of the answers: POST /user on first use, PATCH /user afterwards (spec 001 section 4, results flow).
// Saves are coalesced: while one request is in flight only the latest answers wait, so a fast shopper costs one call.
export const userSync = fromCallback<UserSyncEvent, UserSyncInput>(({ input, receive, sendBack }) => {
  let server = { ...input.server };
  let pending: AutoUser | null = null;
  let busy = false;
  let stopped = false;

  async function flush() {
    if (busy || !pending || stopped) return;
    busy = true;
    const user = pending;
    pending = null;
    try {
      const saved =
        server.userId && server.token
          ? await callApi('updateUser', { body: { ...user, userId: server.userId }, token: server.token }, 'network_offline')
          : await callApi('createUser', { body: { ...user, userId: undefined } }, 'network_offline');
      server = { userId: saved.userId, token: saved.returningToken };
      if (!stopped) sendBack({ type: 'USER_SAVED', userId: saved.userId, token: saved.returningToken } satisfies IntakeEvent);
    } catch {
      // The answers are safe in the session; the next save retries (spec 001 section 7: PATCH request failed).
      pending ??= user;
    } finally {
      busy = false;
      if (pending && !stopped) void flush();
    }
  }

  receive((event) => {
    pending = event.user;
    void flush();
  });
  return () => {
    stopped = true;
  };
});
