import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/Button';
import { QuestionLayout } from '../components/QuestionLayout';
import { EmbeddedShell } from './EmbeddedShell';

/** The app inside a partner's frame (docs/decisions/0091): wordmark, compact question and progress, one legal line. */
const meta = {
  title: 'Layouts/EmbeddedShell',
  component: EmbeddedShell,
  parameters: { layout: 'fullscreen' },
  args: {
    siteSource: 'mymove-agency',
    children: (
      <QuestionLayout
        title="Are you currently insured?"
        canGoBack={false}
        progress={8}
        footer={<Button type="submit">Continue</Button>}
      >
        <p>The question's form goes here.</p>
      </QuestionLayout>
    ),
  },
} satisfies Meta<typeof EmbeddedShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MovingPartnerAgency: Story = {};
/** After the ZIP lookup: the traffic source's number, small, beside the wordmark. */
export const WithPhoneNumber: Story = { args: { phoneNumber: '8665550118' } };
export const PartnerBrand: Story = { args: { brand: 'mymove', siteSource: 'mymove-shortform' } };
/** exp=navlinkout: the legal links open in a new tab, so the frame keeps its question (decision 0099). */
export const NavLinksOut: Story = { args: { navLinkOut: true } };
