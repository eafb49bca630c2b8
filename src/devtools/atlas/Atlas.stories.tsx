import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { getInitialSnapshot } from 'xstate';
import Atlas from './Atlas';
import { ATLAS_MACHINES } from './registry';

// The flow atlas on real machines from its registry: the mini flow with a live session at its first node (the
// machine's own initial snapshot), a node chosen, and the rate-call lifecycle with its stages as groups.

/** A live actor's entry as the devtools pass it: the machine's initial snapshot, computed by XState. */
async function startedAt(machineId: string) {
  const entry = ATLAS_MACHINES.find((m) => m.id === machineId);
  if (!entry) throw new Error(`No atlas machine '${machineId}'`);
  const machine = await entry.load();
  return { active: [{ machineId, value: getInitialSnapshot(machine, undefined).value }] };
}

const meta = {
  title: 'Devtools/Atlas',
  component: Atlas,
  args: { onSelectMachine: fn() },
} satisfies Meta<typeof Atlas>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MiniFlowLive: Story = {
  args: { machineId: 'miniFlow' },
  loaders: [() => startedAt('miniFlow')],
  render: (args, { loaded }) => <Atlas {...args} active={loaded.active} />,
};

export const CreditScoreSelected: Story = {
  args: { machineId: 'defaultAuto', selectedNode: 'defaultAuto.steps.creditScore~1' },
};

export const RateCall: Story = { args: { machineId: 'ratecall' } };
