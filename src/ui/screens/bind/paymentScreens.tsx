import { type FormEvent, useState } from 'react';
import type { CardTokenResult } from '../../../contract/vault';
import type { PaymentPlanOption } from '../../../contract/ratecall';
import { type BindNodeView, type BindSession, autoHousehold } from '../../../machines/bind/bind.selectors';
import type { NodeId } from '../../../machines/graph/catalogue';
import { ERROR_MESSAGES, ERROR_TITLES } from '../../../domain/errors';
import { comparablePrice } from '../../../domain/quotes';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { CardFrame } from '../../components/CardFrame';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { QUESTION_TITLE_ID } from '../../components/QuestionLayout';
import { cardLabel, driverName, formatCents, vehicleName } from './names';
import { EscrowReviewLines, PropertyReviewLines, paysByEscrow } from './propertyScreens';
import { QuestionsScreen } from './QuestionsScreen';
import { type BindScreenProps, type ChainSend, FormBanner, ScreenFrame, useFocusFirstError } from './ScreenFrame';

// The payment chain's own screens (RC3): the plan with its deposit and totals, the card in the vault's frame (only
// its token is the answer), and the final summary reviewed before the purchase (WCAG 3.3.4). A declined card, short
// funds or a processor error shows on every payment screen, with every answer kept and a way to another card.

const CARD_NODE: NodeId = 'vgsCollect~1';
const PLAN_NODE: NodeId = 'paymentInfoCollect~1';

export function planDescription(p: PaymentPlanOption): string {
  return p.value === 'fullPayPlan'
    ? `${formatCents(p.totalAmount)} today. Nothing more to pay this term.`
    : `${formatCents(p.depositAmount)} today, then ${p.numberOfPayments - 1} monthly payments of ${formatCents(p.installmentAmount)}. Total ${formatCents(p.totalAmount)}.`;
}

/** The payment's decline or processor error (errors.paymentError), with a way to enter another card. */
export function PaymentErrorBanner({ view, session, send }: Pick<BindScreenProps, 'view' | 'session' | 'send'>) {
  const code = session.errors.paymentError;
  if (!code) return null;
  const canRetry = view.node !== CARD_NODE && view.visited.includes(CARD_NODE);
  return (
    <Banner
      tone="error"
      title={ERROR_TITLES[code]}
      onRetry={canRetry ? () => send({ type: 'NAVIGATE', node: CARD_NODE }) : undefined}
      retryLabel="Use another card"
    >
      {ERROR_MESSAGES[code]} Your other answers are kept.
    </Banner>
  );
}

export function PaymentPlanScreen({ view, session, send, onBack }: BindScreenProps) {
  const plans = session.online?.paymentPlans ?? [];
  const stored = view.user.answers['payment.paymentPlan'];
  const fallback = session.online?.paymentQuestions.find((q) => q.id === 'payment.paymentPlan')?.defaultValue;
  const [plan, setPlan] = useState<string | undefined>(
    typeof stored === 'string' ? stored : typeof fallback === 'string' ? fallback : undefined,
  );
  const [error, setError] = useState<string | undefined>();
  const { formRef, failedSubmit } = useFocusFirstError();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const answer = plan ? { paymentPlan: plan } : {};
    if (!view.def.parse(answer).success) {
      setError('Choose a payment plan');
      failedSubmit();
    } else send({ type: 'SUBMIT', answer });
  };
  return (
    <ScreenFrame
      view={view}
      send={send}
      onBack={onBack}
      title="Pay in full or monthly?"
      formRef={formRef}
      busy={session.loading}
      onSubmit={onSubmit}
      banner={<PaymentErrorBanner view={view} session={session} send={send} />}
    >
      <ChoiceGroup
        label="Pay in full or monthly?"
        labelHidden
        aria-labelledby={QUESTION_TITLE_ID}
        name="paymentPlan"
        options={plans.map((p) => ({ value: p.value, label: p.label, description: planDescription(p) }))}
        value={plan}
        onChange={(v) => {
          setPlan(v);
          setError(undefined);
        }}
        errorMessage={error}
      />
    </ScreenFrame>
  );
}

type ShownCard = Pick<CardTokenResult, 'token' | 'brand' | 'last4'>;

