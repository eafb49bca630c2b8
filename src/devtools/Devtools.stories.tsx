import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type AnyActorRef, createActor, type Snapshot } from 'xstate';
import type { AppActor } from '../app/createApp';
import { createDevtools } from './controller';
import { Devtools } from './Devtools';
import type { DevSession } from './session';
import { petMachine, petSkips } from './toyFlow.testing';

// The devtools panel on a recorded session: the toy flow (toyFlow.testing.ts) really run by the flow compiler's
// machine, its events inspected as the page's are, one step skipped by its rule. Nothing here is typed-in JSON.

/** A session of the toy flow, restored as the app's would be (a new actor from a persisted snapshot). */
function recordedSession(answers: string[]) {
  const start = (snapshot?: Snapshot<unknown>) =>
    createActor(petMachine(), { input: {}, snapshot: snapshot as never }).start() as AnyActorRef;
  let actor = start();
  const replaced = new Set<(a: AppActor) => void>();
  const session: DevSession = {
    actor: () => actor as unknown as AppActor,
    onReplaced(listener) {
      replaced.add(listener);
      return () => replaced.delete(listener);
    },
    async replace(persisted) {
      actor.stop();
      actor = start(persisted);
      for (const l of replaced) l(actor as unknown as AppActor);
    },
  };
  const devtools = createDevtools(session, { skipsOf: petSkips, storage: sessionStorageDouble() });
  for (const answer of answers) actor.send({ type: 'SUBMIT', answer });
  return devtools;
}

/** A storage of the story's own, so stories never share a timeline. */
function sessionStorageDouble(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

const meta = {
  title: 'Devtools/Panel',
  component: Devtools,
  parameters: { layout: 'fullscreen' },
  args: { request: {}, onClose: fn() },
  render: (args) => (
    <aside aria-label="Devtools">
      <Devtools {...args} />
    </aside>
  ),
} satisfies Meta<typeof Devtools>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pet owner's name answered, then "No" to pets: both vet questions skipped by `noPets`, the flow complete. */
export const SkippedByRule: Story = { args: { devtools: recordedSession(['Ada', 'No']) } };

/** Mid-flow, the vet asked: an event box for the question's SUBMIT, time travel points behind. */
export const MidFlow: Story = { args: { devtools: recordedSession(['Ada', 'Yes', 'Dr Who']) } };

/** Opened on a machine and node (`#/__dev?machine=pets&node=pets.vet~1`), as a link from the atlas does. */
export const OpenedOnANode: Story = {
  args: { devtools: recordedSession(['Ada', 'Yes']), request: { machine: 'pets', node: 'pets.vet~1' } },
};
