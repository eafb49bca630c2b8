import { Fragment } from 'react';
import type { Property } from '../../../contract/property';
import { type PropertyUser, isRentersUser, propertyPolicyOf } from '../../../contract/propertyUser';
import { type BindNodeView, type BindSession, propertyShopper } from '../../../machines/bind/bind.selectors';
import { ESCROW } from '../../../machines/bind/constants';
import type { NodeId } from '../../../machines/graph/catalogue';
import { propertyAddressOf } from '../../../machines/ratecall/ratecall.selectors';
import {
  PROPERTY_COVERAGE_KEYS,
  type PropertyCoverageLimit,
  type PropertyPolicyType,
  propertyCoverageLimits,
  propertyCoverageProblem,
} from '../../../domain/propertyCoverageLimits';
import { comparablePrice } from '../../../domain/quotes';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { PriceCompare, SummaryItem, carrierOf, useStepForm } from './clientScreens';
import { formatCents, formatDollars } from './names';
import { type BindScreenProps, FormBanner, ScreenFrame } from './ScreenFrame';

// The home and renters post-quote screens' own parts (issue 31, decision 0086): the editable coverages' property
// variant (A11: the amounts of propertyCoverageLimits), the home's facts and the occupants the summaries confirm, the
// mortgage information's intro and what the final summary lists of a property policy (A12). The screens are the same
// steps as auto's; BindChainScreen picks these by the session's policy type.

// ---- Coverage names and amounts -------------------------------------------------------------------------------------

const PROPERTY_NAMES: Record<string, string> = {
  dwelling: 'Dwelling',
  otherStructures: 'Other structures',
  personalProperty: 'Personal property',
  lossOfUse: 'Loss of use',
  personalLiability: 'Personal liability',
  medicalPayments: 'Medical payments to others',
  deductible: 'Deductible',
  replacementCost: 'Replacement cost of the home',
  windDeductible: 'Wind and hail deductible',
};

