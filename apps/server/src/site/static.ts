import { existsSync } from 'node:fs'
import { basename } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Prefixes that belong to the server; the SPA fallback must never answer them. */
const SERVER_PREFIXES = ['/api', '/media', '/socket.io', '/house']

export function isServerPath(url: string): boolean {
  const path = url.split('?')[0] ?? url
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

// Vite writes fingerprinted files under assets/: their content never changes under the same name.
function cacheControlFor(filePath: string): string {
  if (basename(filePath) === 'index.html' || filePath.endsWith('.html')) return 'no-cache'
  // The build meta the new-version check reads (apps/site/src/app/version-check.ts) and the service worker: always asked again.
  if (/[\\/]builds[\\/]/.test(filePath) || basename(filePath) === 'sw.js') return 'no-cache'
  if (/[\\/]assets[\\/]/.test(filePath)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

/** Serves the built site; returns whether it was found and registered. */
export async function registerSite(app: FastifyInstance, siteDir: string | undefined): Promise<boolean> {
  if (!siteDir || !existsSync(siteDir)) return false
  await app.register(fastifyStatic, {
    root: siteDir,
    // The build writes .br / .gz beside each asset; they are sent as they are to clients that accept them.
    preCompressed: true,
    // index.html is rendered by the server (banner preload hints), never served as a file.
    index: false,
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath))
    },
  })
  return true
}
