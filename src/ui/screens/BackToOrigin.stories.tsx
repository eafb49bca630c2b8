import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BackToOrigin } from './BackToOrigin';
import { withAppShell } from './stories/withAppShell';

// The way back to the auto results from the home line's bundle flow and its results (docs/decisions/0085).

const meta: Meta<typeof BackToOrigin> = {
  title: 'Screens/BackToOrigin',
  component: BackToOrigin,
  decorators: [withAppShell],
  args: { line: 'auto', onBack: fn() },
};
export default meta;

/** Above the home transition page, or the home results, of a shopper who came from their auto quotes. */
export const BackToAutoQuotes: StoryObj<typeof BackToOrigin> = {};
