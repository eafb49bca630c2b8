import type { QuestionView } from './questionView';

// A question's view as it first shows (answering, nothing checked, no notice), from what names the question: the
// later fields' warm-up draws each form kind from one (src/ui/screens/forms/warmLaterFields.tsx), and tests start
// from one. Apart from questionView.ts, which the start page loads.

export type ViewBasics = Pick<QuestionView, 'node' | 'step' | 'index' | 'form' | 'title'> & Partial<QuestionView>;

export const answeringView = (view: ViewBasics): QuestionView => ({
  options: [],
  answer: undefined,
  phase: 'answering',
  pendingFollowUps: [],
  error: null,
  saveNotice: null,
  canGoBack: true,
  progress: 0,
  suggesting: false,
  items: [],
  terminal: false,
  ...view,
});
