import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../components/Button';
import { QuestionLayout } from '../components/QuestionLayout';
import { SelectField } from '../components/SelectField';
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
/** The Liberty-Mutual-type white-label partner: its logo, colours, fixed number, disclosure and marketing disclaimer. */
export const LibertyMutualBrand: Story = { args: { brand: 'libertymutual', phoneNumber: '8005550161' } };
/** The Safeco-type partner (agency experience, no post-quotes page). */
export const SafecoBrand: Story = { args: { brand: 'safeco', phoneNumber: '8665550118' } };
export const BankrateBrand: Story = { args: { brand: 'bankrate' } };
export const MymoveBrand: Story = { args: { brand: 'mymove' } };
export const SageBrand: Story = { args: { brand: 'sage' } };
/** After the ZIP lookup: the traffic source's number to call, as a tel: link (spec 000 sections 4, 5). */
export const WithPhoneNumber: Story = { args: { phoneNumber: '8665550118' } };
/** exp=navlinkout: the brand's home link and the legal links open in a new tab, said to screen readers (decision 0099). */
export const NavLinksOut: Story = { args: { navLinkOut: true } };
export const EmptyPage: Story = {
  args: {
    children: (
      <div style={{ padding: '1rem' }}>
        <h1>We can't find that page</h1>
        <Button variant="link" onPress={fn()}>
          Start over
        </Button>
      </div>
    ),
  },
};

/** A list open on a question: the page behind it is hidden from screen readers and out of the tab order (issue 10). */
export const WithOpenList: Story = {
  args: {
    children: (
      <QuestionLayout
        title="What make is your 2016 vehicle?"
        canGoBack
        onBack={fn()}
        progress={8}
        footer={<Button type="submit">Continue</Button>}
      >
        <SelectField
          label="What make is your 2016 vehicle?"
          labelHidden
          name="make"
          options={['Ford', 'Honda', 'Mercedes-Benz', 'Toyota'].map((make) => ({ value: make, label: make }))}
          onChange={fn()}
        />
      </QuestionLayout>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'o');
  },
};
