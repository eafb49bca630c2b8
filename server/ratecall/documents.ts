import type { Rc3BindSummary } from '../../src/contract/ratecall';
import { CARRIER_SERVICE_PHONE } from '../../src/domain/config';
import { formatPhone } from '../../src/domain/startValidation';
import { escapeHtml } from '../../src/domain/text';
import type { PolicyType } from './constants';
import type { SessionRow } from './types';

// The bound policy's documents (issue 28), as printable HTML the sandbox writes from the session's bound policy
// (BIND_RC3's summary, the bind rate's coverages, the VINs given, the lender or landlord named): for auto an
// insurance ID card and a declarations page; for home and renters a declarations page and the evidence of insurance
// a mortgage lender or landlord asks for (no ID card: nothing is carried in a vehicle). Only the session's creator
// reads them (routes/policyDocuments.ts checks the rate-call proof, docs/decisions/0075).

export const DOCUMENT_IDS = ['id-card', 'declarations', 'evidence-of-insurance'] as const;
export type PolicyDocument = (typeof DOCUMENT_IDS)[number];
/** The documents each policy type's purchase gives, in the order purchase success lists them. */
export const POLICY_DOCUMENTS: Record<PolicyType, readonly PolicyDocument[]> = {
  auto: ['id-card', 'declarations'],
  home: ['declarations', 'evidence-of-insurance'],
  renters: ['declarations', 'evidence-of-insurance'],
};

const SERVICE_PHONE = formatPhone(CARRIER_SERVICE_PHONE);

