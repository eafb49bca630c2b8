import type { Decorator } from '@storybook/react-vite';
import { AppShell } from '../../layouts';
import { STORY_PHONE_NUMBER } from './driveIntake';

/** Screen stories render inside the app's page frame (skip link, header, the one <main>, legal footer), as in App.tsx. */
export const withAppShell: Decorator = (Story) => (
  <AppShell phoneNumber={STORY_PHONE_NUMBER}>
    <Story />
  </AppShell>
);
