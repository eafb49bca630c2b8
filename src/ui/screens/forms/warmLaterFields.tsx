import { startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { answeringView } from '../../../machines/intake/answeringView';
import type { QuestionView } from '../../../machines/intake/questionView';
import { AnswerFields, initialAnswer, loadLaterFields } from './AnswerFields';

// The first react-aria field a shopper meets used to cost its whole first run: V8 compiles react-aria's functions
// lazily, on their first call, so the year's combobox after the ZIP took 450 ms more at 4x CPU than the make's after
// it (docs/performance-history.md, issue 9's eleventh pass). Each later form kind is rendered once here, off the page (a
// detached element: nothing is shown, announced or focusable), in idle time before the shopper reaches it.

type Kind = 'select' | 'zip' | 'name' | 'date' | 'email' | 'checklist' | 'address';
const KINDS: Kind[] = ['select', 'zip', 'name', 'date', 'email', 'checklist', 'address'];

const OPTIONS = Array.from({ length: 12 }, (_, i) => ({ value: `option-${i}`, label: `Option ${i}` }));

const sampleView = (form: Kind): QuestionView =>
  answeringView({ node: 'warm-up~1', step: 'warm-up', index: 1, form, title: 'Warm-up', options: OPTIONS });

function Rendered({ onRendered }: { onRendered: () => void }) {
  useEffect(() => onRendered(), [onRendered]);
  return null;
}

export interface IdleEnv {
  /** Runs the callback when the page is idle (requestIdleCallback where there is one). */
  whenIdle(run: () => void): void;
  /** The detached element each sample renders into. */
  createContainer(): Element;
}

const browserIdleEnv = (): IdleEnv => ({
  whenIdle: (run) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 50),
  createContainer: () => document.createElement('div'),
});

/**
 * Renders each later form kind once, one kind per idle period, as a transition (React yields to a click between its
 * slices), then unmounts it. Resolves with the kinds rendered; a kind that throws is skipped (the real step renders it
 * as before, only colder).
 */
export async function warmLaterFields(env: IdleEnv = browserIdleEnv()): Promise<Kind[]> {
  await loadLaterFields();
  const warmed: Kind[] = [];
  for (const kind of KINDS) {
    await new Promise<void>((idle) => env.whenIdle(idle));
    let settle: (ok: boolean) => void = () => undefined;
    const done = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    const root = createRoot(env.createContainer(), { onUncaughtError: () => settle(false) });
    const view = sampleView(kind);
    startTransition(() =>
      root.render(
        <>
          <AnswerFields view={view} value={initialAnswer(view)} errors={{}} set={() => undefined} />
          <Rendered onRendered={() => settle(true)} />
        </>,
      ),
    );
    if (await done) warmed.push(kind);
    root.unmount();
  }
  return warmed;
}
