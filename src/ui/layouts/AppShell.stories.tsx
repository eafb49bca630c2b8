import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../components/Button';
import { QuestionLayout } from '../components/QuestionLayout';
import { AppShell } from './AppShell';

const meta = {
  title: 'Layouts/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <QuestionLayout
        title="What year is your vehicle?"
        canGoBack={false}
        progress={3}
        footer={<Button type="submit">Continue</Button>}
      >
        <p>The question's form goes here.</p>
      </QuestionLayout>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WhiteLabelBrand: Story = { args: { brand: 'Partner Auto' } };
export const EmptyPage: Story = {
  args: {
    children: (
      <div style={{ padding: '1rem' }}>
        <h1>Page Not Found</h1>
        <Button variant="link" onPress={fn()}>
          Start over
        </Button>
      </div>
    ),
  },
};
