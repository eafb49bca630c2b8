import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AutoUser } from '../../contract';
import type { ErrorCode } from '../../domain/errors';
import { createIntakeMachine, type IntakeMachine, type IntakeOutput } from '../intake/intake.machine';
import { AUTO_FLOW_IDS, DEFAULT_FLOW, autoFlows, type AutoFlowId } from '../intake/flows';
import { lazyMachine, type LazyMachine } from '../graph/lazyMachine';
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
  /** The flow to take (the start-graph choice); the default auto order when absent. */
  flowId?: AutoFlowId;
}

export interface AppContext {
  /** The intake flow the shopper takes (spec 000 section 2: the start graph), kept across reloads. */
  flowId: AutoFlowId;
  overlay: OverlayPage | null;
  returning: ReturningUser | null;
  /** A notice for the shopper from the error catalogue (a returning user that could not be loaded). */
  notice: ErrorCode | null;
  /** The finished intake, handed to the rate calls and back to the intake when editing answers. */
  result: IntakeOutput | null;
}

/**
 * Every registered flow as an actor named by its flow id, built on first use (a shopper takes one flow; building
 * all of them would cost the first load). `provide` supplies the real actors at the app root.
 */
export function flowActors(provide: (m: IntakeMachine) => IntakeMachine = (m) => m) {
  const entries = AUTO_FLOW_IDS.map((id) => [id, lazyMachine(() => provide(createIntakeMachine(autoFlows[id])))]);
  return Object.fromEntries(entries) as Record<AutoFlowId, LazyMachine<IntakeMachine>>;
}

/** One state per registered flow, each invoking its flow as the `intake` child. */
const flowStates = Object.fromEntries(
  AUTO_FLOW_IDS.map((id) => [
    id,
    {
      description: autoFlows[id].description,
      invoke: {
        id: 'intake',
        src: id,
        input: ({ context }: { context: AppContext }) => ({
          user: context.result?.user,
          server: context.result?.server,
        }),
        onDone: {
          target: '#app.quotes',
          actions: [
            {
              type: 'storeResult' as const,
              params: ({ event }: { event: { output: IntakeOutput } }) => ({ output: event.output }),
            },
          ],
        },
      },
    },
  ]),
);

export const appMachine = setup({
  types: {} as { context: AppContext; events: AppEvent; input: AppInput | undefined },
  actors: {
    ...flowActors(),
    ratecall: ratecallMachine,
    fetchReturningUser: fromPromise<AutoUser, ReturningUser>(() =>
      Promise.reject(new Error("actor 'fetchReturningUser' was not provided")),
    ),
  },
  guards: {
    isReturning: ({ context }) => context.returning !== null,
    flowIs: ({ context }, p: { flow: AutoFlowId }) => context.flowId === p.flow,
  },
  actions: {
    showOverlay: assign(({ event }) => {
      if (event.type === 'ROUTE_NOT_FOUND') return { overlay: { page: 'notFound' as const, path: event.path } };
      if (event.type === 'SHOW_PAGE') return { overlay: { page: event.page, path: event.path } };
      return {};
    }),
    clearOverlay: assign({ overlay: null }),
    forwardToIntake: sendTo('intake', ({ event }) => event),
    storeResult: assign((_, p: { output: IntakeOutput }) => ({ result: p.output })),
    storeReturningUser: assign(({ context, event }) => ({
      result: { user: (event as unknown as { output: AutoUser }).output, server: { ...context.returning! } },
      returning: null,
    })),
    returningUserFailed: assign({ returning: null, notice: 'user_not_found' as ErrorCode }),
    dismissNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    flowId: input?.flowId ?? DEFAULT_FLOW,
    overlay: null,
    result: null,
    returning: input?.returning ?? null,
    notice: null,
  }),
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
      description: 'The questionnaire: the compiled flow the start graph chose, one state per registered flow.',
      initial: 'choosing',
      states: {
        choosing: {
          always: AUTO_FLOW_IDS.map((id) => ({ guard: { type: 'flowIs' as const, params: { flow: id } }, target: id })),
        },
        ...flowStates,
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
