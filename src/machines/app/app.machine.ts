import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AutoUser } from '../../contract';
import type { ErrorCode } from '../../domain/errors';
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
  | { type: 'EDIT_ANSWERS' }
  | { type: 'DISMISS_NOTICE' };

/** A page shown over the flow, which keeps its place underneath: an information page or the 404 page. */
export type OverlayPage = { page: InfoPage | 'notFound'; path: string };

/** A returning-user link: `?user_id=...&token=...` (spec 000 section 2: the returning-user page reads user_id). */
export interface ReturningUser {
  userId: string;
  token: string;
}

export interface AppInput {
  returning?: ReturningUser;
}

export interface AppContext {
  overlay: OverlayPage | null;
  returning: ReturningUser | null;
  /** A notice for the shopper from the error catalogue (a returning user that could not be loaded). */
  notice: ErrorCode | null;
  /** The finished intake, handed to the rate calls and back to the intake when editing answers. */
  result: IntakeOutput | null;
}

export const intakeMachine = createIntakeMachine(defaultAutoFlow);

export const appMachine = setup({
  types: {} as { context: AppContext; events: AppEvent; input: AppInput | undefined },
  actors: {
    intake: intakeMachine,
    ratecall: ratecallMachine,
    fetchReturningUser: fromPromise<AutoUser, ReturningUser>(() =>
      Promise.reject(new Error("actor 'fetchReturningUser' was not provided")),
    ),
  },
  guards: { isReturning: ({ context }) => context.returning !== null },
  actions: {
    showOverlay: assign(({ event }) => {
      if (event.type === 'ROUTE_NOT_FOUND') return { overlay: { page: 'notFound' as const, path: event.path } };
      if (event.type === 'SHOW_PAGE') return { overlay: { page: event.page, path: event.path } };
      return {};
    }),
    clearOverlay: assign({ overlay: null }),
    forwardToIntake: sendTo('intake', ({ event }) => event),
    storeResult: assign(({ event }) => ({ result: (event as unknown as { output: IntakeOutput }).output })),
    storeReturningUser: assign(({ context, event }) => ({
      result: { user: (event as unknown as { output: AutoUser }).output, server: { ...context.returning! } },
      returning: null,
    })),
    returningUserFailed: assign({ returning: null, notice: 'user_not_found' as ErrorCode }),
    dismissNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ overlay: null, result: null, returning: input?.returning ?? null, notice: null }),
  initial: 'start',
  on: {
    ROUTE_NOT_FOUND: { actions: ['showOverlay'] },
    SHOW_PAGE: { actions: ['showOverlay'] },
    ROUTE_FOUND: { actions: ['clearOverlay'] },
  },
  states: {
    start: { always: [{ guard: 'isReturning', target: 'loadingReturningUser' }, { target: 'intake' }] },
    loadingReturningUser: {
      description: 'GET /user/{user_id} with the signed token; failure starts a fresh quote (spec 000 section 7).',
      tags: ['state:loading'],
      invoke: {
        src: 'fetchReturningUser',
        id: 'fetchReturningUser',
        input: ({ context }) => context.returning!,
        onDone: { target: 'intake', actions: ['storeReturningUser'] },
        onError: { target: 'intake', actions: ['returningUserFailed'] },
      },
    },
    intake: {
      description: 'The questionnaire: the compiled flow chosen by the start-graph priority (default auto for now).',
      invoke: {
        id: 'intake',
        src: 'intake',
        input: ({ context }) => ({ user: context.result?.user, server: context.result?.server }),
        onDone: { target: 'quotes', actions: ['storeResult'] },
      },
      on: {
        NAVIGATE: { actions: ['clearOverlay', 'forwardToIntake'] },
        DISMISS_NOTICE: { actions: ['dismissNotice'] },
      },
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
