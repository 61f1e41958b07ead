import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/** Where `pnpm dev` finds the reference server (started by scripts/dev.mjs). */
const server = process.env.LOBBY_SERVER_URL ?? 'http://127.0.0.1:3000'

/**
 * Writes a `.br` and a `.gz` beside every script, style sheet and SVG of the
 * build. The server sends them as they are (`Content-Encoding`), so no
 * request pays for compression, and a slow phone downloads a quarter of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'lobby:precompress',
    apply: 'build',
    // After the files are written: Vite rewrites chunks (preload helpers) until then.
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue
        const path = join(dir, fileName)
        const bytes = readFileSync(path)
        if (bytes.length < 1024) continue
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
      }
    },
  }
}

/**
 * Libraries `/` needs before its first render, in one `vendor` chunk whose
 * hash survives app-only releases. Without it the bundler cuts them into
 * several small chunks wherever a lazy page shares one, and a phone on a slow
 * network pays a request and a compression window for each. Libraries only a
 * lazy page uses (socket.io, DOMPurify, Radix Dialog, react-hook-form) stay out.
 */
const FIRST_ROUTE_LIBRARIES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'i18next',
  'react-i18next',
  'zod',
  'valtio',
  'proxy-compare',
  'ofetch',
  'ufo',
  'destr',
  'class-variance-authority',
  'clsx',
  '@radix-ui+primitive',
  '@radix-ui+react-(?:tabs|roving-focus|collection|presence|context|primitive|slot|compose-refs|use-[a-z-]+|id|direction)',
]
const firstRouteLibrary = new RegExp(`[\\\\/]node_modules[\\\\/]\\.pnpm[\\\\/](?:${FIRST_ROUTE_LIBRARIES.join('|')})@`)

/**
 * The workspace code `/` needs before its first render (contract, rules,
 * session, stores, the content and catalogue actions), in one `core` chunk
 * for the same reason. What only a lazy page or dialog uses (the account
 * rules and login actions, the members and pages contracts) is left out, so
 * it still loads on demand. `bench/lobby-web-vitals.mjs` lists the first
 * route's files: a new eager file there means a module to add here.
 */
const FIRST_ROUTE_APP = [
  'packages/api/src/(?:client|errors|index)\\.ts',
  'packages/api/src/contract/(?:index|endpoint|envelope|content|games|lobby|member-games)\\.ts',
  'packages/domain/src/[a-z-]+\\.ts',
  'packages/realtime/src/',
  'packages/ui/src/(?:lib|text)/',
  'apps/site/src/(?:app|lib)/',
  'apps/site/src/features/[a-z-]+/store\\.ts',
  'apps/site/src/features/(?:shell|content|catalogue|member-games)/actions\\.ts',
]
const firstRouteApp = new RegExp(`/(?:${FIRST_ROUTE_APP.join('|')})`)

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/media': server,
      '/house': server,
      '/socket.io': { target: server, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // Tailwind's plugin writes no source map for the style sheet it generates (the CSS has none to
      // give); rolldown says so whenever that module shares the entry chunk. Nothing is lost: JS maps stay whole.
      onLog(level, log, handler) {
        if (log.code === 'SOURCEMAP_BROKEN' && log.id?.endsWith('.css')) return
        handler(level, log)
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: firstRouteLibrary },
            { name: 'core', test: (id) => firstRouteApp.test(id.replaceAll('\\', '/')) },
          ],
        },
      },
    },
  },
})
