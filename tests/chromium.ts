// Debian's chromium as every browser run here starts it (docs/stack.md): headless, and no background calls to the
// closed network. CHROMIUM_PATH (or Lighthouse's CHROME_PATH) points elsewhere.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
