import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SavedUser } from '../../actors/privacy.actor';
import { DEFAULT_PRIVACY_CONTACT, type PrivacyContact } from '../../domain/privacyContact';
import { Button } from '../components/Button';
import type { InfoPage } from '../../machines/app/app.routes';
import { formatPhone, normalisePhone } from '../../domain/startValidation';
import { DEFAULT_PHONE_NUMBER } from '../../domain/config';
import './Page.css';

/** Where privacy questions and deletion requests go by default: the sandbox operator's mailbox (docs/spec-decisions.md). */
export const PRIVACY_EMAIL = DEFAULT_PRIVACY_CONTACT.email;

/** The opt-out control, the ledger and the deletion: a chunk of their own, loaded by the do-not-sell page only. */
const PrivacyControls = lazy(() => import('./privacy/PrivacyControls'));

// The privacy pages linked from every screen (spec 000 section 2). Their text is the sandbox operator's own notice.
const PAGES: Record<InfoPage, { title: string; body: string[] }> = {
  glbaNotice: {
    title: 'Financial privacy notice',
    body: [
      'We collect the answers you give us (vehicles, drivers, address, contact details) to get you insurance quotes.',
      'We share them only with the insurance carriers and agencies you ask for quotes from, and with service providers that help us run this service under contract.',
      'We do not sell your information. Card numbers are never stored by us: payment details go straight to a tokenising vault.',
      'You can ask us to delete your saved quote at any time: open your saved-quote link, then "Do not sell or share my personal information" at the foot of the page, and choose "Delete my saved quote". Or write or call us at the contacts below and we will delete it within 45 days.',
    ],
  },
  doNotSell: {
    title: 'Do not sell or share my personal information',
    body: [
      'We do not sell your personal information, and we do not share it for cross-context behavioural advertising.',
      'Opt out below and we record it: with your saved quote when you have one, else in this browser until your answers are saved. A browser sending the Global Privacy Control signal is opted out too.',
      'If you have questions about your information or want it deleted, contact us and we will answer within 45 days.',
    ],
  },
};

export interface InfoPageScreenProps {
  page: InfoPage;
  onContinue: () => void;
  /** The number the header shows (ten digits): the page offers it too, beside the mailbox. */
  phoneNumber?: string;
  /** The saved quote the do-not-sell page acts for (its opt-out, ledger and deletion); null before it is saved. */
  savedUser?: SavedUser | null;
}

export function InfoPageScreen({
  page,
  onContinue,
  phoneNumber = DEFAULT_PHONE_NUMBER,
  savedUser = null,
}: InfoPageScreenProps) {
  const contact = usePrivacyContact();
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the heading whenever another page is shown
  useEffect(() => heading.current?.focus(), [page]);
  const { title, body } = PAGES[page];
  return (
    <section className="qf-page" aria-labelledby="info-title">
      <h1 id="info-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {body.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {page === 'doNotSell' && (
        <Suspense fallback={<p>Loading your privacy choices…</p>}>
          <PrivacyControls savedUser={savedUser} onDeleted={onContinue} />
        </Suspense>
      )}
      <h2>Contact us</h2>
      <ul className="qf-page__contact">
        <li>
          Email: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
        <li>
          Privacy line: <a href={`tel:+1${normalisePhone(contact.phone)}`}>{formatPhone(contact.phone)}</a>
        </li>
        <li>
          Questions about a quote: <a href={`tel:+1${normalisePhone(phoneNumber)}`}>{formatPhone(phoneNumber)}</a>
        </li>
        <li>Mail: {contact.address}</li>
      </ul>
      <Button variant="primary" onPress={onContinue}>
        Back to my quote
      </Button>
    </section>
  );
}

/** The privacy contact from the server's configuration (/app-config.json), the sandbox defaults until it answers. */
function usePrivacyContact(): PrivacyContact {
  const [contact, setContact] = useState<PrivacyContact>(DEFAULT_PRIVACY_CONTACT);
  useEffect(() => {
    let live = true;
    // Its module (and the schema it parses with) loads with the page, not with the app: the start page carries no zod.
    import('../../app/appConfig')
      .then((m) => m.loadAppConfig())
      .then(
        (config) => {
          if (live && config?.privacyContact) setContact(config.privacyContact);
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  return contact;
}
