import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Banner } from './Banner';
import { Button } from './Button';
import { ChoiceGroup } from './ChoiceGroup';
import { QuestionLayout, QUESTION_TITLE_ID } from './QuestionLayout';
import { ZipField } from './ZipField';

function OwnershipChoice() {
  const [value, setValue] = useState<string>();
  return (
    <ChoiceGroup
      label="Do you own, lease, or finance this vehicle?"
      labelHidden
      aria-labelledby={QUESTION_TITLE_ID}
      name="ownership"
      value={value}
      onChange={setValue}
      options={[
        { value: 'own', label: 'Own' },
        { value: 'lease', label: 'Lease' },
        { value: 'finance', label: 'Finance' },
      ]}
    />
  );
}

function ZipAnswer({ errorMessage }: { errorMessage?: string }) {
  const [value, setValue] = useState('');
  return <ZipField label="ZIP code" name="zipcode" value={value} onChange={setValue} errorMessage={errorMessage} />;
}

const meta = {
  title: 'Layouts/QuestionLayout',
  component: QuestionLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Do you own, lease, or finance this vehicle?',
    canGoBack: true,
    onBack: fn(),
    progress: 20,
    children: <OwnershipChoice />,
    footer: <Button type="submit">Continue</Button>,
  },
} satisfies Meta<typeof QuestionLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChoiceQuestion: Story = {};
export const FirstStepWithoutBack: Story = {
  args: {
    title: 'Where do you park your car overnight?',
    subtitle: 'Your ZIP code helps us find carriers in your area.',
    canGoBack: false,
    progress: 0,
    children: <ZipAnswer />,
  },
};
export const WithErrorBanner: Story = {
  args: {
    title: 'Where do you park your car overnight?',
    progress: 5,
    errorBanner: <Banner tone="error" title="Invalid Zip" onRetry={fn()} />,
    children: <ZipAnswer errorMessage="Invalid Zip" />,
  },
};