/** A coverage key as words: bodilyInjury -> Bodily injury. */
const words = (key: string) => {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The VINs the shopper gave (RC2's vehicle.N.vin answers), by vehicle. */
function vinsOf(session: SessionRow): [string, string][] {
  return Object.entries(session.data.answers)
    .filter(([id, v]) => /^vehicle\.\d+\.vin$/.test(id) && typeof v === 'string' && v)
    .map(([id, v]) => [`Vehicle ${id.split('.')[1]}`, String(v)]);
}

const rows = (pairs: [string, string][]) =>
  pairs.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('\n        ');

/** A whole printable page: its own small stylesheet (the route's CSP allows inline styles and nothing else). */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <style>
      body { font: 1rem/1.5 system-ui, sans-serif; color: #1b2330; margin: 0 auto; padding: 1.5rem; max-width: 40rem; overflow-wrap: anywhere; }
      h1 { font-size: 1.5rem; margin: 0 0 1rem; }
      h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
      table { border-collapse: collapse; width: 100%; }
      th, td { text-align: left; padding: 0.375rem 0.5rem; border-bottom: 1px solid #d1d5db; vertical-align: top; }
      th { font-weight: 600; width: 45%; }
      .card { border: 2px solid #1b2330; border-radius: 12px; padding: 1rem 1.25rem; }
      @media print { body { padding: 0; } }
    </style>
  </head>
  <body>
    <main>
${body}
    </main>
  </body>
</html>
`;
}

function idCard(session: SessionRow, p: Rc3BindSummary): string {
  return page(
    `Insurance ID card, ${p.carrier} policy ${p.policyNumber}`,
    `      <section class="card" aria-labelledby="card-title">
        <h1 id="card-title">${escapeHtml(p.carrier)} insurance ID card</h1>
        <table>
        ${rows([
          ['Policy number', p.policyNumber],
          ['Insurance company', p.carrier],
          ['Effective', p.effectiveDate],
          ['Expires', p.expirationDate],
          ['State', session.data.state ?? ''],
          ...vinsOf(session),
          ['Claims and service', SERVICE_PHONE],
        ])}
        </table>
        <p>Keep this card in your vehicle. Show it to a police officer after an accident or when asked.</p>
      </section>`,
  );
}

/** The parties with an interest in a property policy: the escrow lender, the landlord named at RC2. */
function interestedParties(session: SessionRow): [string, string][] {
  const out: [string, string][] = [];
  const pay = session.data.payment;
  if (pay?.method === 'escrow') out.push(['Mortgagee', `${pay.lender}, loan ending ${pay.loanNumberLast4}`]);
  const name = session.data.answers['policy.interestedPartyName'];
  const address = session.data.answers['policy.interestedPartyAddress'];
  if (typeof name === 'string' && name)
    out.push(['Interested party', typeof address === 'string' && address ? `${name}, ${address}` : name]);
  return out;
}

const coverageRows = (session: SessionRow) =>
  Object.entries(session.data.bindRate?.quote.coverages ?? {}).map(([k, v]): [string, string] => [words(k), String(v)]);

const policyRows = (session: SessionRow, p: Rc3BindSummary): [string, string][] => [
  ['Policy number', p.policyNumber],
  ['Insurance company', p.carrier],
  ['Policy period', `${p.effectiveDate} to ${p.expirationDate} (${p.termMonths} months)`],
  ['State', session.data.state ?? ''],
];

function declarations(session: SessionRow, p: Rc3BindSummary): string {
  const auto = session.policyType === 'auto';
  const parties = interestedParties(session);
  const paidBy: [string, string][] =
    session.data.payment?.method === 'escrow'
      ? [['Paid by', 'Escrow: billed to the mortgage lender']]
      : p.card
        ? [['Card', `${p.card.brand} ending in ${p.card.last4}`]]
        : [];
  return page(
    `Declarations page, ${p.carrier} policy ${p.policyNumber}`,
    `      <h1>${escapeHtml(p.carrier)} ${session.policyType} policy declarations</h1>
      <h2>Policy</h2>
      <table>
        ${rows(policyRows(session, p))}
      </table>
${
  auto
    ? `      <h2>Vehicles</h2>
      <table>
        ${rows(vinsOf(session))}
      </table>
`
    : ''
}${
  parties.length > 0
    ? `      <h2>Interested parties</h2>
      <table>
        ${rows(parties)}
      </table>
`
    : ''
}      <h2>Coverages</h2>
      <table>
        ${rows(coverageRows(session))}
      </table>
      <h2>Premium and payment</h2>
      <table>
        ${rows([
          ['Term premium', dollars(p.premium)],
          ['Payment plan', p.paymentPlan.label],
          ['Paid at purchase', dollars(p.amountPaid)],
          ...paidBy,
        ])}
      </table>
      <p>Questions or a claim: call ${escapeHtml(p.carrier)} on ${SERVICE_PHONE} with your policy number.</p>`,
  );
}

/** Evidence of insurance (property): what a mortgage lender or landlord asks for to see the policy is in force. */
function evidenceOfInsurance(session: SessionRow, p: Rc3BindSummary): string {
  return page(
    `Evidence of insurance, ${p.carrier} policy ${p.policyNumber}`,
    `      <h1>Evidence of ${session.policyType} insurance</h1>
      <p>${escapeHtml(p.carrier)} confirms that this ${session.policyType} policy is in force for the period below.</p>
      <table>
        ${rows([...policyRows(session, p), ...coverageRows(session), ...interestedParties(session)])}
      </table>
      <p>To confirm coverage, call ${escapeHtml(p.carrier)} on ${SERVICE_PHONE} with the policy number.</p>`,
  );
}

const WRITERS: Record<PolicyDocument, (session: SessionRow, p: Rc3BindSummary) => string> = {
  'id-card': idCard,
  declarations,
  'evidence-of-insurance': evidenceOfInsurance,
};

/** The document's HTML, or null when the session has no bound policy or its policy type has no such document. */
export function policyDocument(session: SessionRow, document: PolicyDocument): string | null {
  const policy = session.data.policy?.summary;
  if (!policy || !POLICY_DOCUMENTS[session.policyType].includes(document)) return null;
  return WRITERS[document](session, policy);
}
