import { fromPromise } from 'xstate';
import type { AutoUser } from '../contract';
import { callApi } from './http';

export interface ReturningUserQuery { userId: string; token: string }

// GET /user/{user_id} with the signed returning-user token; any failure sends the shopper to a fresh start
// (spec 000 section 7: "on failure go to /").
export const fetchReturningUser = fromPromise<AutoUser, ReturningUserQuery>(({ input, signal }) =>
  callApi('getUser', { params: { userId: input.userId }, token: input.token, signal }, 'user_not_found'),
);
