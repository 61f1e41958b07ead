import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const eslint = new ESLint({ cwd: root })

/** Lints `code` as if it were a file at `path` (relative to the repo root) and returns the rule ids hit. */
async function rulesHit(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` })
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'parse-error')
}

const use = (spec: string) => `import * as m from '${spec}'\nexport const used = m\n`

describe('import boundaries of ARCHITECTURE.md', () => {
  it.each([
    ['packages/ui/src/components/x/x.tsx', '@lobby/api'],
    ['packages/ui/src/components/x/x.tsx', '@lobby/api/contract'],
    ['packages/ui/src/components/x/x.tsx', '@lobby/realtime'],
    ['packages/ui/src/components/x/x.tsx', 'react-router'],
    ['packages/ui/src/components/x/x.tsx', 'valtio'],
    ['packages/ui/src/components/x/x.tsx', 'valtio/utils'],
    ['packages/ui/src/components/x/x.tsx', 'i18next'],
    ['packages/ui/src/components/x/x.tsx', 'react-i18next'],
    ['packages/ui/src/components/x/x.tsx', 'ofetch'],
    ['packages/domain/src/x.ts', 'react'],
    ['packages/domain/src/x.ts', 'node:fs'],
    ['packages/domain/src/x.ts', '@lobby/api'],
    ['packages/domain/src/x.ts', 'ofetch'],
    ['packages/api/src/x.ts', '@lobby/ui'],
    ['packages/api/src/x.ts', 'react'],
    ['packages/realtime/src/x.ts', '@lobby/api'],
    ['apps/server/src/x.ts', '@lobby/api'],
    ['apps/server/src/x.ts', '@lobby/realtime'],
    ['apps/server/src/x.ts', '@lobby/ui'],
    ['apps/server/src/x.ts', 'socket.io-client'],
    ['apps/site/src/x.ts', '@lobby/server'],
    ['packages/domain/src/x.ts', 'zod'],
    ['packages/api/src/x.ts', 'zod'],
    ['apps/site/src/x.ts', 'zod'],
    ['apps/console/src/x.ts', '@lobby/server'],
    ['apps/console/src/x.ts', '@lobby/site'],
    ['apps/console/src/x.ts', 'zod'],
  ])('%s may not import %s', async (path, spec) => {
    expect(await rulesHit(path, use(spec))).toContain('no-restricted-imports')
  })

  it.each([
    ['packages/ui/src/components/x/x.tsx', '@lobby/domain'],
    ['packages/ui/src/components/x/x.tsx', '@radix-ui/react-tabs'],
    ['packages/domain/src/x.ts', 'zod/mini'],
    ['packages/api/src/x.ts', 'zod/mini'],
    ['apps/server/src/x.ts', 'zod'],
    ['packages/api/src/x.ts', '@lobby/domain'],
    ['packages/api/src/x.ts', 'ofetch'],
    ['apps/server/src/x.ts', '@lobby/api/contract'],
    ['apps/server/src/x.ts', '@lobby/api/messages'],
    ['apps/server/src/x.ts', '@lobby/realtime/contract'],
    ['apps/site/src/x.ts', '@lobby/api'],
    ['apps/site/src/x.ts', 'valtio'],
    ['apps/console/src/x.ts', '@lobby/api'],
    ['apps/console/src/x.ts', '@lobby/ui'],
    ['apps/console/src/x.ts', '@lobby/domain'],
  ])('%s may import %s', async (path, spec) => {
    expect(await rulesHit(path, use(spec))).not.toContain('no-restricted-imports')
  })

  it.each([
    ['packages/ui/src/primitives/x/x.tsx', '../../components/y/y.tsx'],
    ['packages/ui/src/primitives/x/x.tsx', '../../screens/y/y.tsx'],
    ['packages/ui/src/components/x/x.tsx', '../../screens/y/y.tsx'],
    ['packages/ui/src/screens/x/x.tsx', '../y/y.tsx'],
    ['packages/ui/src/lib/x.ts', '../primitives/button/button.tsx'],
    ['packages/ui/src/lib/x.ts', '../components/y/y.tsx'],
    ['packages/ui/src/text/x.ts', '../screens/y/y.tsx'],
    ['packages/ui/src/screens/x/x.tsx', '@lobby/api'],
    ['packages/ui/src/primitives/x/x.tsx', 'valtio'],
  ])('the floors of packages/ui: %s may not import %s', async (path, spec) => {
    expect(await rulesHit(path, use(spec))).toContain('no-restricted-imports')
  })

  it.each([
    ['packages/ui/src/primitives/x/x.tsx', '../button/button.tsx'],
    ['packages/ui/src/primitives/x/x.tsx', '../../lib/cn.ts'],
    ['packages/ui/src/components/x/x.tsx', '../../primitives/button/button.tsx'],
    ['packages/ui/src/components/x/x.tsx', '../y/y.tsx'],
    ['packages/ui/src/screens/x/x.tsx', '../../components/y/y.tsx'],
    ['packages/ui/src/screens/x/x.tsx', '../../primitives/field/field.tsx'],
    ['packages/ui/src/screens/x/x.tsx', './x-parts.tsx'],
  ])('the floors of packages/ui: %s may import %s', async (path, spec) => {
    expect(await rulesHit(path, use(spec))).not.toContain('no-restricted-imports')
  })

  it.each(['fetch', 'localStorage', 'document'])('packages/domain may not touch the global %s', async (name) => {
    const code = `export const touch = () => ${name}\n`
    expect(await rulesHit('packages/domain/src/x.ts', code)).toContain('no-restricted-globals')
  })

  it('refuses an import cycle', async () => {
    const linter = new ESLint({ cwd: root, ignore: false })
    const results = await linter.lintFiles(['tooling/fixtures/cycle/first.ts'])
    expect(results[0]?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle')
  })
})
