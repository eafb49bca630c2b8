import { fromPromise } from 'xstate';
import { type CodedError, isCodedError } from '../domain/errors';
import { NETWORK_CODES, NETWORK_STATUS } from '../domain/startErrors';
import { normalisePhone } from '../domain/startValidation';
import type { CrmHandoffInput, LeadHandoffInput, SlackHandoffInput } from '../machines/results/handoffParts';
import { isRentersUser } from '../contract/propertyUser';
import { callEndpoint, loadChunk } from './http';

// The agent hand-offs (issue 32; spec 000 and 001 section 7; docs/decisions/0095), one invoked actor per call: the CRM
// export (the route by product), the slack message to our own agents, and the lead the server posts to the lead
// service (POST /handoffs/lead: the server adds the key). Each runs in the background of the screen it belongs to, is
// sent once, and is tried once more only when the network failed (no answer); a server's answer, refusal or not, is
// final. Nothing here logs: a failure is the chart's to record (its `handoff` context), never the shopper's data.

const endpoints = loadChunk(() => import('./handoffContract').then((m) => m.handoffCallEndpoints));

const NETWORK_FAILURES: ReadonlySet<string> = new Set([
  NETWORK_CODES[NETWORK_STATUS.error],
  NETWORK_CODES[NETWORK_STATUS.timeout],
  NETWORK_CODES[NETWORK_STATUS.offline],
]);
/** The call got no answer (the network, not the server): the one case a hand-off is sent again. */
export const isNetworkFailure = (e: unknown): boolean => isCodedError(e) && NETWORK_FAILURES.has(e.code);

/** One attempt, and one more only after a network failure; never a loop. */
export async function onceMoreOnNetworkFailure<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await send();
  } catch (e) {
    if (!isNetworkFailure(e) || signal?.aborted) throw e;
    return send();
  }
}

type Contact = { email?: string | null; phoneNumber?: string | null; consentedToContact?: boolean };
const contactOf = (user: CrmHandoffInput['user']): Contact => (user as { contact?: Contact }).contact ?? {};
const hasPhone = (c: Contact) => normalisePhone(c.phoneNumber ?? '').length === 10;
/** A shopper a flow asked no way to reach (a short flow): nobody could be handed them, so no call is made. */
const unreachable = (): CodedError => ({ code: 'results_error', detail: 'no way to reach the shopper' });

/** POST /crm/user/export, /crm/user/home/export or /crm/user/renters/export, by the shopper's product. */
export async function sendCrmExport(input: CrmHandoffInput, signal?: AbortSignal): Promise<string> {
  const { user } = input;
  // The CRM takes a shopper it can reach: an email or a phone number (server/backoffice/crm.ts hasCrmContact).
  const contact = contactOf(user);
  if (!contact.email && !hasPhone(contact)) throw unreachable();
  const eps = await endpoints();
  const answer = await onceMoreOnNetworkFailure(() => {
    if ('autoPolicy' in user) return callEndpoint(eps.crmExportAuto, { body: user, signal }, 'results_error');
    if (isRentersUser(user)) return callEndpoint(eps.crmExportRenters, { body: user, signal }, 'results_error');
    return callEndpoint(eps.crmExportHome, { body: user, signal }, 'results_error');
  }, signal);
  return answer.exportId;
}

/** The keys that name or reach a person: an opted-out shopper's slack message goes without them (decision 0095). */
export const PERSONAL_KEYS: ReadonlySet<string> = new Set([
  'firstName',
  'lastName',
  'birthdate',
  'email',
  'phoneNumber',
  'streetNumber',
  'secondaryAddress',
  'plus4',
  'name',
]);
/** A street line is required where an address is given: it goes as this, not as the shopper's. */
export const WITHHELD_STREET = 'Withheld (opted out)';

/**
 * The shopper without their names, birth dates, email, phone and street lines (city, state and ZIP stay, so an agent
 * knows which office serves them): the slack message of an opted-out shopper who asked for an agent (decision 0095).
 */
export function withoutPersonalFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutPersonalFields) as T;
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (PERSONAL_KEYS.has(key)) continue;
    out[key] = key === 'streetAddress' && typeof v === 'string' ? WITHHELD_STREET : withoutPersonalFields(v);
  }
  return out as T;
}

/** POST /slack/send-message: our agents told the shopper asked for one (with no personal field when opted out). */
export async function sendSlackMessage(input: SlackHandoffInput, signal?: AbortSignal): Promise<string> {
  const eps = await endpoints();
  const user = input.optedOut ? withoutPersonalFields(input.user) : input.user;
  const body = { user, requestDetails: input.details };
  const answer = await onceMoreOnNetworkFailure(
    () => callEndpoint(eps.slackSendMessage, { body, signal }, 'results_error'),
    signal,
  );
  return answer.messageId;
}

/** POST /handoffs/lead: the lead service gets the saved user's lead (campaign 340); needs the saved user. */
export async function sendLead(input: LeadHandoffInput, signal?: AbortSignal): Promise<string> {
  const { userId, token } = input.server;
  if (!userId || !token) throw { code: 'results_error', detail: 'no saved user to hand off' } satisfies CodedError;
  // The lead service calls the shopper: it takes a phone number and the consent to be called, or nothing.
  const contact = contactOf(input.user);
  if (!hasPhone(contact) || contact.consentedToContact !== true) throw unreachable();
  const eps = await endpoints();
  const body = { userId, trigger: input.trigger };
  const answer = await onceMoreOnNetworkFailure(
    () => callEndpoint(eps.handoffLead, { body, token, signal }, 'results_error'),
    signal,
  );
  return answer.leadId;
}

export const handoffCrm = fromPromise<string, CrmHandoffInput>(({ input, signal }) => sendCrmExport(input, signal));
export const handoffSlack = fromPromise<string, SlackHandoffInput>(({ input, signal }) =>
  sendSlackMessage(input, signal),
);
export const handoffLead = fromPromise<string, LeadHandoffInput>(({ input, signal }) => sendLead(input, signal));

/** The three hand-off actors, as every chart that hands off names them. */
export const handoffActors = { handoffCrm, handoffSlack, handoffLead };
