import { type FormEvent, useState } from 'react';
import type { HouseholdMemberStatus, LicenseReason } from '../../../contract/ratecall';
import type { NodeId } from '../../../machines/graph/catalogue';
import type { BindNodeView, BindSession } from '../../../machines/bind/bind.selectors';
import type { BindPolicyType } from '../../../machines/bind/bind.types';
import { bindStepOf } from '../../../machines/bind/steps';
import { AUTO_COVERAGE_KEYS, coverageChoices, isAutoCoverageKey, stateMinimumOf } from '../../../domain/coverageLimits';
import { isUsState } from '../../../domain/coverageSelection';
import { comparablePrice } from '../../../domain/quotes';
import { formatPhone } from '../../../domain/validation';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { QUESTION_TITLE_ID } from '../../components/QuestionLayout';
import { SelectField } from '../../components/SelectField';
import { coverageName, limitLabel } from './coverageCopy';
import { driverName, formatCents, vehicleName } from './names';
import { ConfirmField } from './QuestionFields';
import { AgentCallLine, LibertyCentreLine } from './HoursLines';
import { type LandingStep, landingSteps } from '../../../machines/bind/landing';
import { type BindScreenProps, type ChainSend, FormBanner, ScreenFrame, useFocusFirstError } from './ScreenFrame';

// The app's own post-quote screens (steps.ts source client and udo): the landing, the summaries' lists, the
// undisclosed-driver questions and their error page, the updated price, the editable coverages and what comes next.

export const carrierOf = (session: BindSession) => session.online?.ids.carrier ?? 'The carrier';

/** A screen whose answer is built here: parsed by its step, the parse's messages shown on the field or above it. */
export function useStepForm<V>(
  view: BindNodeView,
  send: ChainSend,
  initial: V,
  toAnswer: (v: V) => unknown,
  /** The screen's own checks before the step's parse (field name to message), e.g. the carrier's amounts. */
  ownCheck?: (v: V) => Record<string, string>,
) {
  const [value, setValue] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const { formRef, failedSubmit } = useFocusFirstError();
  const check = (v: V) => {
    const result = view.def.parse(toAnswer(v)) as {
      success: boolean;
      error?: { issues?: { path: PropertyKey[]; message: string }[] };
    };
    const map: Record<string, string> = { ...ownCheck?.(v) };
    if (!result.success)
      for (const i of result.error?.issues ?? [{ path: [], message: 'Check your answer' }])
        map[i.path.map(String).join('.')] ??= i.message;
    return map;
  };
  return {
    value,
    errors,
    formRef,
    set(next: V) {
      setValue(next);
      if (tried) setErrors(check(next));
    },
    onSubmit(e: FormEvent<HTMLFormElement>) {
      e.preventDefault();
      setTried(true);
      const found = check(value);
      setErrors(found);
      if (Object.keys(found).length) failedSubmit();
      else send({ type: 'SUBMIT', answer: toAnswer(value) });
    },
  };
}

// ---- The landing ------------------------------------------------------------------------------------------------

/** What each step of the purchase is, for the landing's list, by the policy bought. */
const LANDING_STEPS: Record<LandingStep, (carrier: string, policyType: BindPolicyType) => string> = {
  household: (_, policyType) =>
    policyType === 'auto'
      ? 'Confirm your vehicles and drivers, with each VIN and driver’s license number.'
      : policyType === 'home'
        ? 'Confirm your home’s details, its security and who lives there.'
        : 'Confirm the address you rent, your landlord if they need to be listed, and who lives with you.',
  drivingRecord: (carrier) => `${carrier} checks the driving records and confirms your price.`,
  coverages: () => 'Review your coverages and change them if you like.',
  payment: (_, policyType) =>
    policyType === 'home'
      ? 'Pay by card, or through your mortgage lender’s escrow account, then review everything before you buy.'
      : 'Choose how to pay, then review everything before you buy.',
  agent: (carrier) => `A licensed ${carrier} agent contacts you to finish your purchase.`,
};

