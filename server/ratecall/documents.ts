import type { Rc3BindSummary } from '../../src/contract/ratecall';
import { CARRIER_SERVICE_PHONE } from '../../src/domain/config';
import { formatPhone } from '../../src/domain/startValidation';
import { escapeHtml } from '../../src/domain/text';
import type { SessionRow } from './types';

// The bound policy's documents (issue 28): an insurance ID card and a declarations page, as printable HTML the
// sandbox writes from the session's bound policy (BIND_RC3's summary, the bind rate's coverages, the VINs given).
// Only the session's creator reads them (routes/policyDocuments.ts checks the rate-call proof, docs/decisions/0075).

export const POLICY_DOCUMENTS = ['id-card', 'declarations'] as const;
export type PolicyDocument = (typeof POLICY_DOCUMENTS)[number];

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

function declarations(session: SessionRow, p: Rc3BindSummary): string {
  const coverages = Object.entries(session.data.bindRate?.quote.coverages ?? {}).map(([k, v]): [string, string] => [
    words(k),
    String(v),
  ]);
  return page(
    `Declarations page, ${p.carrier} policy ${p.policyNumber}`,
    `      <h1>${escapeHtml(p.carrier)} auto policy declarations</h1>
      <h2>Policy</h2>
      <table>
        ${rows([
          ['Policy number', p.policyNumber],
          ['Insurance company', p.carrier],
          ['Policy period', `${p.effectiveDate} to ${p.expirationDate} (${p.termMonths} months)`],
          ['State', session.data.state ?? ''],
        ])}
      </table>
      <h2>Vehicles</h2>
      <table>
        ${rows(vinsOf(session))}
      </table>
      <h2>Coverages</h2>
      <table>
        ${rows(coverages)}
      </table>
      <h2>Premium and payment</h2>
      <table>
        ${rows([
          ['Term premium', dollars(p.premium)],
          ['Payment plan', p.paymentPlan.label],
          ['Paid at purchase', dollars(p.amountPaid)],
          ...(p.card ? [['Card', `${p.card.brand} ending in ${p.card.last4}`] as [string, string]] : []),
        ])}
      </table>
      <p>Questions or a claim: call ${escapeHtml(p.carrier)} on ${SERVICE_PHONE} with your policy number.</p>`,
  );
}

/** The document's HTML, or null when the session has no bound policy. */
export function policyDocument(session: SessionRow, document: PolicyDocument): string | null {
  const policy = session.data.policy?.summary;
  if (!policy) return null;
  return document === 'id-card' ? idCard(session, policy) : declarations(session, policy);
}
