import type { Preview } from '@storybook/react-vite';
import '../src/ui/themes/default.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // axe runs on every story; a violation fails the story in test runs (addon-a11y test: 'error')
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
