import { defineConfig } from 'vitest/config'

/**
 * One Vitest run, several projects: the pure and node-side packages run in
 * node; the stories of packages/ui run in Chromium through Storybook's addon
 * (apps/storybook/vitest.config.ts).
 */
const SERVER_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 }

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      { test: { name: 'api', root: 'packages/api', environment: 'node' } },
      { test: { name: 'ui', root: 'packages/ui', environment: 'node', include: ['src/**/*.test.ts'] } },
      { test: { name: 'realtime', root: 'packages/realtime', environment: 'node' } },
      { test: { name: 'console', root: 'apps/console', environment: 'node', include: ['src/**/*.test.ts'] } },
      // The server's tests start real servers on real databases: on a busy 2-core machine (the story project's
      // browser beside them) a test of a few hundred requests ran past Vitest's 5 s, and a test that times out
      // goes on writing under the next. 30 s is a guard against a hang, not a timing assertion.
      { test: { name: 'server', root: 'apps/server', environment: 'node', ...SERVER_TIMEOUTS } },
      // The server suites again on PostgreSQL (a throwaway cluster on 127.0.0.1, test/pg-setup.ts), except those
      // whose subject never reaches the database's dialect (headers, input checks, pages, logging, hashing, the
      // in-process answer cache): run twice they would prove nothing more and cost the test command minutes.
      {
        test: {
          name: 'server-pg',
          root: 'apps/server',
          environment: 'node',
          ...SERVER_TIMEOUTS,
          globalSetup: ['test/pg-setup.ts'],
          exclude: [
            '**/node_modules/**',
            ...[
              'answer-cache',
              'argon2-pool',
              'console-serving',
              'csp',
              'first-view',
              'headers',
              'logging',
              'media',
              'message-sources',
              'messages',
              'pages',
              'password-hashing',
              'picture-svg',
              'provider-open-modes',
              'proxy',
              'recommend',
              'seo',
              'site',
              'validation',
            ].map((name) => `test/${name}.test.ts`),
          ],
        },
      },
      { test: { name: 'lint', root: 'tooling', environment: 'node', testTimeout: 60_000 } },
      'apps/storybook/vitest.config.ts',
    ],
  },
})
