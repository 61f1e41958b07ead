/**
 * How the server's test files run (vitest.config.ts): which stay on SQLite only, and which need a module graph of
 * their own. Names without the `.test.ts`, under apps/server/test.
 */

/** Server suites that never reach the database's dialect: run on SQLite only (see the server-pg project). */
export const SQLITE_ONLY_FILES = [
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
]

/**
 * Server suites that mock a module (`vi.mock`), spy on a module others use (argon2, a logger), stub the
 * environment or fake the clock: each runs with a module graph of its own, so nothing it changes reaches
 * another file. A new file that does any of that belongs here (server-test-files.test.ts checks).
 */
export const MOCKING_FILES = [
  'captcha',
  'csp',
  'first-view',
  'house-play',
  'logging',
  'login-limit',
  'login-throttle',
  'lookup-limits',
  'members',
  'messages',
  'password-hashing',
  'registration',
  'responsible-gambling-clock',
  'responsible-gambling-exclusion',
  'responsible-gambling-session',
  'storm-processes',
  'withdraw-password',
]
