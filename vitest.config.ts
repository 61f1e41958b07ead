import { defineConfig } from 'vitest/config'
import { MOCKING_FILES, SQLITE_ONLY_FILES } from './tooling/server-test-files.ts'

/**
 * One Vitest run, several projects: the pure and node-side packages run in
 * node; the stories of packages/ui run in Chromium through Storybook's addon
 * (apps/storybook/vitest.config.ts).
 */
const SERVER_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 }

const testFiles = (names: readonly string[]) => names.map((name) => `test/${name}.test.ts`)

/** A server project in two: the files sharing one module graph, and MOCKING_FILES each in its own. */
function serverProjects(name: string, extra: { globalSetup?: string[] }, skip: readonly string[] = []) {
  const globalSetup = ['test/build-setup.ts', ...(extra.globalSetup ?? [])]
  const common = { root: 'apps/server', environment: 'node' as const, ...SERVER_TIMEOUTS, globalSetup }
  return [
    {
      test: {
        ...common,
        name,
        isolate: false,
        exclude: ['**/node_modules/**', ...testFiles([...skip, ...MOCKING_FILES])],
      },
    },
    {
      test: {
        ...common,
        name: `${name}-isolated`,
        include: testFiles(MOCKING_FILES.filter((file) => !skip.includes(file))),
      },
    },
  ]
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      { test: { name: 'api', root: 'packages/api', environment: 'node' } },
      { test: { name: 'ui', root: 'packages/ui', environment: 'node', include: ['src/**/*.test.ts'] } },
      { test: { name: 'realtime', root: 'packages/realtime', environment: 'node' } },
      { test: { name: 'console', root: 'apps/console', environment: 'node', include: ['src/**/*.test.ts'] } },
      { test: { name: 'site', root: 'apps/site', environment: 'node', include: ['src/**/*.test.ts'] } },
      // The server's tests start real servers on real databases: on a busy 2-core machine (the story project's
      // browser beside them) a test of a few hundred requests ran past Vitest's 5 s, and a test that times out
      // goes on writing under the next. 30 s is a guard against a hang, not a timing assertion.
      // Each file starts its own server on its own database, so the files share one module graph (`isolate:
      // false`): importing the server afresh for each of 74 files cost about 6 s apiece (the project took 8.7 min
      // isolated, 4.0 min not, 2026-11-29). The files that mock a module, spy on a shared one, stub the
      // environment or fake the clock (MOCKING_FILES) keep a module graph of their own.
      ...serverProjects('server', {}),
      // The server suites again on PostgreSQL (a throwaway cluster on 127.0.0.1, test/pg-setup.ts), except those
      // whose subject never reaches the database's dialect (headers, input checks, pages, logging, hashing, the
      // in-process answer cache): run twice they would prove nothing more and cost the test command minutes.
      ...serverProjects('server-pg', { globalSetup: ['test/pg-setup.ts'] }, SQLITE_ONLY_FILES),
      { test: { name: 'lint', root: 'tooling', environment: 'node', testTimeout: 60_000 } },
      'apps/storybook/vitest.config.ts',
    ],
  },
})
