import { defineConfig, devices } from '@playwright/test'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100)
/** The scaled-out server (PostgreSQL, Redis, two processes) the `mobile` journeys run against. */
const CLUSTER_PORT = Number(process.env.E2E_CLUSTER_PORT ?? SITE_PORT + 1)
const STORYBOOK_PORT = Number(process.env.E2E_STORYBOOK_PORT ?? 6100)

/** Debian's chromium, never a downloaded browser (TOOLCHAIN.md); flags keep it offline and its pixels stable. */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--font-render-hinting=none',
    '--disable-lcd-text',
    '--force-color-profile=srgb',
    '--hide-scrollbars',
    // Agent domains of the seed (vnd-agent.lobby.test, …) are the local server: nothing leaves the machine.
    '--host-resolver-rules=MAP *.lobby.test 127.0.0.1',
  ],
}

/**
 * Every journey comes from 127.0.0.1: the per-address limits of logins and registration lookups would
 * count the whole suite as one client. Server tests prove those limits; here they are lifted.
 */
const E2E_SERVER_ENV = {
  HOST: '127.0.0.1',
  LOBBY_DEV_HOOKS: '1',
  LOBBY_LOGIN_ADDRESS_FAILURE_MAX: '100000',
  LOBBY_REGISTER_LOOKUPS_PER_MINUTE: '0',
  LOBBY_REGISTER_LOOKUPS_PER_HOUR: '0',
}

/**
 * Which stack runs a journey file. The files of BOTH run on both: the desktop layout on the embedded SQLite server
 * and the phone layout on the scaled-out one (their flows differ by layout: the shell, sign-in and registration, the
 * windows, the site frame, accessibility). The rest run once, where the second run would add least: money,
 * sessions and live pushes on the scaled-out server (two processes, PostgreSQL, Redis), where a push or a
 * revocation must cross processes; the lobby, routes, languages and content on SQLite (the server suites run every
 * query on both databases). Running every file on both took the test command past its time on a 2-core machine.
 * A test tagged @desktop or @mobile still runs on that layout, whichever file it is in.
 */
const CLUSTER_ONLY = [
  'activities',
  'agent-centre',
  'duplicate-login',
  'member-centre',
  'member-session',
  'member-wallet',
  'no-channel-logout',
  'real-play',
  'responsible-gambling',
  'revoked-session',
  'session-switch',
  'transfer-verification',
]
const SQLITE_ONLY = [
  'first-view',
  'forgot-password',
  'introducer-errors',
  'language',
  'lobby-catalogue',
  'lobby-content',
  'lobby-games',
  'lobby-routes',
  'provider-games',
  'server-messages',
]
/**
 * A browser that already said, on this device, that its person is 18 or older (the age gate before any play, issue
 * 25): every journey but the age gate's own starts so, as a returning player's browser would. Contexts a journey
 * makes itself start without it.
 */
const ageConfirmedAt = (port: number) => ({
  cookies: [],
  origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [{ name: 'ageConfirmed', value: '1' }] }],
})

/** Playwright tests `grep` against "project file describe title tags": a file of `files` unless the test has `tag`. */
const filesExcept = (files: string[], tag: string) =>
  new RegExp(`(^|[ /])(${files.join('|')})\\.spec\\.ts (?!.*${tag})`)

