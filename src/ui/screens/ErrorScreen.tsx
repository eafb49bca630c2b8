import { useEffect, useRef } from 'react';
import { Button } from '../components/Button';
import './Page.css';

// The /error page and /post-quotes-error (spec 001 sections 2 and 8): one title and message from the catalogue, and
// the ways on (try again, back to the quotes, review the answers).

export interface ErrorScreenProps {
  title: string;
  message: string;
  /** The variant, for tests and monitoring (general, clickwall, noAds, ...). */
  kind: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** A second way on beside the retry (e.g. back to the quotes). */
  onBack?: () => void;
  backLabel?: string;
  onEdit?: () => void;
}

export function ErrorScreen({
  title,
  message,
  kind,
  onRetry,
  retryLabel = 'Try again',
  onBack,
  backLabel = 'Back',
  onEdit,
}: ErrorScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the heading whenever another error shows
  useEffect(() => heading.current?.focus(), [kind]);
  return (
    <section className="qf-page" aria-labelledby="error-title" data-error={kind}>
      <h1 id="error-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>{message}</p>
      <div className="qf-page__actions">
        {onRetry ? (
          <Button variant="primary" onPress={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
        {onBack ? (
          <Button variant="secondary" onPress={onBack}>
            {backLabel}
          </Button>
        ) : null}
        {onEdit ? (
          <Button variant="secondary" onPress={onEdit}>
            Review my answers
          </Button>
        ) : null}
      </div>
    </section>
  );
}
