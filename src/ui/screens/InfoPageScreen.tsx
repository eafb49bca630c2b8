import { useEffect, useRef } from 'react';
import { Button } from '../components/Button';
import type { InfoPage } from '../../machines/app/app.routes';
import { formatPhone, normalisePhone } from '../../domain/startValidation';
import { DEFAULT_PHONE_NUMBER } from '../../domain/config';
import './Page.css';

/** Where privacy questions and deletion requests go: the sandbox operator's mailbox (docs/spec-decisions.md). */
export const PRIVACY_EMAIL = 'privacy@quoteflow.example';

// The privacy pages linked from every screen (spec 000 section 2). Their text is the sandbox operator's own notice.
const PAGES: Record<InfoPage, { title: string; body: string[] }> = {
  glbaNotice: {
    title: 'Financial privacy notice',
    body: [
      'We collect the answers you give us (vehicles, drivers, address, contact details) to get you insurance quotes.',
      'We share them only with the insurance carriers and agencies you ask for quotes from, and with service providers that help us run this service under contract.',
      'We do not sell your information. Card numbers are never stored by us: payment details go straight to a tokenising vault.',
      'You can ask us to delete your saved quote at any time.',
    ],
  },
  doNotSell: {
    title: 'Do not sell or share my personal information',
    body: [
      'We do not sell your personal information, and we do not share it for cross-context behavioural advertising.',
      'If you have questions about your information or want it deleted, contact us and we will answer within 45 days.',
    ],
  },
};

export interface InfoPageScreenProps {
  page: InfoPage;
  onContinue: () => void;
  /** The number the header shows (ten digits): the page offers it too, beside the mailbox. */
  phoneNumber?: string;
}

export function InfoPageScreen({ page, onContinue, phoneNumber = DEFAULT_PHONE_NUMBER }: InfoPageScreenProps) {
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
      <h2>Contact us</h2>
      <ul className="qf-page__contact">
        <li>
          Email: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>
        </li>
        <li>
          Phone: <a href={`tel:+1${normalisePhone(phoneNumber)}`}>{formatPhone(phoneNumber)}</a>
        </li>
      </ul>
      <Button variant="primary" onPress={onContinue}>
        Back to my quote
      </Button>
    </section>
  );
}
