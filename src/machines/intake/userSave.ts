import type { ErrorCode } from '../../domain/errors';
import type { Companion } from '../graph/flowMachine';
import type { UserSyncEvent } from './intake.actors';
import type { AnyUser } from '../../contract/users';

// The user save (spec 001 section 4): the intake's companion beside its flow (src/machines/graph `Companion`). The
// actor `userSync` (src/actors/user.actor.ts) is sent the answers each time they change, after the step's paint
// (docs/decisions/0053), and answers with the server copy or the refusal, kept in the flow context's `extra`.

/** The server copy of the answers: id and signed returning-user token, once POST /user answered. */
export interface ServerCopy {
  userId?: string;
  token?: string;
}

/** What the intake keeps of its saves. */
export interface UserSave {
  server: ServerCopy;
  /** The server refused the last save (a 4xx): the answers stay here, the server copy lags until a save passes. */
  saveError: ErrorCode | null;
}

/** What `userSync` sends back to the flow. */
export type UserSaveEvent =
  | { type: 'USER_SAVED'; userId: string; token: string }
  /** The server refused a save (not retried): the catalogue's code and the HTTP status. */
  | { type: 'USER_SAVE_FAILED'; code: ErrorCode; status?: number };

export interface UserSaveTypes {
  extra: UserSave;
  /** The server copy the answers came from (a returning user, back from quotes), so later saves update it. */
  input: { server?: ServerCopy };
  output: { server: ServerCopy };
}

/** The save of any line's answers (auto's, the home line's): the API takes any user (src/contract/users.ts). */
export const userSave: Companion<AnyUser, UserSaveTypes> = {
  actor: 'userSync',
  extra: (input) => ({ server: input?.server ?? {}, saveError: null }),
  input: (extra) => ({ server: extra.server }),
  // The server copy the machine knows goes with the answers: a restored actor's input predates it.
  changed: (user, extra): UserSyncEvent<AnyUser> => ({ type: 'SAVE', user, server: extra.server }),
  events: {
    USER_SAVED: (_, e: Extract<UserSaveEvent, { type: 'USER_SAVED' }>) => ({
      server: { userId: e.userId, token: e.token },
      saveError: null,
    }),
    USER_SAVE_FAILED: (extra, e: Extract<UserSaveEvent, { type: 'USER_SAVE_FAILED' }>) => ({
      ...extra,
      saveError: e.code,
    }),
  },
  output: (extra) => ({ server: extra.server }),
};
