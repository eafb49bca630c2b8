import { CARD_FRAME_MESSAGE, type CardFrameMessageOut } from '../../../src/contract/vaultMessages';
import { ERROR_MESSAGES, ERROR_TITLES } from '../../../src/domain/errors';
import { formatCardNumber, formatCvc, formatExpiry } from './normalise';
import { type CardErrors, type CardField, validateCardFields } from './validate';
import './frame.css';

// The card frame's script (issue 12; docs/decisions/0019), served by the vault from its own origin: it checks the card
// in the browser, tokenises it with a same-origin POST /tokens and posts only the token, brand, last four and expiry
// to the embedding page, at the one origin the vault put in <html data-parent-origin>. The number and CVC never leave
// this frame except to the vault. Each card is sent with the rate-call session the frame was opened for (<html
// data-session>), to which the vault binds its token (issue 27).

const FIELDS: CardField[] = ['number', 'expiry', 'cvc'];
const FORMAT: Record<CardField, (raw: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};
const LABEL: Record<CardField, string> = { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code' };

const parentOrigin = document.documentElement.dataset.parentOrigin ?? '';
const session = document.documentElement.dataset.session ?? '';
const form = document.getElementById('card-form') as HTMLFormElement;
const submit = document.getElementById('card-submit') as HTMLButtonElement;
const alertRegion = document.getElementById('card-alert') as HTMLElement;
const statusRegion = document.getElementById('card-status') as HTMLElement;
const input = (field: CardField) => document.getElementById(`card-${field}`) as HTMLInputElement;
const errorLine = (field: CardField) => document.getElementById(`card-${field}-error`) as HTMLElement;

function post(message: CardFrameMessageOut): void {
  // Never '*': only the app's origin, checked by the vault against its allowed origins, may read the message.
  if (parentOrigin && window.parent !== window) window.parent.postMessage(message, parentOrigin);
}

function showError(field: CardField, message: string | undefined): void {
  const line = errorLine(field);
  line.textContent = message ?? '';
  line.hidden = !message;
  if (message) input(field).setAttribute('aria-invalid', 'true');
  else input(field).removeAttribute('aria-invalid');
}

function showErrors(errors: CardErrors): void {
  for (const field of FIELDS) showError(field, errors[field]);
  const failing = FIELDS.filter((f) => errors[f]);
  alertRegion.textContent = failing.length
    ? `${failing.length === 1 ? 'One field needs' : `${failing.length} fields need`} attention: ${failing
        .map((f) => `${LABEL[f]}: ${errors[f]}`)
        .join('. ')}.`
    : '';
  if (failing.length) input(failing[0]).focus();
}

for (const field of FIELDS) {
  const el = input(field);
  el.addEventListener('input', () => {
    const formatted = FORMAT[field](el.value);
    if (formatted !== el.value) el.value = formatted;
    // A corrected field loses its error as it is typed; new errors wait for the next submit. Not on blur: pressing the
    // button blurs the field, and the line going would move the button from under the pointer before the click.
    if (el.getAttribute('aria-invalid') !== 'true') return;
    const { errors } = validateCardFields(values());
    if (!errors[field]) showError(field, undefined);
  });
}

const values = (): Record<CardField, string> => ({
  number: input('number').value,
  expiry: input('expiry').value,
  cvc: input('cvc').value,
});

interface TokenAnswer {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}
/** The vault's own failures, in the error catalogue's words: the title, then the message. */
function showFailure(code: 'card_vault_unavailable' | 'card_vault_busy'): void {
  const title = document.createElement('strong');
  title.textContent = ERROR_TITLES[code];
  alertRegion.replaceChildren(title, ` ${ERROR_MESSAGES[code]}`);
}

interface ErrorAnswer {
  field?: string;
  message?: string;
}

const isField = (f: string): f is CardField => (FIELDS as string[]).includes(f);

async function tokenise(card: Record<CardField, string>): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: card.number.replace(/\s/g, ''), expiry: card.expiry, cvc: card.cvc, session }),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    showFailure('card_vault_unavailable');
    return;
  }
  if (response.status === 201) {
    const body = (await response.json()) as TokenAnswer;
    const expiry = `${String(body.expMonth).padStart(2, '0')}/${body.expYear}`;
    post({ type: CARD_FRAME_MESSAGE.token, token: body.token, brand: body.brand, last4: body.last4, expiry });
    // The frame forgets the number and code once the vault holds them.
    input('number').value = '';
    input('cvc').value = '';
    input('expiry').value = '';
    alertRegion.textContent = '';
    // The page that embeds the frame names the card it now holds: saying it here too would say it twice.
    statusRegion.textContent = '';
    return;
  }
  if (response.status === 400) {
    const body = (await response.json().catch(() => ({}))) as ErrorAnswer;
    const field = body.field?.replace(/^body\./, '') ?? '';
    if (isField(field) && body.message) {
      showErrors({ [field]: body.message.replace(/^body\.\w+: /, '') });
      return;
    }
  }
  showFailure(response.status === 429 ? 'card_vault_busy' : 'card_vault_unavailable');
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (submit.getAttribute('aria-disabled') === 'true') return;
  statusRegion.textContent = '';
  const card = values();
  const { errors } = validateCardFields(card);
  showErrors(errors);
  if (Object.keys(errors).length) return;
  submit.setAttribute('aria-disabled', 'true');
  statusRegion.textContent = 'Saving your card…';
  tokenise(card).finally(() => {
    submit.removeAttribute('aria-disabled');
    if (statusRegion.textContent === 'Saving your card…') statusRegion.textContent = '';
  });
});

// The page sizes the frame to its content, so the frame never scrolls inside. The content's own box, not the
// document's scrollHeight, which never drops below the frame's current height and so would never let it shrink.
const content = document.querySelector('main') as HTMLElement;
const reportHeight = () =>
  post({ type: CARD_FRAME_MESSAGE.height, height: Math.ceil(content.getBoundingClientRect().bottom) });
new ResizeObserver(reportHeight).observe(content);
post({ type: CARD_FRAME_MESSAGE.ready });
reportHeight();
