import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Set once in the main process; the workers inherit it, so all agree on one fresh data folder.
process.env.TANDEM_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'tandem-e2e-'));
const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  // Two browsers at once on the two cores: the journeys spend much of their time waiting on the
  // server or the other browser, and each signs its own people up, so none shares data.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: join(root, '.tmp', 'e2e-results'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Every browser of the suite has answered the push question with "No", so that its banner does
    // not move every page of every journey; the push journey starts undecided (push.spec.ts).
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${PORT}`,
          localStorage: [
            {
              name: 'notification-config',
              value: JSON.stringify({
                timestamp: 0,
                value: { askLaterChosenAtMs: 0, choice: 'DISABLED' },
              }),
            },
          ],
        },
      ],
    },
    // As a person who asked for less motion: nothing animates, so the browser draws a frame only
    // when something changes (a spinner turning draws sixty a second), and nothing is caught
    // halfway through a transition.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: 'mobile.spec.ts',
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: 'mobile.spec.ts',
    },
  ],
  webServer: {
    // The server as production runs it: built by `npm run build` (test:e2e builds first).
    command: 'node --enable-source-maps apps/server/dist/main.js',
    cwd: root,
    url: `http://127.0.0.1:${PORT}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: process.env.TANDEM_E2E_DATA,
      // A separate build folder lets several builds be tried side by side.
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
      LOG_LEVEL: 'warn',
      DEV_OUTBOX: 'true',
      AUTH_RATE_LIMIT: '1000',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  },
});