export default defineConfig({
  testDir: '.',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A member journey logs in (argon2, the member's lazy screens, the socket) and often does it twice:
  // on a busy 2-core machine several run close to 30 s. A budget, not a timing assertion.
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  snapshotPathTemplate: '{testDir}/visual-baselines/{arg}{ext}',
  expect: {
    // A lazy screen (its chunks, the rest of the copy, its first call) can take several seconds to appear
    // on a busy 2-core machine: two workers, each with up to two browsers (the journeys with a visitor's
    // own browser), ran the load average past 10 and a lazy dialog past 10 s. 20 s rather than
    // Playwright's 5 s. A wait, not a timing assertion: a passing check returns as soon as it holds.
    timeout: 20_000,
    // Measured (docs/testing.md, "Visual baselines"): against baselines shot with Debian's Chromium 156, Chromium
    // 153 moved no pixel past the per-pixel colour threshold in 888 shots once pictures are resampled nearest-
    // neighbour (screenshot.css), so no differing pixel is allowed: a one-letter or one-pixel change fails.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0.2,
      maxDiffPixels: 0,
      stylePath: fileURLToPath(new URL('./visual/screenshot.css', import.meta.url)),
    },
  },
  use: {
    launchOptions: chromium,
    // A failed journey keeps its trace (actions, DOM snapshots, network) on a developer's machine. Not the
    // screencast: encoding every frame made a journey 2–3× slower on a 2-core machine (the bulletin test
    // 16 s → 47 s). Not in CI, where nobody opens it and recording it cost 8 % of every journey (shell and
    // language files: 233 s with, 212 s without); a failure there still writes its page's aria snapshot.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testMatch: 'tests/**/*.spec.ts',
      // Journeys tagged @mobile (the mobile bottom bar) are phone interactions only.
      grepInvert: [/@mobile/, filesExcept(CLUSTER_ONLY, '@desktop')],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${SITE_PORT}`,
        storageState: ageConfirmedAt(SITE_PORT),
      },
    },
    {
      // Journeys on a phone, against the scaled-out server: two processes on PostgreSQL with Redis
      // (e2e/support/cluster-server.mjs); which files, see CLUSTER_ONLY and SQLITE_ONLY.
      name: 'mobile',
      testMatch: 'tests/**/*.spec.ts',
      // Journeys tagged @desktop (keyboard, hover) are desktop interactions only.
      grepInvert: [/@desktop/, filesExcept(SQLITE_ONLY, '@mobile')],
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        baseURL: `http://127.0.0.1:${CLUSTER_PORT}`,
        storageState: ageConfirmedAt(CLUSTER_PORT),
      },
    },
    {
      // Journeys that change the shared server (dev hooks): after the read-only ones, one file at a time.
      name: 'operator',
      testMatch: 'operator/**/*.spec.ts',
      dependencies: ['desktop', 'mobile'],
      fullyParallel: false,
      // One file at a time for real: with two workers a news pop-up one file pushes to every visitor opened over
      // another file's page and took its clicks (site variants, 2026-11-27).
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${SITE_PORT}`,
        storageState: ageConfirmedAt(SITE_PORT),
      },
    },
    {
      name: 'visual',
      testMatch: 'visual/**/*.spec.ts',
      // Stories are switched in place on one page per worker (e2e/visual/stories.spec.ts); a story whose shot
      // differs is shot again in a new worker, loaded afresh. Reported as flaky; one that differs every time fails.
      retries: 2,
      // A failed shot attaches the expected, actual and diff PNGs; a trace adds nothing but time.
      use: { baseURL: `http://127.0.0.1:${STORYBOOK_PORT}`, deviceScaleFactor: 1, trace: 'off' },
    },
  ],
  webServer: [
    {
      // The real server with the built site, a fresh in-memory database seeded on start.
      // The compiled server, run with plain node as in production.
      command: 'pnpm --filter @lobby/server build && pnpm --filter @lobby/server start',
      cwd: root,
      url: `http://127.0.0.1:${SITE_PORT}/api/dev/health`,
      env: { ...E2E_SERVER_ENV, PORT: String(SITE_PORT), LOBBY_DB: ':memory:' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The same compiled server as two processes (LOBBY_WORKERS=2) on a throwaway PostgreSQL and Redis,
      // all on 127.0.0.1; it starts once the first server (which builds it) answers.
      command: 'node e2e/support/cluster-server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${CLUSTER_PORT}/api/dev/health`,
      env: {
        ...E2E_SERVER_ENV,
        PORT: String(CLUSTER_PORT),
        E2E_WAIT_FOR: `http://127.0.0.1:${SITE_PORT}/api/dev/health`,
      },
      // SIGTERM lets it stop the server's processes, then PostgreSQL and Redis, and remove their data.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      // The static Storybook build, for visual regression.
      command: `pnpm --filter @lobby/storybook exec vite preview --outDir storybook-static --port ${STORYBOOK_PORT} --strictPort --host 127.0.0.1`,
      cwd: root,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