/** The policy bought, in the landing's title: "Lemonade renters policy". */
const POLICY_WORDS: Record<BindPolicyType, string> = { auto: 'policy', home: 'home policy', renters: 'renters policy' };

export function LandingScreen({ view, session, send, onBack }: BindScreenProps) {
  const carrier = carrierOf(session);
  const { policyType } = session;
  const quote = session.online?.quote;
  // A home or renters landing says the price the purchase starts from (auto's landing keeps its copy).
  const price =
    policyType !== 'auto' && quote
      ? ` Your price: ${formatCents(comparablePrice(quote))} for ${quote.termMonths} months.`
      : '';
  return (
    <ScreenFrame
      view={view}
      send={send}
      onBack={onBack}
      title={`Buy your ${carrier} ${POLICY_WORDS[policyType]} online`}
      subtitle={`It takes about ${policyType === 'auto' ? 10 : 5} minutes. Your answers are kept if you step away.${price}`}
      busy={session.loading}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SUBMIT', answer: {} });
      }}
    >
      <ol className="qf-bind-steps">
        {session.online
          ? landingSteps(session.online.chains, view.user).map((step) => (
              <li key={step}>{LANDING_STEPS[step](carrier, policyType)}</li>
            ))
          : null}
      </ol>
      <LibertyCentreLine session={session} />
    </ScreenFrame>
  );
}

// ---- Summaries: the household, each item with an Edit back to its screens ---------------------------------------

/** The first visited node of a loop item whose screen asks about `entity` (and, if named, that field). */
function editNodeOf(view: BindNodeView, entity: 'vehicle' | 'driver', index: number, field?: string): NodeId | null {
  for (const node of view.visited) {
    const [step, i] = node.split('~');
    if (Number(i) !== index) continue;
    const def = bindStepOf(step);
    if (def.entity === entity && (!field || (def.fields && field in def.fields))) return node;
  }
  return null;
}

export function SummaryItem({
  label,
  details,
  edit,
  send,
}: {
  label: string;
  details?: string;
  edit: NodeId | null;
  send: ChainSend;
}) {
  return (
    <li className="qf-review__item">
      <span>
        <span className="qf-review__label">{label}</span>
        {details ? <span className="qf-review__details">{details}</span> : null}
      </span>
      {edit ? (
        <Button variant="link" onPress={() => send({ type: 'NAVIGATE', node: edit })}>
          Edit <span className="visually-hidden">{label}</span>
        </Button>
      ) : null}
    </li>
  );
}

/** A vehicle's main driver as the chain's answers stand (the first driver until one is chosen). */
const mainDriverOf = (view: BindNodeView, vehicleId: number) =>
  Number(view.user.answers[`vehicle.${vehicleId}.primaryDriverId`] ?? view.user.drivers[0]?.id ?? 1);

/** The list a summary screen confirms: vehicles, drivers, or each vehicle's main driver. */
export function SummaryList({ view, session, send }: Omit<BindScreenProps, 'onBack'>) {
  const { user, answers } = { user: session.user, answers: view.user.answers };
  const { def } = view;
  if (def.id === 'vehicleSummary')
    return (
      <ul className="qf-review" aria-label="Your vehicles">
        {view.user.vehicles.map((v, i) => {
          const vin = answers[`vehicle.${v.id}.vin`];
          return (
            <SummaryItem
              key={v.id}
              label={vehicleName(user, v.id)}
              details={typeof vin === 'string' ? `VIN ${vin}` : undefined}
              edit={editNodeOf(view, 'vehicle', i + 1)}
              send={send}
            />
          );
        })}
      </ul>
    );
  if (def.id === 'driverSummary')
    return (
      <ul className="qf-review" aria-label="Your drivers">
        {view.user.drivers.map((d, i) => {
          const licence = answers[`driver.${d.id}.licenseNumber`];
          return (
            <SummaryItem
              key={d.id}
              label={driverName(user, d.id)}
              details={typeof licence === 'string' ? `License ${licence}` : undefined}
              edit={editNodeOf(view, 'driver', i + 1)}
              send={send}
            />
          );
        })}
      </ul>
    );
  return (
    <ul className="qf-review" aria-label="Who drives each vehicle">
      {view.user.vehicles.map((v, i) => {
        const driverId = mainDriverOf(view, v.id);
        return (
          <SummaryItem
            key={v.id}
            label={vehicleName(user, v.id)}
            details={`Main driver: ${driverName(user, driverId)}`}
            edit={editNodeOf(view, 'vehicle', i + 1, 'primaryDriverId')}
            send={send}
          />
        );
      })}
    </ul>
  );
}

