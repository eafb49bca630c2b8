import { useEffect, useRef } from 'react';
import { Button } from '../components/Button';
import './Page.css';

// spec 000 section 8: an unknown route gives 'Page Not Found: {path}'. The shopper reads it in their words, said once,
// as the heading, without the raw path (docs/decisions/0076). Laid out like every page; a first-time visitor is not told
// about saved answers they never gave.
export const NOT_FOUND_TITLE = "We can't find that page";
export function NotFoundScreen({
  path,
  hasAnswers = false,
  onContinue,
}: {
  path: string;
  hasAnswers?: boolean;
  onContinue: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the heading for each unknown path
  useEffect(() => heading.current?.focus(), [path]);
  return (
    <section className="qf-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title" ref={heading} tabIndex={-1}>
        {NOT_FOUND_TITLE}
      </h1>
      <p>The link may be mistyped or out of date.</p>
      {hasAnswers ? <p>Your answers are saved. You can pick up where you left off.</p> : null}
      <Button variant="primary" onPress={onContinue}>
        {hasAnswers ? 'Continue my quote' : 'Start my quote'}
      </Button>
    </section>
  );
}
