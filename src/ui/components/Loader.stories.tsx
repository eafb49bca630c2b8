import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from './Loader';

const meta = {
  title: 'Components/Loader',
  component: Loader,
  args: { label: 'Loading' },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuotesEnRoute: Story = {
  args: {
    label: 'Loading your quotes',
    eyebrow: 'Buckle up',
    text: 'Your quotes are en route!',
    subtext: 'Getting your lowest rate...',
  },
};
export const LabelOnly: Story = { args: { label: 'Checking your address' } };
