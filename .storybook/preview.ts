import type { Preview } from '@storybook/react-vite';
import '../src/ui/themes/default.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // axe runs on every story; a violation fails the story in test runs (addon-a11y test: 'error')
    a11y: { test: 'error' },
    controls: { expanded: true },
    // The two viewports screens are reviewed at (issue 28): a phone and a desktop. Stories pick one with
    // `globals: { viewport: { value: 'phone' } }`.
    viewport: {
      options: {
        phone: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280x800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
