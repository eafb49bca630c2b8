import {
  type ActorRefFrom,
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  fromCallback,
  type InputFrom,
} from 'xstate';

// The stories' driver for a results chart (auto's, the home line's): every actor it invokes never settles (a chart it
// invokes, like auto's rate call, stays real), so a story sends what the sandbox would answer (each actor's completion,
// each carrier's answer, USER_SAVED) as events.

const idle = fromCallback(() => () => {});
const isChart = (logic: unknown) => typeof logic === 'object' && logic !== null && 'root' in logic;

/** `machine` with every actor but the charts it invokes never settling. */
export function storyChart<M extends AnyStateMachine>(machine: M): M {
  const actors = Object.entries(machine.implementations.actors as Record<string, unknown>).filter(
    ([, l]) => !isChart(l),
  );
  return machine.provide({ actors: Object.fromEntries(actors.map(([name]) => [name, idle])) }) as M;
}

export const STORY_SAVED: AnyEventObject = {
  type: 'USER_SAVED',
  userId: '3b241101-e2bb-4255-8caf-4136c566a962',
  token: 't',
};

/** An actor of a story chart, started on `input` and sent `events` in turn. */
export function driveChart<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  events: readonly AnyEventObject[],
): ActorRefFrom<M> {
  const actor = createActor(machine as AnyStateMachine, { input }).start();
  for (const event of events) actor.send(event);
  return actor as ActorRefFrom<M>;
}