// ---- Undisclosed drivers (post-MVR) ------------------------------------------------------------------------------

const HOUSEHOLD: Record<HouseholdMemberStatus, string> = {
  YES_PART_OF_HOUSEHOLD: 'Yes, they live in my household',
  NO_LONGER_LIVES_IN_HOUSEHOLD: 'They no longer live in my household',
  UNKNOWN_PERSON: 'I don’t know this person',
  ALREADY_ON_QUOTE: 'They are already on this quote',
  HAS_OTHER_INSURANCE: 'They have insurance of their own',
  DOES_NOT_HAVE_LICENSE: 'They don’t have a driver’s license',
  MILITARY_WITHOUT_VEHICLE: 'They are serving in the military, without a vehicle here',
  STUDENT_AWAY_AT_SCHOOL: 'They are a student living away at school',
  OTHER: 'Another reason',
};
const SEPARATE_POLICY = {
  Yes: 'Yes, a policy of their own',
  No: 'Insured another way (an employer’s or military policy)',
  None: 'No insurance',
};
const YES_NO = { Yes: 'Yes', No: 'No' };
const REASONS: Partial<Record<LicenseReason, string>> = {
  NEVER_HAD_LICENSE: 'They never had a license',
  VALID_LICENSE_DOES_NOT_DRIVE_VEHICLES: 'They are licensed but never drive our vehicles',
  DRIVING_WITH_LEARNERS_PERMIT: 'They drive with a learner’s permit',
  VOLUNTARILY_GAVE_UP_LICENSE: 'They gave up their license',
  SUSPENDED_LICENSE: 'Their license is suspended',
  LICENSE_EXPIRED: 'Their license has expired',
  LICENSE_REVOKED: 'Their license was revoked',
  UNKNOWN: 'I don’t know',
};

/** The undisclosed operator of the loop item, by the name the driving record gave. */
export function operatorName(view: BindNodeView, session: BindSession): string {
  const id = view.user.undisclosed[view.index - 1]?.id;
  const o = session.online?.undisclosedOperators.find((x) => x.id === id);
  return (o && [o.firstName, o.lastName].filter(Boolean).join(' ')) || 'this person';
}

const UDO_SCREENS: Record<string, { key: string; options: Record<string, string>; title: (name: string) => string }> = {
  undisclosedDriversHousehold: {
    key: 'householdMemberStatus',
    options: HOUSEHOLD,
    title: (n) => `The driving record lists ${n}. Do they live in your household?`,
  },
  undisclosedDriversActiveInsurance: {
    key: 'hasSeparatePolicy',
    options: SEPARATE_POLICY,
    title: (n) => `Does ${n} have car insurance?`,
  },
  undisclosedDriversLicenseStatus: {
    key: 'hasActiveLicense',
    options: YES_NO,
    title: (n) => `Does ${n} have an active driver’s license?`,
  },
  undisclosedDriversReasonNoLicense: {
    key: 'reasonNotHoldingLicense',
    options: REASONS,
    title: (n) => `Why doesn’t ${n} have a license?`,
  },
};

