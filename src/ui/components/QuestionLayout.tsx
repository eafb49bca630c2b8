import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { afterNextPaint } from '../../app/afterPaint';
import { Button } from './Button';
import { ProgressBar } from './ProgressBar';
import './QuestionLayout.css';

export const QUESTION_TITLE_ID = 'question-title';

const noSubscription = () => () => {};
const notHydrating = () => false;
/** React reads the server snapshot only while it hydrates (useSyncExternalStore). */
const whileHydrating = () => true;

export interface QuestionLayoutProps {
  /** The question, rendered as the page h1 (id 'question-title', so a ChoiceGroup can be named by it). */
  title: string;
  /**
   * Which question this is, when the layout stays mounted between questions: a new one gets a new h1 that takes
   * focus, even when its text is the last one's. The title when not given.
   */
  question?: string;
  subtitle?: string;
  onBack?: () => void;
  canGoBack: boolean;
  /** 0 to 100; no bar when undefined. */
  progress?: number;
  children: ReactNode;
  /** The actions (Continue); put the layout inside the screen's <form> when the footer holds a submit button. */
  footer?: ReactNode;
  errorBanner?: ReactNode;
  /** Above the question (the start page's promise). */
  lead?: ReactNode;
  /** Below the actions (the start page's reassurance). */
  aside?: ReactNode;
}

/**
 * The frame of every question screen: progress, Back, the question as h1, the form, the actions.
 * The h1 takes focus when a question appears, so screen-reader users hear the new question after each step
 * and keyboard users continue from the top of it.
 */
export function QuestionLayout({
  title,
  question = title,
  subtitle,
  onBack,
  canGoBack,
  progress,
  children,
  footer,
  errorBanner,
  lead,
  aside,
}: QuestionLayoutProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  const hydrating = useSyncExternalStore(noSubscription, notHydrating, whileHydrating);

  // After the frame that shows the question: focusing forces a style and layout pass, the biggest single cost
  // between a Continue and the next question's paint (docs/performance-history.md, issue 9's fifth pass). Not when the
  // shopper's focus moved meanwhile, and not on hydrating the prerendered page: its focus is the shopper's
  // (docs/decisions/0007).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the question; the layout stays mounted between questions
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading || hydrating) return;
    const before = document.activeElement;
    let current = true;
    afterNextPaint(() => {
      if (current && heading.isConnected && document.activeElement === before) heading.focus();
    });
    return () => {
      current = false;
    };
  }, [question]);

  return (
    <div className="qf-question">
      {progress !== undefined ? <ProgressBar value={progress} label="Progress through your quote" /> : null}
      <div className="qf-question__back">
        {canGoBack && onBack ? (
          <Button variant="link" onPress={onBack} className="qf-question__back-button">
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M12.5 5l-5 5 5 5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            Back
          </Button>
        ) : null}
      </div>
      {lead}
      <header className="qf-question__header">
        {/* A new element for each question: the browser paints and reports it as new (Element Timing). */}
        <h1 key={question} id={QUESTION_TITLE_ID} ref={headingRef} tabIndex={-1} className="qf-question__title">
          {title}
        </h1>
        {subtitle ? <p className="qf-question__subtitle">{subtitle}</p> : null}
      </header>
      {errorBanner ? <div className="qf-question__banner">{errorBanner}</div> : null}
      <div className="qf-question__body">{children}</div>
      {footer ? <div className="qf-question__footer">{footer}</div> : null}
      {aside}
    </div>
  );
}
