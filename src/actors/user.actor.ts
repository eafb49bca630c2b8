import { fromCallback, type AnyEventObject } from 'xstate';
import type { AnyUser } from '../contract/users';
import type { PropertyUser } from '../contract/property';
import type { UserSyncEvent, UserSyncInput } from '../machines/intake/intake.actors';
import type { UserSaveEvent } from '../machines/intake/userSave';
import type { ResultsEvent } from '../machines/results/results.types';
import { afterNextPaint } from '../app/afterPaint';
import { optOutHeaders } from '../app/privacyChoice';
import { callApi } from './http';
import { createUserSaveQueue, type ServerCopy, type UserSaveDeps } from './userSaveQueue';

// The server copy of the answers: POST /user on first use, PATCH /user afterwards (spec 001 section 4, results flow).

const SAVE_FAILED = 'user_save_failed';

async function sendUser(server: ServerCopy, user: AnyUser) {
  // spec 001 section 7: "PATCH request failed" if not ok; the catalogue's code for any answer that is not a success.
  const saved =
    server.userId && server.token
      ? await callApi(
          'updateUser',
          { body: { ...user, userId: server.userId }, token: server.token, headers: optOutHeaders() },
          SAVE_FAILED,
        )
      : await callApi('createUser', { body: { ...user, userId: undefined }, headers: optOutHeaders() }, SAVE_FAILED);
  return { userId: saved.userId, token: saved.returningToken };
}

/** The browser's timers, `navigator.onLine` and `online` event, Math.random and the API. */
export const browserSaveDeps: UserSaveDeps<AnyUser> = {
  schedule: (run, ms) => void globalThis.setTimeout(run, ms),
  online: {
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    whenOnline: (run) => {
      if (typeof window !== 'undefined') window.addEventListener('online', run, { once: true });
    },
  },
  random: Math.random,
  send: sendUser,
  // The answer's save is not what the shopper waits for: its request leaves after the next question is painted
  // (last write wins, so a save queued meanwhile replaces it; docs/decisions/0020's pattern).
  whenPainted: (run) => afterNextPaint(run),
};

/**
 * The userSync actor over one save queue. The queue outlives each invoked actor: the last answer's save still lands
 * after the flow completes, and the saves of a flow reopened to edit answers never race older ones.
 */
export function createUserSync(deps: Partial<UserSaveDeps<AnyUser>> = {}) {
  return fromCallback<UserSyncEvent, UserSyncInput>(createUserSyncCallback(deps));
}

/** The userSync actor's callback over its own save queue. */
export function createUserSyncCallback(deps: Partial<UserSaveDeps<AnyUser>> = {}) {
  const queue = createUserSaveQueue({ ...browserSaveDeps, ...deps });
  return ({
    input,
    receive,
    sendBack,
  }: {
    input: UserSyncInput;
    receive: (listener: (event: UserSyncEvent<AnyUser>) => void) => void;
    sendBack: (event: AnyEventObject) => void;
  }) => {
    queue.adopt(input.server);
    receive((event) => {
      queue.adopt(event.server);
      queue.save(event.user);
    });
    return queue.subscribe((outcome) => {
      if (outcome.type === 'saved')
        sendBack({ type: 'USER_SAVED', userId: outcome.userId, token: outcome.token } satisfies UserSaveEvent);
      else if (outcome.type === 'refused')
        sendBack({ type: 'USER_SAVE_FAILED', code: outcome.code, status: outcome.status } satisfies UserSaveEvent);
      // The intake saves in the background and ignores this; the results page waits on the save (spec 001 section 4).
      else sendBack({ type: 'USER_SAVE_RETRYING', code: outcome.code, status: outcome.status } satisfies ResultsEvent);
    });
  };
}

/** One queue per page: the intake's and the results' saves (both chunks import it) go through it. */
const pageSaves = createUserSyncCallback();
export const userSync = fromCallback<UserSyncEvent, UserSyncInput>(pageSaves);
/** The same queue, for the home line's answers (its intake's user save). */
export const propertyUserSync = fromCallback<UserSyncEvent<PropertyUser>, UserSyncInput>(pageSaves);