export function UndisclosedDriverScreen({ view, session, send, onBack }: BindScreenProps) {
  const screen = UDO_SCREENS[view.def.id];
  const draft: Record<string, unknown> = { ...view.user.undisclosed[view.index - 1] };
  const stored = draft[screen.key];
  const form = useStepForm<string | undefined>(view, send, typeof stored === 'string' ? stored : undefined, (v) =>
    v === undefined ? {} : { [screen.key]: v },
  );
  const error = form.errors[screen.key] ?? form.errors[''];
  return (
    <ScreenFrame
      view={view}
      send={send}
      onBack={onBack}
      title={screen.title(operatorName(view, session))}
      formRef={form.formRef}
      busy={session.loading}
      onSubmit={form.onSubmit}
    >
      <ChoiceGroup
        label={screen.title(operatorName(view, session))}
        labelHidden
        aria-labelledby={QUESTION_TITLE_ID}
        name={screen.key}
        options={Object.entries(screen.options).map(([value, label]) => ({ value, label }))}
        value={form.value}
        onChange={form.set}
        errorMessage={error === undefined ? undefined : form.value === undefined ? 'Choose an answer' : error}
      />
    </ScreenFrame>
  );
}

/** undisclosed-drivers-error: only Back, or on to an agent (the page's one answer ends the chain). */
export function UndisclosedErrorScreen({ view, session, send, onBack }: BindScreenProps) {
  const name = operatorName(view, session);
  const carrier = carrierOf(session);
  const why =
    view.def.id === 'undisclosedDriversHouseholdError'
      ? `${carrier} can’t add a household member to a policy online.`
      : `${carrier} can’t cover a household with a driver whose license is suspended or revoked online.`;
  return (
    <ScreenFrame
      view={view}
      send={send}
      onBack={onBack}
      title="An agent needs to finish your purchase"
      submitLabel="Talk to an agent"
      busy={session.loading}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SUBMIT', answer: true });
      }}
    >
      <p>
        {why} A licensed agent can add {name} and finish your policy with you by phone. Your answers are kept.
      </p>
      <p>If you answered about {name} by mistake, go back and change your answer.</p>
    </ScreenFrame>
  );
}

// ---- The re-rate, coverages and what comes next -----------------------------------------------------------------

/** "went up by $12.40" or "went down by $8.00" or "did not change": the change in words, never by colour alone. */
export function priceChangeInWords(before: number, after: number): string {
  const diff = Math.round((after - before) * 100) / 100;
  if (diff > 0) return `Your price went up by ${formatCents(diff)}`;
  if (diff < 0) return `Your price went down by ${formatCents(-diff)}`;
  return 'Your price did not change';
}

export function PriceCompare({ session }: { session: BindSession }) {
  const rerate = session.online?.rerate;
  if (!rerate) return null;
  const now = comparablePrice(rerate.quote);
  const months = rerate.quote.termMonths;
  return (
    <>
      <p className="qf-bind-price__change">{priceChangeInWords(rerate.seen, now)}.</p>
      <dl className="qf-bind-facts">
        <dt>Price you saw</dt>
        <dd>
          {formatCents(rerate.seen)} for {months} months
        </dd>
        <dt>New price</dt>
        <dd>
          {formatCents(now)} for {months} months
        </dd>
      </dl>
    </>
  );
}

export function UpdatedPriceScreen({ view, session, send, onBack }: BindScreenProps) {
  const form = useStepForm<boolean>(view, send, view.remembered !== undefined, (v) =>
    v ? { acceptUpdatedPrice: true } : {},
  );
  const rerate = session.online?.rerate;
  const now = rerate ? comparablePrice(rerate.quote) : null;
  return (
    <ScreenFrame
      view={view}
      send={send}
      onBack={onBack}
      title={`${carrierOf(session)} updated your price`}
      subtitle="The price changed after checking your details and driving records."
      formRef={form.formRef}
      busy={session.loading}
      onSubmit={form.onSubmit}
    >
      <PriceCompare session={session} />
      <ConfirmField
        name="acceptUpdatedPrice"
        label={now === null ? 'I accept the updated price' : `I accept the updated price of ${formatCents(now)}`}
        checked={form.value}
        onChange={form.set}
        errorMessage={form.errors.acceptUpdatedPrice ?? form.errors['']}
      />
    </ScreenFrame>
  );
}

