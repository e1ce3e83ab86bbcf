import { defineConfig, devices } from '@playwright/test';

/**
 * e2e against the production build and a freshly seeded sandbox on their own ports, so a running
 * `npm start` (4321/4322) is left alone. Chromium is Debian's: browsers are never downloaded.
 *
 * Most tests run in its headless shell (`chromium-headless-shell`, the same release, the headless
 * mode Playwright itself uses): half the CPU of the full browser per test, which is what keeps the
 * suite within the CI budget on two cores (docs/decisions.md, "The e2e suite in the headless
 * shell"). The shell rests its pointer at the page's top-left corner and moves it there, a real
 * pointer event, while a page loads; the tests of what a page leaves for the shopper's first
 * intent need a pointer that stays away until the test moves it, as a shopper's does, so they
 * are tagged `@before-intent` and run in the full browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 4391);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4392);
export const baseURL = `http://localhost:${PORT}`;
/** One database per port, so parallel runs in one checkout never share data. */
const E2E_DB = `.data/e2e-${PORT}.db`;
const E2E_SERVER_LOG = `.data/e2e-${PORT}-server.log`;
/** `CHROMIUM_PATH` runs every test in one browser of your choice. */
const SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BEFORE_INTENT = /@before-intent/;
const LAUNCH = {
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A trace recorded for every test costs about 30 % of the suite's time on 2 cores (measured:
    // four specs, 327 s with it, 226 s without), for the few that fail. A failure is traced on its
    // retry (CI retries once); locally, run the failing test again with `--trace on`.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'desktop', use: { ...DESKTOP, launchOptions: { ...LAUNCH, executablePath: SHELL } }, grepInvert: [/@mobile/, BEFORE_INTENT] },
    { name: 'desktop before intent', use: { ...DESKTOP, launchOptions: { ...LAUNCH, executablePath: BROWSER } }, grep: BEFORE_INTENT, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: { ...LAUNCH, executablePath: SHELL } }, grep: /@mobile/, grepInvert: BEFORE_INTENT },
    { name: 'mobile before intent', use: { ...devices['Pixel 7'], launchOptions: { ...LAUNCH, executablePath: BROWSER } }, grep: /^(?=[\s\S]*@mobile)(?=[\s\S]*@before-intent)/ },
  ],
  webServer: {
    // The server's warnings and errors go to a file (.data/e2e-<port>-server.log, also where a
    // failed start says why), not the test output: tests make many on purpose, and a rare failure
    // needs them all, in order, to explain it.
    command: `rm -f ${E2E_DB} ${E2E_DB}-wal ${E2E_DB}-shm && mkdir -p .data && node scripts/start.ts 2> ${E2E_SERVER_LOG}`,
    url: `${baseURL}/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_DB: E2E_DB, HOST: 'localhost', LOG_LEVEL: 'warn' },
  },
});
