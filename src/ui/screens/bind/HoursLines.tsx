import { propertyPolicyOf } from '../../../contract/propertyUser';
import { BRANDS } from '../../../domain/brands';
import { lmDrcOpensAt, lmDrcZoneOf } from '../../../domain/hours';
import { formatPhone } from '../../../domain/validation';
import type { BindSession } from '../../../machines/bind/bind.selectors';

// The hours rules' words on the post-quote screens (spec 001 section 7 "Hours", docs/decisions/0097), as the rate-call
// session's post-quote rules answered: Liberty Mutual's direct response centre line (lmDRC{zone}Time) and whether an
// agent can call now (chatAvailability).

/** The shopper's address time zone (the address validation's), auto or home and renters. */
function addressTimeZoneOf(user: BindSession['user']): string | undefined {
  if ('autoPolicy' in user) return user.autoPolicy.policy.address?.timeZone;
  return propertyPolicyOf(user).policy.address?.timeZone;
}

/**
 * On the Liberty Mutual carrier's landing: while the centre takes calls in the shopper's zone, its fixed number with
 * "call now"; otherwise when it opens, and the post-quotes number (when the lookup found one) for help meanwhile.
 */
export function LibertyCentreLine({ session }: { session: BindSession }) {
  const online = session.online;
  if (online?.ids.carrierId !== 'libertymutual') return null;
  const lmNumber = BRANDS.libertymutual.phone;
  if (online.rules.lmCentreOpen && lmNumber)
    return (
      <p data-testid="lm-centre">
        Prefer to buy by phone? Liberty Mutual’s team is taking calls now: call{' '}
        <a href={`tel:+1${lmNumber}`}>{formatPhone(lmNumber)}</a>.
      </p>
    );
  const opens = lmDrcOpensAt(lmDrcZoneOf(addressTimeZoneOf(session.user)));
  const ours = online.rules.phoneNumber;
  return (
    <p data-testid="lm-centre">
      Liberty Mutual’s phone team is closed right now; it takes calls from {opens} your time on weekdays.
      {ours ? (
        <>
          {' '}
          For help before then, call us at <a href={`tel:+1${ours}`}>{formatPhone(ours)}</a>.
        </>
      ) : null}
    </p>
  );
}

/** On the agent-ask screens: whether an agent can call now (chatAvailability) or calls back. */
export function AgentCallLine({ session }: { session: BindSession }) {
  const rules = session.online?.rules;
  if (!rules) return null;
  return (
    <p data-testid="agent-call">
      {rules.chatOpen
        ? 'Our team is online: an agent can call you now.'
        : 'Our team is offline right now: an agent will call you back.'}
    </p>
  );
}
