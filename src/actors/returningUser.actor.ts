import { lineOfUser, type LineUser } from '../machines/products';
import type { CodedError } from '../domain/errors';
import { callApi, loadIntakeContract } from './http';

export interface ReturningUserQuery {
  userId: string;
  token: string;
}

// GET /user/{user_id} with the signed returning-user token; any failure, or a user whose policy no registered product
// line runs, sends the shopper to a fresh start (spec 000 section 7: "on failure go to /"; spec 001 section 8: "failure
// or no policy"). An auto user is auto's; a home or renters user the home line's (docs/decisions/0082).
export async function fetchReturningUser(input: ReturningUserQuery, signal: AbortSignal): Promise<LineUser> {
  const user = await callApi(
    'getUser',
    { params: { userId: input.userId }, token: input.token, signal },
    'user_not_found',
  );
  // The contract's user schemas load with the call (see http.ts), not with the first screen.
  const { asAutoUser, asPropertyUser } = await loadIntakeContract();
  const typed = asAutoUser(user) ?? asPropertyUser(user);
  if (!typed || !lineOfUser(typed))
    throw { code: 'user_not_found', status: 200, detail: 'no product line runs the saved policy' } satisfies CodedError;
  return typed as LineUser;
}
