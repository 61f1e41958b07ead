import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MOCKING_FILES, SQLITE_ONLY_FILES } from './server-test-files.ts'

const dir = fileURLToPath(new URL('../apps/server/test/', import.meta.url))
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => name.slice(0, -'.test.ts'.length))

/** What makes a test file change something another file sharing its module graph would see. */
const SHARED_CHANGE =
  /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]/

describe("the server's test files (vitest.config.ts)", () => {
  it('every file that mocks, spies, stubs the environment or fakes the clock runs in a module graph of its own', () => {
    const changing = files.filter((name) => SHARED_CHANGE.test(readFileSync(`${dir}${name}.test.ts`, 'utf8')))
    expect(changing.length).toBeGreaterThan(0)
    expect(changing.filter((name) => !MOCKING_FILES.includes(name))).toEqual([])
  })

  it('every file named in the lists exists', () => {
    expect([...MOCKING_FILES, ...SQLITE_ONLY_FILES].filter((name) => !files.includes(name))).toEqual([])
  })
})
