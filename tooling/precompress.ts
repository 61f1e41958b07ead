import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * A Vite plugin for the site's and the console's builds: writes a `.br` and a
 * `.gz` beside every script, style sheet, SVG and JSON file of the build from
 * 1 KiB. The server sends them as they are (`@fastify/static`'s
 * `preCompressed`, with `Content-Encoding`), so no request pays for
 * compression, and a slow connection downloads a quarter of the bytes.
 */
/** The part of Vite's `Plugin` this one is (tooling has no Vite of its own to import the type from). */
export interface PrecompressPlugin {
  name: string
  apply: 'build'
  writeBundle(options: { dir?: string | undefined }, bundle: Record<string, unknown>): void
}

export function precompress(): PrecompressPlugin {
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
