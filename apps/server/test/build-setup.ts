import { ensureBuilt } from './compiled-server.ts'

/**
 * Global setup of every server project: the compiled server (dist/main.js) is built once, before any file runs, for
 * the tests that start it as production does (plain node: shutdown, the CLI, processes sharing a database, crashes).
 * A no-op when dist is newer than every source (the test command builds it first).
 */
export default function setup(): void {
  ensureBuilt()
}
