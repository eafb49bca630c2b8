import { assign, sendTo, setup } from 'xstate';
import { createIntakeMachine, type IntakeOutput } from '../intake/intake.machine';
import { defaultAutoFlow } from '../intake/flows/defaultAuto.flow';
import { ratecallMachine } from '../ratecall/ratecall.machine';
import type { NodeId } from '../intake/intake.types';
import type { InfoPage } from './app.routes';

// The root machine: which flow runs, when quotes are fetched, and what the URL shows (DESIGN section 2, machines/app).

export type AppEvent =
  | { type: 'NAVIGATE'; node: NodeId }
  | { type: 'ROUTE_NOT_FOUND'; path: string }
  | { type: 'SHOW_PAGE'; page: InfoPage; path: string }
  | { type: 'ROUTE_FOUND' }
  | { type: 'EDIT_ANSWERS' };

/** A page shown over the flow, which keeps its place underneath: an information page or the 404 page. */
export type OverlayPage = { page: InfoPage | 'notFound'; path: string };

export interface AppContext {
  overlay: OverlayPage | null;
  /** The finished intake, handed to the rate calls and back to the intake when editing answers. */
  result: IntakeOutput | null;
}

export const intakeMachine = createIntakeMachine(defaultAutoFlow);

export const appMachine = setup({
  types: {} as { context: AppContext; events: AppEvent },
  actors: { intake: intakeMachine, ratecall: ratecallMachine },
  actions: {
    showOverlay: assign(({ event }) => {
      if (event.type === 'ROUTE_NOT_FOUND') return { overlay: { page: 'notFound' as const, path: event.path } };
      if (event.type === 'SHOW_PAGE') return { overlay: { page: event.page, path: event.path } };
      return {};
    }),
    clearOverlay: assign({ overlay: null }),
    forwardToIntake: sendTo('intake', ({ event }) => event),
    storeResult: assign(({ event }) => ({ result: (event as unknown as { output: IntakeOutput }).output })),
  },
}).createMachine({
  id: 'app',
  context: { overlay: null, result: null },
  initial: 'intake',
  on: {
    ROUTE_NOT_FOUND: { actions: ['showOverlay'] },
    SHOW_PAGE: { actions: ['showOverlay'] },
    ROUTE_FOUND: { actions: ['clearOverlay'] },
  },
  states: {
    intake: {
      description: 'The questionnaire: the compiled flow chosen by the start-graph priority (default auto for now).',
      invoke: {
        id: 'intake',
        src: 'intake',
        input: ({ context }) => ({ user: context.result?.user }),
        onDone: { target: 'quotes', actions: ['storeResult'] },
      },
      on: { NAVIGATE: { actions: ['clearOverlay', 'forwardToIntake'] } },
    },
    quotes: {
      description: 'Rate calls and results.',
      invoke: {
        id: 'ratecall',
        src: 'ratecall',
        input: ({ context }) => ({ user: context.result!.user, server: context.result!.server }),
      },
      on: {
        EDIT_ANSWERS: { target: 'intake' },
        // The browser's back button from results returns to the questions, answers kept.
        NAVIGATE: { target: 'intake', actions: ['clearOverlay'] },
      },
    },
  },
});

export type AppMachine = typeof appMachine;
