import type { AnyStateMachine } from 'xstate';

// THROWAWAY STUB (helper "dev"): the atlas helper's registry replaces this file on merge; it only matches the shared
// contract so the devtools compile and embed the atlas.

export const ATLAS_MACHINES: {
  id: string;
  kind: 'app' | 'flow' | 'results' | 'ratecall' | 'chain';
  title: string;
  load: () => Promise<AnyStateMachine>;
}[] = [
  {
    id: 'app',
    kind: 'app',
    title: 'The app',
    load: async () => (await import('../../machines/app/app.machine')).appMachine,
  },
];
