import type { Decorator } from '@storybook/react-vite';
import { AppShell } from '../../layouts';

/** Screen stories render inside the app's page frame (skip link, header, the one <main>, legal footer), as in App.tsx. */
export const withAppShell: Decorator = (Story) => (
  <AppShell>
    <Story />
  </AppShell>
);
