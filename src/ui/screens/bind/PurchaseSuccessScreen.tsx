import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { config } from '../../../config';
import { CARRIER_SERVICE_PHONE } from '../../../domain/config';
import { formatPhone, normalisePhone } from '../../../domain/startValidation';
import type { RatecallMachine } from '../../../machines/ratecall/ratecall.machine';
import { type PurchaseView, selectPurchase } from '../../../machines/ratecall/ratecall.selectors';
import type { BindPolicyType } from '../../../machines/bind/bind.types';
import { Button } from '../../components/Button';
import { cardLabel, formatCents } from './names';
import { planDescription } from './paymentScreens';
import '../Page.css';
import './bind.css';

// purchase-success (the rate-call chart's PURCHASED state, docs/decisions/0018, 0075): what was bought (policy number,
// carrier, price, dates; a home or renters policy's insured address), the policy documents the sandbox writes for its
// policy type (auto's ID card and declarations page, a home or renters policy's declarations page and evidence of
// insurance), each a printable page in a new tab asked for with the session's proof in a form's body, what happens
// next, how to reach the carrier, and the way back to the quotes.

const samePurchase = (a: PurchaseView, b: PurchaseView) => JSON.stringify(a) === JSON.stringify(b);

type PolicyDocument = { id: 'id-card' | 'declarations' | 'evidence-of-insurance'; label: string };
const ID_CARD: PolicyDocument = { id: 'id-card', label: 'Your insurance ID card' };
const DECLARATIONS: PolicyDocument = { id: 'declarations', label: 'Your declarations page' };
const EVIDENCE: PolicyDocument = { id: 'evidence-of-insurance', label: 'Your evidence of insurance' };

/** The documents the sandbox writes for each policy type (server/ratecall/documents.ts POLICY_DOCUMENTS). */
export const DOCUMENTS: Record<BindPolicyType, readonly PolicyDocument[]> = {
  auto: [ID_CARD, DECLARATIONS],
  home: [DECLARATIONS, EVIDENCE],
  renters: [DECLARATIONS, EVIDENCE],
};

/** What to do with the documents, by policy type. */
const DOCUMENTS_NOTE: Record<BindPolicyType, string> = {
  auto: 'Open each to print it or save it as a PDF. Keep the ID card in your vehicle.',
  home: 'Open each to print it or save it as a PDF. Your mortgage lender may ask for the evidence of insurance.',
  renters: 'Open each to print it or save it as a PDF. Your landlord may ask for the evidence of insurance.',
};

/** The last step of what happens next: the policy this one replaces. */
const REPLACES: Record<BindPolicyType, string> = {
  auto: 'If you have another policy for these vehicles, cancel it once this one starts.',
  home: 'If you have another policy for this home, cancel it once this one starts.',
  renters: 'If you have another renters policy, cancel it once this one starts.',
};

/** One document: a form posting the proof to the sandbox, its page opening in a new tab to read, print or save. */
function DocumentForm({ documents, doc }: { documents: NonNullable<PurchaseView['documents']>; doc: PolicyDocument }) {
  const action = `${config.apiBase}/ratecall/${encodeURIComponent(documents.externalId)}/documents/${doc.id}`;
  return (
    <form method="post" action={action} target="_blank" className="qf-success__document" rel="noopener">
      <input type="hidden" name={documents.proof.name} value={documents.proof.value} />
      <Button type="submit" variant="secondary">
        {doc.label} <span className="visually-hidden">(opens in a new tab)</span>
      </Button>
    </form>
  );
}

export function PurchaseSuccessScreen({
  ratecall,
  onBack,
}: {
  ratecall: ActorRefFrom<RatecallMachine>;
  /** Back to the quotes (the rate-call chart's BACK_TO_QUOTES). */
  onBack?: () => void;
}) {
  const view = useSelector(ratecall, selectPurchase, samePurchase);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { carrier, bound, policyNumber, documents, policyType, address, escrow } = view;
  // Escrow bills the lender once a year: no plan was chosen and no card was charged.
  const plan = escrow ? undefined : bound?.paymentPlan;
  const phone = formatPhone(CARRIER_SERVICE_PHONE);
  return (
    <section className="qf-page qf-success" aria-labelledby="purchase-success-title">
      <h1 id="purchase-success-title" ref={heading} tabIndex={-1}>
        {bound
          ? `You’re covered: your ${carrier} policy is active from ${bound.effectiveDate}`
          : `You’re covered: your ${carrier} policy is bought`}
      </h1>
      <section className="qf-success__part" aria-labelledby="success-policy">
        <h2 id="success-policy">Your policy</h2>
        <dl className="qf-bind-facts">
          {policyNumber ? (
            <>
              <dt>Policy number</dt>
              <dd>
                <strong>{policyNumber}</strong>
              </dd>
            </>
          ) : null}
          <dt>Insurance company</dt>
          <dd>{carrier}</dd>
          {address ? (
            <>
              <dt>{policyType === 'renters' ? 'Rented home' : 'Insured home'}</dt>
              <dd>{address}</dd>
            </>
          ) : null}
          {view.premium !== null ? (
            <>
              <dt>Price</dt>
              <dd>
                {formatCents(view.premium)}
                {bound ? ` for ${bound.termMonths} months` : ''}
              </dd>
            </>
          ) : null}
          {bound ? (
            <>
              <dt>Coverage</dt>
              <dd>
                {bound.effectiveDate} to {bound.expirationDate}
              </dd>
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
          {escrow ? (
            <>
              <dt>Payment</dt>
              <dd>Billed to your mortgage lender</dd>
            </>
          ) : null}
          {view.amountPaid !== null ? (
            <>
              <dt>Paid today</dt>
              <dd>{formatCents(view.amountPaid)}</dd>
            </>
          ) : null}
          {view.card && !escrow ? (
            <>
              <dt>Card</dt>
              <dd>{cardLabel(view.card)}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {documents ? (
        <section className="qf-success__part" aria-labelledby="success-documents">
          <h2 id="success-documents">Your documents</h2>
          <p>{DOCUMENTS_NOTE[policyType]}</p>
          <div className="qf-page__actions">
            {DOCUMENTS[policyType].map((doc) => (
              <DocumentForm key={doc.id} documents={documents} doc={doc} />
            ))}
          </div>
        </section>
      ) : null}
      <section className="qf-success__part" aria-labelledby="success-next">
        <h2 id="success-next">What happens next</h2>
        <ul className="qf-bind-steps">
          {bound ? <li>Your coverage starts on {bound.effectiveDate}. You don’t need to do anything else.</li> : null}
          <li>{carrier} also emails your policy documents within the hour.</li>
          {plan?.value === 'monthlyPayPlan' ? (
            <li>
              Your card is charged {formatCents(plan.installmentAmount)} each month for the {plan.numberOfPayments - 1}{' '}
              remaining payments.
            </li>
          ) : null}
          {escrow ? <li>{carrier} bills your mortgage lender for the yearly premium.</li> : null}
          <li>{REPLACES[policyType]}</li>
        </ul>
        <p>
          Questions, changes or a claim: call {carrier} on{' '}
          <a href={`tel:+1${normalisePhone(CARRIER_SERVICE_PHONE)}`}>{phone}</a>
          {policyNumber ? ' with your policy number' : ''}.
        </p>
      </section>
      {onBack ? (
        <div className="qf-page__actions">
          <Button variant="secondary" onPress={onBack}>
            Back to your quotes
          </Button>
        </div>
      ) : null}
    </section>
  );
}
