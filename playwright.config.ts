import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';
import { ANONYMOUS_ID_KEY } from './src/app/anonymousId';
import { anonymousIdIn } from './tests/mbt/postQuoteBuckets';

// Browser suites run in Debian's chromium against the started sandbox (docs/stack.md); CHROMIUM_PATH overrides the
// path.
const PORT = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // Every test stands alone on the one sandbox (decision 0042): its own saved shopper or walk, fault rules on its own
  // page's requests, nothing global switched. Two workers in CI; locally Playwright's default (half the cores).
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Every page starts with one anonymous id (the experiments' bucket), one the sandbox's mAQuotesFiltering puts in
    // prioQuote: a carrier's quote is never traded for its ad (docs/decisions/0074), so a walk that buys from a carrier
    // finds its quote whatever id a run would have drawn. A test that needs another bucket sets its own id.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${PORT}`,
          localStorage: [{ name: ANONYMOUS_ID_KEY, value: anonymousIdIn('quotesFirst') }],
        },
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /drills\//,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } },
    },
    // The fault drills (issue 27; tests/e2e/drills): one recording walk of the journey, then each call failed in turn
    // from the recorded session before its question.
    {
      name: 'drills-setup',
      testMatch: /drills\/record\.setup\.ts/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'drills',
      testMatch: /drills\/(callFailures|offline)\.spec\.ts/,
      dependencies: ['drills-setup'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } },
    },
    // The restart drills: each file a sandbox of its own from E2E_PORT + 2 on (its baseURL), killed and started again.
    {
      name: 'drills-restart',
      testMatch: /drills\/(restarts|pgRestart)\.spec\.ts/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } },
    },
    // A phone: touch, a narrow viewport; the navigation and failure paths, scanned by axe as on desktop.
    {
      name: 'phone',
      testMatch: /navigation\.spec\.ts/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      },
    },
  ],
  webServer: {
    // A throwaway database per run: PGlite in memory, the built app from dist/.
    command: `node --import tsx server/main.ts`,
    // One shopper's IP walks many flows in a row: the per-IP limits would throttle the suite, not a shopper.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
      // Every test's tracker and recorder send from this one address: its hourly sink quotas would refuse the suite's
      // last tests, not a shopper (each session keeps its own quota).
      EVENT_QUOTA_CLIENT_BYTES: '0',
      RECORDING_QUOTA_CLIENT_BYTES: '0',
      VAULT_PORT: String(PORT + 1),
      // The demo partner page and its unconfigured twin (tests/e2e/widget.spec.ts; docs/decisions/0091): above the
      // restart drills' E2E_PORT + 2 to + 5.
      PARTNER_DEMO_PORT: String(PORT + 6),
      // The devtools panel may open at #/__dev (tests/e2e/devtools.spec.ts; docs/decisions/0077).
      DEVTOOLS: 'on',
    },
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
