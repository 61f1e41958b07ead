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
  },
})
