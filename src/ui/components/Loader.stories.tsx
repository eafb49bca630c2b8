import type { Meta, StoryObj } from '@storybook/react-vite';
import { greeting, Loader } from './Loader';

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
    eyebrow: greeting('Buckle up', 'Sam'),
    text: 'Your quotes are en route!',
    subtext: 'Getting your lowest rate...',
  },
};
/** Before the shopper's name is known (the nerd flow asks it last): the eyebrow still reads whole. */
export const QuotesEnRouteWithoutName: Story = {
  args: { ...QuotesEnRoute.args, eyebrow: greeting('Buckle up') },
};
export const LabelOnly: Story = { args: { label: 'Checking your address' } };
