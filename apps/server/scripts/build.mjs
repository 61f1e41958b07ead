// Bundles the server into dist/main.js for plain `node` (no tsx in production).
// The workspace packages (@lobby/*) export TypeScript sources, so they are
// bundled; every other dependency of @lobby/server (native better-sqlite3 and
// argon2, fastify, socket.io, kysely, zod...) stays an import resolved from
// node_modules at run time. Migrations are imported statically
// (src/db/migrations/index.ts), so the bundle has them all.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@lobby/'))

await build({
  absWorkingDir: root,
  // The server, and the operators' command line (docs/operator.md).
  entryPoints: { main: 'src/main.ts', operator: 'src/operator-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // `zod` covers `zod/mini` and other subpaths, and so on for each package.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  // A bundled CommonJS module may still call require(); ESM has none of its own.
  banner: {
    js: "import { createRequire as __lobbyCreateRequire } from 'node:module'; const require = __lobbyCreateRequire(import.meta.url);",
  },
})
console.log(`built ${root}dist/main.js and dist/operator.js (external: ${external.join(', ')})`)
