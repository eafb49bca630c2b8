import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { RatecallMachine } from '../../../machines/ratecall/ratecall.machine';
import { cardLabel, formatCents } from './names';
import { planDescription } from './paymentScreens';
import '../Page.css';
import './bind.css';

// purchase-success (the rate-call chart's PURCHASED state, docs/decisions/0018): the policy number, what happens
// next, and the summary of what was bought, from the session's bind summary.

export function PurchaseSuccessScreen({ ratecall }: { ratecall: ActorRefFrom<RatecallMachine> }) {
  const online = useSelector(ratecall, (s) => s.context.online);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const summary = online?.summary;
  const bound = summary?.rc3BindSummary;
  const carrier = bound?.carrier ?? summary?.carrier ?? online?.ids.carrier ?? 'Your insurer';
  const policyNumber = bound?.policyNumber ?? online?.policyId ?? null;
  const card = bound?.card ?? summary?.card;
  const plan = bound?.paymentPlan;
  return (
    <section className="qf-page" aria-labelledby="purchase-success-title">
      <h1 id="purchase-success-title" ref={heading} tabIndex={-1}>
        You’re covered: your {carrier} policy is bought
      </h1>
      {policyNumber ? (
        <p>
          Your policy number is <strong>{policyNumber}</strong>. Keep it for any call with {carrier}.
        </p>
      ) : null}
      <h2>What happens next</h2>
      <ul className="qf-bind-steps">
        <li>{carrier} emails your policy documents and insurance ID cards within the hour.</li>
        {bound ? <li>Your coverage starts on {bound.effectiveDate}.</li> : null}
        {plan?.value === 'monthlyPayPlan' ? (
          <li>
            Your card is charged {formatCents(plan.installmentAmount)} each month for the {plan.numberOfPayments - 1}{' '}
            remaining payments.
          </li>
        ) : null}
        <li>If you have another policy for these vehicles, cancel it once this one starts.</li>
      </ul>
      <h2>Your policy</h2>
      <dl className="qf-bind-facts">
        <dt>Insurance company</dt>
        <dd>{carrier}</dd>
        {bound ? (
          <>
            <dt>Coverage</dt>
            <dd>
              {bound.effectiveDate} to {bound.expirationDate} ({bound.termMonths} months)
            </dd>
          </>
        ) : null}
        {summary ? (
          <>
            <dt>Premium</dt>
            <dd>{formatCents(bound?.premium ?? summary.premium)}</dd>
          </>
        ) : null}
        {plan ? (
          <>
            <dt>Payment plan</dt>
            <dd>
              {plan.label}: {planDescription(plan)}
            </dd>
          </>
        ) : null}
        {bound || summary?.amountCharged !== undefined ? (
          <>
            <dt>Paid today</dt>
            <dd>{formatCents(bound?.amountPaid ?? summary?.amountCharged ?? 0)}</dd>
          </>
        ) : null}
        {card ? (
          <>
            <dt>Card</dt>
            <dd>{cardLabel(card)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
