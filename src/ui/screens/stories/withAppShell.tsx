import type { Decorator } from '@storybook/react-vite';
import { AppShell } from '../../layouts';
import { STORY_PHONE_NUMBER } from './driveIntake';

/**
 * Screen stories render inside the app's page frame (skip link, header, the one <main>, legal footer), as in App.tsx;
 * a story of a bound policy says so in its parameters (`shell: { bound: true }`), as the app does on purchase success.
 */
export const withAppShell: Decorator = (Story, { parameters }) => (
  <AppShell phoneNumber={STORY_PHONE_NUMBER} bound={(parameters.shell as { bound?: boolean } | undefined)?.bound}>
    <Story />
  </AppShell>
);
