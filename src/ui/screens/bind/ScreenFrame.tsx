import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BindMachine } from '../../../machines/bind/bind.machine';
import type { BindNodeView, BindSession } from '../../../machines/bind/bind.selectors';
import type { RatecallMachine } from '../../../machines/ratecall/ratecall.machine';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { QuestionLayout } from '../../components/QuestionLayout';
import '../QuestionScreen.css';
import './bind.css';

// The frame every post-quote screen shares: the question layout inside a form, Back (the chain's BACK, or the
// caller's way out from the chain's first screen), the submit button, and the focus moved to the first field in
// error after a submit that did not pass (WCAG 3.3.1).

export type ChainSend = ActorRefFrom<BindMachine>['send'];
/** The rate-call chart's send: what a screen tells the session itself (a new card after a decline). */
export type SessionSend = ActorRefFrom<RatecallMachine>['send'];

/** What every screen of a chain is given. */
export interface BindScreenProps {
  view: BindNodeView;
  session: BindSession;
  send: ChainSend;
  sendSession: SessionSend;
  onBack: () => void;
}

/** Counts failed submits; after each, focuses the first field marked invalid (a radio group's first radio). */
export function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState(0);
  useEffect(() => {
    if (!failed) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid instanceof HTMLFieldSetElement ? invalid.querySelector<HTMLElement>('input') : invalid;
    target?.focus();
  }, [failed]);
  return { formRef, failedSubmit: () => setFailed((n) => n + 1) };
}

export function ScreenFrame({
  view,
  send,
  onBack,
  title,
  subtitle,
  banner,
  submitLabel = 'Continue',
  onSubmit,
  formRef,
  busy,
  secondary,
  children,
}: Pick<BindScreenProps, 'view' | 'send' | 'onBack'> & {
  title: string;
  subtitle?: string;
  banner?: ReactNode;
  /** The submit button's label; null for a screen with no answer to give here. */
  submitLabel?: string | null;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  formRef?: RefObject<HTMLFormElement | null>;
  busy?: boolean;
  /** Actions beside the submit button (talk to an agent). */
  secondary?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="qf-question-form qf-bind">
      <QuestionLayout
        title={title}
        subtitle={subtitle}
        canGoBack
        onBack={() => (view.canGoBack ? send({ type: 'BACK' }) : onBack())}
        errorBanner={banner}
        footer={
          <div className="qf-page__actions">
            {submitLabel ? (
              <Button type="submit" variant="primary" isDisabled={busy}>
                {submitLabel}
              </Button>
            ) : null}
            {secondary}
          </div>
        }
      >
        {children}
      </QuestionLayout>
    </form>
  );
}

/** A message about the whole answer (not one field), shown above the form. */
export function FormBanner({ message }: { message?: string }) {
  return message ? (
    <Banner tone="error" title="Check your answer">
      {message}
    </Banner>
  ) : null;
}
