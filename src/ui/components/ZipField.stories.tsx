import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ERROR_MESSAGES } from '../../domain/errors';
import { controlled } from './stories/controlled';
import { ZipField } from './ZipField';

const ControlledZipField = controlled(ZipField);

const meta = {
  title: 'Components/ZipField',
  component: ZipField,
  render: (args) => <ControlledZipField {...args} />,
  args: { label: 'ZIP code', name: 'zipcode', value: '', onChange: fn() },
} satisfies Meta<typeof ZipField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { value: '94107' } };
export const WithError: Story = { args: { value: '00000', errorMessage: ERROR_MESSAGES.invalid_zip } };
