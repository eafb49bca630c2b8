import type { SlackRequestDetails } from '../../src/contract/backoffice';
import { formatPhone } from '../../src/domain/validation';
import { SLACK_AGENT_CHANNEL } from './constants';
import { type TypedUser, mainPerson, mainPlace } from './users';

// The agent hand-off posted to Slack (spec 001 section 7, POST /slack/send-message): when a shopper asks for an agent
// or a rate call or bind fails, an agent gets who to call, how, and where in which carrier's flow they stopped.

interface TextObject {
  type: 'plain_text' | 'mrkdwn';
  text: string;
}
export type SlackBlock =
  | { type: 'header'; text: TextObject }
  | { type: 'section'; text?: TextObject; fields?: TextObject[] }
  | { type: 'context'; elements: TextObject[] }
  | { type: 'divider' };
export interface SlackMessage {
  channel: string;
  text: string;
  blocks: SlackBlock[];
}

const REASONS: Record<SlackRequestDetails['reason'], string> = {
  connect_to_agent: 'asked to talk to an agent',
  bind_error: 'could not bind the policy',
  payment_error: 'payment failed',
  rate_call_error: 'rate call failed',
};

/** Slack's mrkdwn control characters (https://api.slack.com/reference/surfaces/formatting#escaping). */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const field = (name: string, value: string | null | undefined): TextObject | null =>
  value ? { type: 'mrkdwn', text: `*${name}*\n${esc(value)}` } : null;
/** Slack allows 10 fields per section and 150 characters in a header. */
const MAX_FIELDS = 10;
const MAX_HEADER = 150;

function policyLine(u: TypedUser): string {
  if (u.kind === 'auto') {
    const { vehicles, operators, policy } = u.user.autoPolicy;
    const cars = vehicles.map((v) => [v.year, v.make, v.model].filter(Boolean).join(' ')).filter(Boolean);
    return `Auto, ${operators.length} driver${operators.length === 1 ? '' : 's'}, ${policy.coverageTier} tier${cars.length ? `: ${cars.join('; ')}` : ''}`;
  }
  if (u.kind === 'home') {
    const home = u.user.homePolicy.properties[0];
    return [
      u.user.homePolicy.policy.policyType,
      home?.yearBuilt && `built ${home.yearBuilt}`,
      home?.squareFootage && `${home.squareFootage} sq ft`,
    ]
      .filter(Boolean)
      .join(', ');
  }
  return `Renters, personal property ${u.user.rentersPolicy.policy.coverages.personalProperty ?? 'not chosen'}`;
}

export function slackMessage(u: TypedUser, details: SlackRequestDetails): SlackMessage {
  const person = mainPerson(u);
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || 'A shopper';
  const place = mainPlace(u);
  const carrier = details.carrier ?? details.carrierId;
  const where = carrier ? ` with ${carrier}` : '';
  const text = `Agent needed: ${name} ${REASONS[details.reason]}${where} (${u.kind})`;
  const { phoneNumber, email } = u.user.contact;
  const contactFields = [
    field('Shopper', name),
    field('Phone', phoneNumber ? formatPhone(phoneNumber) : null),
    field('Email', email),
    field('Prefers', details.preferredContactMethod),
    field('Location', place && [place.city, place.state, place.zip].filter(Boolean).join(', ')),
    field('Policy', policyLine(u)),
  ].filter((f): f is TextObject => f !== null);
  const quoteFields = [
    field('Carrier', carrier),
    field('Rate call', details.ratecall),
    field('Step', details.step),
    field('External id', details.externalId),
    field("Company's quote #", details.companysQuoteNumber),
    field(
      'Ready for purchase',
      details.additionalData?.readyForPurchase === undefined
        ? null
        : details.additionalData.readyForPurchase
          ? 'yes'
          : 'no',
    ),
  ].filter((f): f is TextObject => f !== null);
  const blocks: SlackBlock[] = [
    { type: 'header', text: { type: 'plain_text', text: text.slice(0, MAX_HEADER) } },
    { type: 'section', fields: contactFields.slice(0, MAX_FIELDS) },
  ];
  if (quoteFields.length) blocks.push({ type: 'section', fields: quoteFields.slice(0, MAX_FIELDS) });
  if (details.errorMessage)
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: `*Error*\n>${esc(details.errorMessage)}` } });
  if (!u.user.contact.consentedToContact) {
    blocks.push({
      type: 'section',
      text: { type: 'mrkdwn', text: ':warning: The shopper did not give consent to be contacted on the form.' },
    });
  }
  blocks.push({ type: 'divider' });
  blocks.push({
    type: 'context',
    elements: [{ type: 'mrkdwn', text: `Reason: ${details.reason}${u.user.userId ? ` · user ${u.user.userId}` : ''}` }],
  });
  return { channel: SLACK_AGENT_CHANNEL, text, blocks };
}