/** A home or renters coverage by name ("Personal property"); a renters policy's deductible is its all-perils one. */
export function propertyCoverageName(key: string, policyType: PropertyPolicyType): string {
  if (key === 'deductible' && policyType === 'renters') return 'All-perils deductible';
  return PROPERTY_NAMES[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

/** An amount as the shopper reads it: "$300,000" (a text the sandbox sent that is not a number, as it is). */
export const propertyAmountLabel = (value: string) => (/^\d+$/.test(value) ? formatDollars(Number(value)) : value);

/** The dwelling lines renters policies do not have (A12: the renters review lists none). */
const DWELLING_KEYS = new Set(['dwelling', 'otherStructures', 'replacementCost', 'windDeductible']);

/** The coverages a property policy has as they stand: the quote's, with the shopper's accepted edits over them. */
function coveragesNow(session: BindSession): [string, string][] {
  const online = session.online;
  if (!online) return [];
  const all = { ...online.quote.coverages, ...online.coverages };
  return Object.entries(all)
    .map(([k, v]): [string, string] => [k, String(v)])
    .filter(([k]) => session.policyType !== 'renters' || !DWELLING_KEYS.has(k));
}

const asPropertyType = (t: BindSession['policyType']): PropertyPolicyType => (t === 'renters' ? 'renters' : 'home');

// ---- editable-coverages, home and renters variants (A11) ----------------------------------------------------------

/** What an amount the shopper gave is wrong with, in words, or null: "Enter an amount from $5,000 to $1,000,000". */
export function propertyAmountMessage(limit: PropertyCoverageLimit, raw: string, carrier: string): string | null {
  const value = raw.replace(/[$,\s]/g, '');
  if ('min' in limit) {
    const range = `from ${formatDollars(limit.min)} to ${formatDollars(limit.max)}`;
    if (value === '') return `Enter an amount ${range}`;
    if (!/^\d{1,9}$/.test(value)) return `Enter a whole dollar amount ${range}`;
    return propertyCoverageProblem(limit, Number(value)) ? `Enter an amount ${range}` : null;
  }
  if (value === '') return 'Choose an amount';
  return /^\d{1,9}$/.test(value) && !propertyCoverageProblem(limit, Number(value))
    ? null
    : `${carrier} doesn’t write ${propertyAmountLabel(value)}: choose one of ${limit.map((n) => formatDollars(n)).join(', ')}`;
}

/** The coverages the screen edits, in PROPERTY_COVERAGE_KEYS order, with the amounts the carrier writes for each. */
export function editablePropertyCoverages(policyType: PropertyPolicyType, carrierId: string) {
  const limits = propertyCoverageLimits(policyType, carrierId);
  return PROPERTY_COVERAGE_KEYS[policyType].map((key) => ({ key, limit: limits[key] as PropertyCoverageLimit }));
}

/**
 * editable-coverages for a home or renters policy: each coverage of PROPERTY_COVERAGE_KEYS[policyType] with the
 * amounts of propertyCoverageLimits(policyType, carrier): a choice of the amounts for a list, a dollar amount in its
 * range for the others (a range the quote left to the carrier, replacement cost, may stay empty). The quote's other
 * lines (the dwelling the carrier derives) show as they are. The answer is `{ coverages }` of the edited keys only:
 * the sandbox refuses a coverage it does not edit (A14).
 */
export function PropertyCoveragesScreen({ view, session, send, onBack }: BindScreenProps) {
  const policyType = asPropertyType(session.policyType);
  const carrierId = session.online?.quote.carrierId ?? view.user.carrierId;
  const carrier = carrierOf(session);
  const editable = editablePropertyCoverages(policyType, carrierId);
  const start: Record<string, string> = Object.keys(view.user.coverages).length
    ? view.user.coverages
    : Object.fromEntries(Object.entries(session.online?.quote.coverages ?? {}).map(([k, v]) => [k, String(v)]));
  // The quote's own lines (the accepted edits over them): what is optional and what the carrier set are read here, so
  // they stay the same when the shopper comes back to the screen.
  const asQuoted: Record<string, string> = Object.fromEntries(
    Object.entries({ ...session.online?.quote.coverages, ...session.online?.coverages }).map(([k, v]) => [
      k,
      String(v),
    ]),
  );
  const quoted = new Set(Object.keys(session.online ? asQuoted : start));
  const initial = Object.fromEntries(editable.map(({ key }) => [key, start[key] ?? '']));
  const messageOf = (c: Record<string, string>, key: string, limit: PropertyCoverageLimit) => {
    const value = c[key] ?? '';
    if (value === '' && !quoted.has(key) && 'min' in limit) return null;
    return propertyAmountMessage(limit, value, carrier);
  };
  // Only a coverage with an amount is sent: an empty optional range keeps the carrier's own estimate.
  const form = useStepForm<Record<string, string>>(
    view,
    send,
    initial,
    (c) => ({
      coverages: Object.fromEntries(
        Object.entries(c)
          .map(([k, v]): [string, string] => [k, v.replace(/[$,\s]/g, '')])
          .filter(([, v]) => v !== ''),
      ),
    }),
    (c) =>
      Object.fromEntries(
        editable.flatMap(({ key, limit }) => {
          const m = messageOf(c, key, limit);
          return m ? [[key, m]] : [];
        }),
      ),
  );
  const shown = form.value;
  const fixed = Object.entries(session.online ? asQuoted : start).filter(
    ([k]) => !editable.some((e) => e.key === k) && (policyType === 'home' || !DWELLING_KEYS.has(k)),
  );
  return (
    <ScreenFrame
      view={view}
      send={send}
      onBack={onBack}
      title={`Review your ${policyType === 'home' ? 'home' : 'renters'} coverages`}
      subtitle={`Change an amount if you like. ${carrier} re-prices your policy with the amounts you choose.`}
      formRef={form.formRef}
      busy={session.loading}
      onSubmit={form.onSubmit}
      banner={<FormBanner message={form.errors[''] ?? form.errors.coverages} />}
    >
      <PriceCompare session={session} />
      {editable.map(({ key, limit }) => {
        const label = propertyCoverageName(key, policyType);
        const error = form.errors[key] ?? form.errors[`coverages.${key}`];
        if ('min' in limit) {
          const optional = !quoted.has(key);
          return (
            <TextField
              key={key}
              name={key}
              label={optional ? `${label} (optional)` : label}
              digitsOnly
              maxLength={9}
              description={`${carrier} writes from ${formatDollars(limit.min)} to ${formatDollars(limit.max)}, in whole dollars.${optional ? ' Leave it empty to keep the carrier’s estimate.' : ''}`}
              value={shown[key] ?? ''}
              onChange={(v) => form.set({ ...shown, [key]: v })}
              errorMessage={error}
            />
          );
        }
        const value = shown[key] ?? '';
        const amounts = limit.map(String);
        // An amount quoted that the carrier's list lacks stays shown, and says why it cannot be kept.
        const choices = value === '' || amounts.includes(value) ? amounts : [value, ...amounts];
        return (
          <SelectField
            key={key}
            name={key}
            label={label}
            options={choices.map((v) => ({ value: v, label: propertyAmountLabel(v) }))}
            value={value || undefined}
            onChange={(v) => form.set({ ...shown, [key]: v })}
            errorMessage={error}
          />
        );
      })}
      {fixed.length ? (
        <p id="property-coverages-fixed">{`${carrier} sets these from your ${policyType === 'home' ? 'home' : 'rental'}’s details:`}</p>
      ) : null}
      {fixed.length ? (
        <dl className="qf-bind-facts" aria-labelledby="property-coverages-fixed">
          {fixed.map(([k, v]) => (
            <Fragment key={k}>
              <dt>{propertyCoverageName(k, policyType)}</dt>
              <dd>{propertyAmountLabel(v)}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </ScreenFrame>
  );
}

// ---- Summaries: the home's facts and the occupants ----------------------------------------------------------------

const yes = (b: boolean | undefined) => (b === undefined ? undefined : b ? 'Yes' : 'No');

/** The home's facts the intake holds, in the order a shopper checks them; only those given. */
export function homeFacts(user: PropertyUser): [string, string][] {
  const { properties, policy } = propertyPolicyOf(user);
  const p: Property = properties[0] ?? {};
  const address = propertyAddressOf(user);
  const rows: [string, string | number | undefined][] = [
    ['Address', address ?? undefined],
    ['Policy', isRentersUser(user) ? 'Renters' : policy.policyType],
    ['Property type', p.propertyType],
    ['Style', p.propertyStyle],
    ['Year built', p.yearBuilt],
    ['Square footage', p.squareFootage === undefined ? undefined : `${p.squareFootage.toLocaleString('en-US')} sq ft`],
    ['Stories', p.stories],
    ['Bedrooms', p.bedrooms],
    ['Bathrooms', p.bathrooms === undefined ? undefined : p.bathrooms + (p.halfbathrooms ? p.halfbathrooms / 2 : 0)],
    ['Construction', p.constructionType],
    ['Exterior walls', p.wallType],
    ['Foundation', p.foundationType],
    ['Roof', p.roofType],
    ['Roof age', p.roofAge === undefined ? undefined : `${p.roofAge} years`],
    ['Heating and cooling', p.heatingAndCooling],
    ['Garage', p.garageType],
    ['Swimming pool', yes(p.swimmingPool ?? p.inGroundPool)],
    ['Purchased', p.purchaseDate],
  ];
  return rows
    .filter((r): r is [string, string | number] => r[1] !== undefined && r[1] !== '')
    .map(([k, v]) => [k, String(v)]);
}

/** The first visited node of a step (an Edit on a summary goes back to it). */
const visitedNodeOf = (view: BindNodeView, step: string): NodeId | null =>
  view.visited.find((n) => n.split('~')[0] === step) ?? null;

/** editable-home-summary-details: the home's facts as the intake gave them, and the building type answered here. */
export function HomeSummaryList({ view, session, send }: Omit<BindScreenProps, 'onBack'>) {
  const user = propertyShopper(session);
  if (!user) return null;
  const building = view.user.answers['property.1.buildingType'];
  return (
    <ul className="qf-review" aria-label="Your home">
      {homeFacts(user).map(([label, value]) => (
        <SummaryItem key={label} label={label} details={value} edit={null} send={send} />
      ))}
      {typeof building === 'string' ? (
        <SummaryItem label="Building type" details={building} edit={visitedNodeOf(view, 'buildingType')} send={send} />
      ) : null}
    </ul>
  );
}

/** The occupants as the summary lists them: "Pat Lee", born 01/02/1980. */
export function occupantsOf(user: PropertyUser): { name: string; born?: string }[] {
  return propertyPolicyOf(user).occupants.map((o, i) => ({
    name: [o.firstName, o.lastName].filter(Boolean).join(' ') || `Occupant ${i + 1}`,
    ...(o.birthdate ? { born: o.birthdate } : {}),
  }));
}

/** editable-occupant-summary-details: everyone who lives in the home, by name and birth date. */
export function OccupantSummaryList({ session, send }: Omit<BindScreenProps, 'onBack' | 'view'>) {
  const user = propertyShopper(session);
  if (!user) return null;
  return (
    <ul className="qf-review" aria-label="Who lives in the home">
      {occupantsOf(user).map((o, i) => (
        <SummaryItem
          // biome-ignore lint/suspicious/noArrayIndexKey: occupants have no id of their own and never reorder here
          key={i}
          label={o.name}
          details={o.born ? `Born ${o.born}` : undefined}
          edit={null}
          send={send}
        />
      ))}
    </ul>
  );
}

// ---- Payment: mortgage information and the review (A10, A12) ------------------------------------------------------

/** The shopper pays by escrow (home only: the sandbox offers it for home policies). */
export const paysByEscrow = (view: BindNodeView) => view.user.answers['payment.paymentMethod'] === ESCROW;

/** mortgage-information: who pays and what today costs, before the lender's questions. */
export function MortgageIntro({ session }: { session: BindSession }) {
  const online = session.online;
  // The bind rate's full-pay total (BIND_RC2's plans), else the price as quoted.
  const fullPay = online?.paymentPlans.find((p) => p.value === 'fullPayPlan');
  const premium = fullPay?.totalAmount ?? (online ? comparablePrice(online.quote) : null);
  return (
    <p>
      Your mortgage lender pays {carrierOf(session)} from your escrow account: it is billed the full yearly premium
      {premium === null ? '' : ` of ${formatCents(premium)}`}. Nothing is charged today. Tell us who the lender is and
      your loan number so the bill reaches them.
    </p>
  );
}

/** What the final summary lists of a home or renters policy: the address and its coverages (renters: no dwelling). */
export function PropertyReviewLines({ session }: { session: BindSession }) {
  const user = propertyShopper(session);
  if (!user) return null;
  const address = propertyAddressOf(user);
  const policyType = asPropertyType(session.policyType);
  const coverages = coveragesNow(session);
  return (
    <>
      {address ? (
        <>
          <dt>{policyType === 'renters' ? 'Rented home' : 'Insured home'}</dt>
          <dd>{address}</dd>
        </>
      ) : null}
      {coverages.length ? (
        <>
          <dt>Coverages</dt>
          <dd>
            <ul className="qf-bind-coverages">
              {coverages.map(([k, v]) => (
                <li key={k}>
                  {propertyCoverageName(k, policyType)}: {propertyAmountLabel(v)}
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </>
  );
}

/** The escrow line of the review: what the lender is billed, and nothing today. */
export function EscrowReviewLines() {
  return (
    <>
      <dt>Payment</dt>
      <dd>Billed to your mortgage lender, {formatCents(0)} today</dd>
      <dt>Charged today</dt>
      <dd>{formatCents(0)}</dd>
    </>
  );
}