/** The coverages in the order the screen lists them: liability first (AUTO_COVERAGE_KEYS), then any other. */
const coverageOrder = (keys: string[]) => [
  ...AUTO_COVERAGE_KEYS.filter((k) => keys.includes(k)),
  ...keys.filter((k) => !isAutoCoverageKey(k)),
];

/** What one coverage's select says under its label: the state's minimum, and why the rules changed it. */
function CoverageNote({ minimum, state, messages }: { minimum: string | null; state: string; messages: string[] }) {
  return (
    <>
      {minimum ? <span className="qf-coverage__minimum">{`${state} minimum: ${minimum}`}</span> : null}
      {messages.map((m) => (
        <span key={m} className="qf-coverage__adjusted">
          <span className="visually-hidden">Changed: </span>
          {m}
        </span>
      ))}
    </>
  );
}

/**
 * editable-coverages: each coverage a choice of the limits the carrier sells that meet the state's rules
 * (src/domain/coverageLimits.ts), the state's minimum beside each coverage it requires. After the rules adjusted an
 * edit (CHECK_COVERAGES), the adjusted limits are chosen and each says why, for the shopper to confirm.
 */
export function CoveragesScreen({ view, session, send, onBack }: BindScreenProps) {
  const start = Object.keys(view.user.coverages).length ? view.user.coverages : (session.online?.quote.coverages ?? {});
  const initial = Object.fromEntries(Object.entries(start).map(([k, v]) => [k, String(v)]));
  const form = useStepForm<Record<string, string>>(view, send, initial, (c) => ({ coverages: c }));
  const state = isUsState(view.user.state) ? view.user.state : null;
  const financed = view.user.vehicles.some((v) => v.leasedOrFinanced);
  const messages = session.online?.coverageAdjustment?.messages ?? {};
  const adjusted = Object.keys(messages).filter((k) => k in form.value);
  const carrier = carrierOf(session);
  const banner = adjusted.length ? (
    <Banner tone="info" title="We adjusted your coverages to meet the rules">
      {`Review the ${adjusted.length === 1 ? 'change' : `${adjusted.length} changes`} below: ${adjusted.map(coverageName).join(', ')}. Continue to get your price with these limits.`}
    </Banner>
  ) : (
    <FormBanner message={form.errors[''] ?? form.errors.coverages} />
  );
  return (
    <ScreenFrame
      view={view}
      send={send}
      onBack={onBack}
      title="Review your coverages"
      subtitle={`Change a limit if you like. ${carrier} re-prices your policy; each limit offered meets ${state ?? 'your state'}’s requirements.`}
      formRef={form.formRef}
      busy={session.loading}
      onSubmit={form.onSubmit}
      banner={banner}
    >
      <PriceCompare session={session} />
      {coverageOrder(Object.keys(form.value)).map((key) => {
        const limit = form.value[key];
        const sold = state ? coverageChoices(key, state, { financed }) : [];
        // A limit the list lacks (a coverage the app does not edit, or no state to check) is kept as quoted.
        const choices = sold.includes(limit) ? sold : [limit, ...sold];
        const note = (
          <CoverageNote
            minimum={state ? stateMinimumOf(key, state) : null}
            state={state ?? ''}
            messages={messages[key] ?? []}
          />
        );
        if (choices.length < 2)
          return (
            <dl key={key} className="qf-bind-facts">
              <dt>{coverageName(key)}</dt>
              <dd>{limitLabel(key, limit)}</dd>
            </dl>
          );
        return (
          <SelectField
            key={key}
            name={key}
            label={coverageName(key)}
            options={choices.map((value) => ({ value, label: limitLabel(key, value) }))}
            value={limit}
            description={note}
            onChange={(v) => form.set({ ...form.value, [key]: v })}
            errorMessage={
              limit === '' && (form.errors[`coverages.${key}`] || form.errors.coverages)
                ? 'Choose a limit'
                : form.errors[`coverages.${key}`]
            }
          />
        );
      })}
    </ScreenFrame>
  );
}

