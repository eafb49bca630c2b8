import type { StorybookConfig } from '@storybook/react-vite';

// Storybook for the UI primitives, layouts and (later) screens; builds offline (telemetry off, no network calls).
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true },
};

export default config;