export function CardScreen({ view, session, send, sendSession, onBack }: BindScreenProps) {
  // The last card saved in the frame (the chain keeps it across Back and Forward) or entered before stands until the
  // payment is refused: then another is needed.
  const stored = view.user.answers['payment.paymentToken'];
  const shown = view.user.card;
  const kept = view.remembered as { paymentToken: string; brand?: string; last4?: string } | undefined;
  const [card, setCard] = useState<ShownCard | null>(
    session.errors.paymentError
      ? null
      : kept
        ? { token: kept.paymentToken, brand: kept.brand ?? '', last4: kept.last4 ?? '' }
        : typeof stored === 'string'
          ? { token: stored, brand: shown?.brand ?? '', last4: shown?.last4 ?? '' }
          : null,
  );
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!card) {
      setError('Enter your card in the secure form above, then choose Use this card.');
      return;
    }
    // The vault's single-use token is the answer, with what it shows of the card: the number never reaches this page.
    const answer = card.last4
      ? { paymentToken: card.token, brand: card.brand, last4: card.last4 }
      : { paymentToken: card.token };
    if (view.def.parse(answer).success) {
      // A new card: the session forgets the last card's decline, so no later screen shows it.
      if (session.errors.paymentError) sendSession({ type: 'CARD_ACCEPTED' });
      send({ type: 'SUBMIT', answer });
    } else setError('The secure form gave no usable card. Please enter it again.');
  };
  return (
    <ScreenFrame
      view={view}
      send={send}
      onBack={onBack}
      title="Enter your card"
      subtitle="Type your card in the secure form and choose Use this card, then Continue. Your card details go straight to our secure card vault; we never see or store the number."
      busy={session.loading}
      onSubmit={onSubmit}
      banner={
        <>
          <PaymentErrorBanner view={view} session={session} send={send} />
          <FormBanner message={error} />
        </>
      }
    >
      <CardFrame
        // The token the vault makes pays in this rate-call session only (issue 27).
        session={session.online?.ids.externalId ?? ''}
        onToken={({ token, brand, last4 }) => {
          setCard({ token, brand, last4 });
          setError(undefined);
          send({ type: 'DRAFT', answer: last4 ? { paymentToken: token, brand, last4 } : { paymentToken: token } });
        }}
      />
      <p role="status" className="qf-bind-card">
        {card ? (card.last4 ? `Card saved: ${cardLabel(card)}.` : 'Your card is saved.') : ''}
      </p>
    </ScreenFrame>
  );
}

/** A way back from the review to the screen that asked an answer, when the shopper has seen it. */
function ChangeLink({ view, send, node, what }: { view: BindNodeView; send: ChainSend; node: NodeId; what: string }) {
  if (!view.visited.includes(node)) return null;
  return (
    <Button variant="link" onPress={() => send({ type: 'NAVIGATE', node })}>
      Change <span className="visually-hidden">{what}</span>
    </Button>
  );
}

/**
 * What the shopper is about to buy: carrier, term price, plan, today's charge, card, start date, then auto's vehicles
 * and drivers or a home or renters policy's address and coverages (A12). Paid by escrow (home), the lender is billed
 * and nothing is charged today: no plan and no card line.
 */
function PurchaseReview({ view, session, send }: { view: BindNodeView; session: BindSession; send: ChainSend }) {
  const online = session.online;
  if (!online) return null;
  const escrow = paysByEscrow(view);
  const planValue = view.user.answers['payment.paymentPlan'];
  const plan = escrow ? undefined : online.paymentPlans.find((p) => p.value === planValue);
  const start = online.answers['policy.effectiveDate'];
  const household = autoHousehold(session);
  return (
    <dl className="qf-bind-facts" aria-label="Your purchase">
      <dt>Insurance company</dt>
      <dd>{online.ids.carrier}</dd>
      <dt>Price</dt>
      <dd>
        {formatCents(plan?.totalAmount ?? comparablePrice(online.quote))} for {online.quote.termMonths} months
      </dd>
      {escrow ? <EscrowReviewLines /> : null}
      {plan ? (
        <>
          <dt>Payment plan</dt>
          <dd>
            {plan.label}: {planDescription(plan)}{' '}
            <ChangeLink view={view} send={send} node={PLAN_NODE} what="payment plan" />
          </dd>
          <dt>Charged today</dt>
          <dd>{formatCents(plan.value === 'fullPayPlan' ? plan.totalAmount : plan.depositAmount)}</dd>
        </>
      ) : null}
      {view.user.card && !escrow ? (
        <>
          <dt>Card</dt>
          <dd>
            {cardLabel(view.user.card)} <ChangeLink view={view} send={send} node={CARD_NODE} what="card" />
          </dd>
        </>
      ) : null}
      {typeof start === 'string' ? (
        <>
          <dt>Coverage starts</dt>
          <dd>{start}</dd>
        </>
      ) : null}
      {household ? (
        <>
          <dt>Vehicles</dt>
          <dd>{household.autoPolicy.vehicles.map((v) => vehicleName(household, v.id)).join(', ')}</dd>
          <dt>Drivers</dt>
          <dd>{household.autoPolicy.operators.map((o) => driverName(household, o.id)).join(', ')}</dd>
        </>
      ) : (
        <PropertyReviewLines session={session} />
      )}
    </dl>
  );
}

export function FinalSummaryScreen(props: BindScreenProps) {
  return (
    <QuestionsScreen
      {...props}
      submitLabel="Buy policy"
      banner={<PaymentErrorBanner view={props.view} session={props.session} send={props.send} />}
      intro={
        <>
          <p>
            Check everything below. You can go back to change any answer; nothing is charged until you choose Buy
            policy.
          </p>
          <PurchaseReview view={props.view} session={props.session} send={props.send} />
        </>
      }
    />
  );
}

/** recurring-payments: what the authorisation allows, from the monthly plan chosen. */
export function RecurringTerms({ view, session }: { view: BindNodeView; session: BindSession }) {
  const plan = session.online?.paymentPlans.find((p) => p.value === view.user.answers['payment.paymentPlan']);
  if (plan?.value !== 'monthlyPayPlan') return null;
  return (
    <p>
      After today’s {formatCents(plan.depositAmount)}, {plan.numberOfPayments - 1} payments of{' '}
      {formatCents(plan.installmentAmount)} are charged to your card, one each month. You can change or stop this with{' '}
      {session.online?.ids.carrier ?? 'the carrier'} at any time.
    </p>
  );
}