/** proceed-updated-price-connect-agent: on to payment, or a licensed agent. */
export function NextActionScreen({ view, session, send, onBack }: BindScreenProps) {
  const stored = view.user.nextAction;
  const form = useStepForm<string | undefined>(view, send, stored, (v) => (v ? { nextAction: v } : {}));
  const quote = session.online?.quote;
  const price = quote ? `${formatCents(comparablePrice(quote))} for ${quote.termMonths} months` : null;
  return (
    <ScreenFrame
      view={view}
      send={send}
      onBack={onBack}
      title="How would you like to finish?"
      subtitle={price ? `Your price: ${price}.` : undefined}
      formRef={form.formRef}
      busy={session.loading}
      onSubmit={form.onSubmit}
    >
      <ChoiceGroup
        label="How would you like to finish?"
        labelHidden
        aria-labelledby={QUESTION_TITLE_ID}
        name="nextAction"
        options={[
          { value: 'proceed', label: 'Continue to payment', description: 'Buy online now at this price.' },
          { value: 'connectAgent', label: 'Talk to a licensed agent', description: 'An agent calls you to finish.' },
        ]}
        value={form.value}
        onChange={form.set}
        errorMessage={form.errors.nextAction || form.errors[''] ? 'Choose how to finish' : undefined}
      />
    </ScreenFrame>
  );
}

/** fast-track-reach-out and help-finalize-policy-connect-agent: who reaches out, before the questions. */
export function AgentIntro({ session }: { session: BindSession }) {
  return (
    <>
      <p>
        A licensed {carrierOf(session)} agent will contact you to finalize your policy. Your answers so far go to them,
        so you won’t be asked again.
      </p>
      <AgentCallLine session={session} />
    </>
  );
}

/** confirm-contact-information: where the policy documents go, as the shopper gave it. */
/**
 * confirm-contact-information: the contact details the shopper gave, and only those (a flow that never asks the phone
 * has none to confirm: spec 000 section 9 hides it in most flows). Emails wrap anywhere, so a long one fits 320 px.
 */
export function ContactDetails({ session }: { session: BindSession }) {
  const { email, phoneNumber } = session.user.contact;
  if (!email && !phoneNumber) return <p>You have not given us an email address or a phone number.</p>;
  return (
    <dl className="qf-bind-facts" aria-label="Your contact information">
      {email ? (
        <>
          <dt>Email</dt>
          <dd className="qf-email">{email}</dd>
        </>
      ) : null}
      {phoneNumber ? (
        <>
          <dt>Phone</dt>
          <dd>{formatPhone(phoneNumber)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The carrier's assignedDriverError on the vehicle-driver summary: who still drives no vehicle (spec 001 section 8).
 * The carrier named them for the answers it was sent: one the shopper has since made a vehicle's main driver is no
 * longer named (the carrier checks again when the answers go).
 */
export function UnassignedDrivers({ view, session }: Pick<BindScreenProps, 'view' | 'session'>) {
  const mainDrivers = new Set(view.user.vehicles.map((v) => mainDriverOf(view, v.id)));
  const ids = session.errors.assignedDriverError.filter((id) => !mainDrivers.has(id));
  if (!ids.length) return null;
  return (
    <Banner tone="error" title="Every driver needs a vehicle">
      {`${session.online?.ids.carrier ?? 'The carrier'} needs each driver to be the main driver of at least one vehicle. Not yet assigned: ${ids.map((id) => driverName(session.user, id)).join(', ')}. Edit a vehicle below to choose its main driver.`}
    </Banner>
  );
}
