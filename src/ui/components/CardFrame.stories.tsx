import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CardFrame } from './CardFrame';

// The vault's frame needs the sandbox running (`npm start`: the vault on :8090 serves it for Storybook's origin only
// when VAULT_ALLOWED_ORIGINS lists http://localhost:6006).
const meta = {
  title: 'Components/CardFrame',
  component: CardFrame,
  // A session's externalId: the sandbox binds the token to it (an unknown one is fine for the frame itself).
  args: { session: 'rc_Q2xhcmtlS2VudEtyeXB0b24x', onToken: fn() },
} satisfies Meta<typeof CardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox's vault on this host's port 8090. */
export const FromTheSandboxVault: Story = {};
/** A vault that does not answer: after the ready timeout, the error and its retry. */
export const VaultDown: Story = { args: { vaultOrigin: 'http://127.0.0.1:9', readyTimeoutMs: 1_500 } };
