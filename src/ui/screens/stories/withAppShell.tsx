import type { Decorator } from '@storybook/react-vite';
import { AppShell } from '../../layouts';
import { STORY_PHONE_NUMBER } from './driveIntake';
import type { BrandId } from '../../../domain/brands';

/**
 * Screen stories render inside the app's page frame (skip link, header, the one <main>, legal footer), as in App.tsx;
 * a story of a bound policy says so in its parameters (`shell: { bound: true }`), as the app does on purchase success,
 * and a partner's story its brand (`shell: { brand: 'libertymutual' }`).
 */
export const withAppShell: Decorator = (Story, { parameters }) => {
  const shell = parameters.shell as { bound?: boolean; brand?: BrandId } | undefined;
  return (
    <AppShell phoneNumber={STORY_PHONE_NUMBER} bound={shell?.bound} brand={shell?.brand}>
      <Story />
    </AppShell>
  );
};
