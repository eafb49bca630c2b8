import { type ReactNode, Suspense, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Banner } from '../components/Banner';
import { Button } from '../components/Button';
import { Loader } from '../components/Loader';
import { QuestionLayout } from '../components/QuestionLayout';
import { StartPromise, StartReassurance } from '../layouts/StartIntro';
import { intakeChunk } from '../../machines/intake/intakeSlot';
import type { LineId } from '../../machines/products';
import { type AnswerCheck, sameView, type QuestionView } from '../../machines/intake/questionView';
import type { IntakeMachine } from '../../machines/intake/intake.machine';
import type { BrandId } from '../../domain/brandId';
import type { BrandDisclosures } from '../../domain/brands';
import { useBrand } from '../layouts/useBrand';
import { AnswerFields, initialAnswer, isFirstScreenForm } from './forms/AnswerFields';
import { useAnswerForm } from './forms/useAnswerForm';
import './QuestionScreen.css';

// The generic question screen: everything it shows comes from the catalogue through the snapshot selector.

type IntakeRef = ActorRefFrom<IntakeMachine>;

/** What a question form sends: to the intake, or to the app while the intake chunk loads. */
type FormEvent = Parameters<IntakeRef['send']>[0];

/** The first question before the intake runs (docs/decisions/0040): the build's view, checked without the catalogue. */
export interface WaitingQuestion {
  view: QuestionView;
  check: AnswerCheck;
  send: (event: FormEvent) => void;
}

/**
 * The intake's current question, or the first question while the intake chunk loads: one component either way, so the
 * form the shopper is using (the choice picked, the focus) stays when the intake takes over.
 */
export function QuestionScreen({
  intake,
  waiting,
  line,
  brand,
}: {
  intake?: IntakeRef;
  waiting?: WaitingQuestion;
  /** The product line whose intake runs (its question catalogue): the default line's unless told. */
  line?: LineId;
  /** The brand the app snapshot holds (selectBrand): its subtexts and its disclosures on their questions. */
  brand?: BrandId;
}) {
  const chunk = intake ? intakeChunk(line) : null;
  const live = useSelector(intake, (s) => (s && chunk ? chunk.selectQuestionView(s as never) : null), sameView);
  const view = intake ? live : (waiting?.view ?? null);
  if (!view) return null;
  const check = chunk ? chunk.questionOf(view.step).schema : waiting!.check;
  // The frame (progress, Back, Continue) stays mounted between steps: only the heading and the fields are new, so a
  // step's click creates, styles and lays out only what changed (docs/decisions/0043). A new step still starts with a
  // fresh form prefilled from the stored answer: the form's state follows the node, its fields are keyed by it.
  return (
    <QuestionForm view={view} check={check} send={intake ? intake.send : waiting!.send} line={line} brand={brand} />
  );
}

/** A failed server check (Invalid Zip, an undeliverable email) is the field's error until the shopper edits it. */
function withCheckError(
  errors: Record<string, string>,
  form: QuestionView['form'],
  checkError: string | undefined,
): Record<string, string> {
  if (checkError === undefined || Object.keys(errors).length) return errors;
  return form === 'email' ? { email: checkError } : { '': checkError };
}

/**
 * The loader while the later fields' chunk loads. No boundary around the choice cards: the prerendered start page then
 * hydrates in one pass, its radios' handlers attached with the rest of the screen (src/main.tsx waits for that).
 */
function FieldsChunk({ needed, children }: { needed: boolean; children: ReactNode }) {
  if (!needed) return children;
  return <Suspense fallback={<Loader label="Loading this question" text="Loading…" />}>{children}</Suspense>;
}

/** The brand's disclosure each question shows under its fields (spec 001 section 1: the email and credit ones). */
const DISCLOSED_STEPS: Readonly<Record<string, keyof BrandDisclosures>> = {
  email: 'email',
  creditScore: 'creditScore',
};

export function QuestionForm({
  view,
  check,
  send,
  line,
  brand = 'quoteflow',
}: {
  view: QuestionView;
  check: AnswerCheck;
  send: (event: FormEvent) => void;
  /** The line whose start page this may be (its promise's words): auto's unless told. */
  line?: LineId;
  /** The shopper's brand: its copy overrides the subtext, and its disclosure shows on the email and credit questions. */
  brand?: BrandId;
}) {
  const { copy, disclosures } = useBrand(brand);
  const subtitle = Object.hasOwn(copy, view.step) ? copy[view.step] : view.subtitle;
  const disclosed = Object.hasOwn(DISCLOSED_STEPS, view.step) ? DISCLOSED_STEPS[view.step] : undefined;
  const disclosure = disclosed ? disclosures[disclosed] : undefined;
  const form = useAnswerForm<unknown>(
    check,
    initialAnswer(view),
    (answer) => send({ type: 'SUBMIT', answer }),
    view.node,
  );
  const busy =
    view.phase === 'checking' || view.phase === 'following' || view.phase === 'loading' || view.phase === 'deciding';
  const fieldError = view.error?.field ? view.error.message : undefined;
  const errors = useMemo(
    () => withCheckError(form.errors, view.form, fieldError),
    [form.errors, view.form, fieldError],
  );
  const banner =
    view.error && !view.error.field ? (
      <Banner
        tone="error"
        title={view.error.title}
        onRetry={view.error.retry ? () => send({ type: 'RETRY' }) : undefined}
      >
        {view.error.message}
      </Banner>
    ) : null;
  // A refused save does not stop the shopper: it is news about the saved link, so it is polite (a status).
  const saveNotice = view.saveNotice ? (
    <Banner tone="info" title={view.saveNotice.title}>
      {view.saveNotice.message}
    </Banner>
  ) : null;

  // The flow's first step (progress 0, also while its answer is checked) is the start page: the promise around it.
  const atStart = view.progress === 0;
  return (
    <form onSubmit={form.onSubmit} noValidate aria-busy={busy} className="qf-question-form">
      <QuestionLayout
        lead={atStart ? <StartPromise line={line} /> : null}
        aside={atStart ? <StartReassurance line={line} /> : null}
        question={view.node}
        title={view.title}
        subtitle={subtitle}
        canGoBack={view.canGoBack}
        onBack={() => send({ type: 'BACK' })}
        progress={view.progress}
        errorBanner={
          banner || saveNotice ? (
            <>
              {banner}
              {saveNotice}
            </>
          ) : null
        }
        footer={
          view.phase === 'loadFailed' ? null : (
            <Button type="submit" variant="primary" isDisabled={busy}>
              {/* A terminal page's one answer is its way on (a knockout: other companies' offers). */}
              {view.terminal ? (view.wayOn ?? 'Continue') : 'Continue'}
            </Button>
          )
        }
      >
        {view.phase === 'loading' ? (
          <Loader label="Loading the choices for this question" text="Loading choices…" />
        ) : view.phase === 'loadFailed' ? null : (
          <FieldsChunk needed={!isFirstScreenForm(view.form)}>
            <AnswerFields key={view.node} view={view} value={form.value} errors={errors} set={form.set} send={send} />
          </FieldsChunk>
        )}
        {disclosure ? (
          <p className="qf-question-form__disclosure" data-testid="brand-disclosure">
            {disclosure}
          </p>
        ) : null}
        {view.phase === 'checking' || view.phase === 'following' || view.phase === 'deciding' ? (
          <Loader label="Checking your answer" text="Checking…" />
        ) : null}
        {/* A field error from a server check appears after the request, so it is announced as well as shown. */}
        <div role="status" className="visually-hidden">
          {view.error?.field ? view.error.message : ''}
        </div>
      </QuestionLayout>
    </form>
  );
}
