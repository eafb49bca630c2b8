import { propertyState } from '../../carriers/property/risk';
import { policyState } from '../../carriers/risk';
import type { ServerContext } from '../../context';
import { SESSION_STATUS } from '../constants';
import type { SessionData, SessionRow, Shopper, StepOutcome } from '../types';

// Small constructors for step outcomes, so each handler reads as the rule it applies.

type Response = StepOutcome['response'];

export const succeed = (
  data: SessionData,
  message: string,
  response: Response = {},
  extra: Partial<StepOutcome> = {},
): StepOutcome => ({
  success: true,
  status: 'Success',
  message,
  advance: true,
  data,
  response,
  ...extra,
});

/** A carrier outcome the shopper can correct or retry: the session stays at its step. */
export const failWith = (
  data: SessionData,
  message: string,
  response: Response = {},
  extra: Partial<StepOutcome> = {},
): StepOutcome => ({
  success: false,
  status: 'Error',
  message,
  advance: false,
  data,
  response,
  ...extra,
});

/** A carrier outcome that ends the session: hard stop, rejection, vehicle symbol, hand-off to an agent. */
export function stopWith(
  data: SessionData,
  kind: NonNullable<SessionData['stop']>['kind'],
  message: string,
  response: Response = {},
): StepOutcome {
  const status = kind === 'rejected' ? SESSION_STATUS.rejected : SESSION_STATUS.hardStop;
  return failWith({ ...data, stop: { kind, message } }, message, response, { sessionStatus: status });
}

/** The state the policy is written in: the address, else the ZIP code's state. */
export function stateOf(shopper: Shopper, ctx: ServerContext): string | null {
  return shopper.policyType === 'auto'
    ? policyState(shopper.user.autoPolicy.policy, ctx.zips)
    : propertyState(shopper.user, ctx.zips);
}

export const withData = (session: SessionRow, data: SessionData): SessionRow => ({ ...session, data });
