import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { envelope } from '../http/envelope.ts'
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, serializeCsp } from './csp.ts'

/** Where the operator console is served (apps/console, its own build with `base: '/console/'`). */
export const CONSOLE_PREFIX = '/console'

/**
 * The console's documents: nothing but its own files, no frames either way
 * (no game runs in it, and no page may frame it: clickjacking an approve
 * button), and no inline script at all.
 */
export const CONSOLE_CSP = serializeCsp({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Radix's dialogs insert a <style> for their scroll lock, as on the site.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'report-uri': [CSP_REPORT_PATH],
  'report-to': [CSP_REPORT_GROUP],
})

function consoleDocumentHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CONSOLE_CSP)
    .header('reporting-endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`)
    .header('cross-origin-opener-policy', 'same-origin')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('cache-control', 'no-cache')
}

/**
 * Serves the console's build under /console: its fingerprinted assets from
 * /console/assets, and its index.html for every other /console address (its
 * routes are the page's own). Without a build (`consoleDir` absent) nothing
 * is mounted and /console is a 404 like any unknown address.
 */
export async function registerConsole(app: FastifyInstance, consoleDir: string | undefined): Promise<boolean> {
  const index = consoleDir ? join(consoleDir, 'index.html') : undefined
  if (!consoleDir || !index || !existsSync(index)) return false
  const html = readFileSync(index, 'utf8')
  await app.register(fastifyStatic, {
    root: consoleDir,
    prefix: `${CONSOLE_PREFIX}/`,
    // The site registered @fastify/static first: its reply decorators exist already.
    decorateReply: false,
    preCompressed: true,
    index: false,
    wildcard: false,
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader(
        'cache-control',
        /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      )
    },
  })
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    // A file the build does not have (an old deploy's chunk) is a 404, not the page in its place.
    if (request.url.startsWith(`${CONSOLE_PREFIX}/assets/`)) {
      return reply.code(404).send(envelope('404', 'server.http.not_found'))
    }
    return consoleDocumentHeaders(reply).send(html)
  }
  app.get(CONSOLE_PREFIX, page)
  app.get(`${CONSOLE_PREFIX}/*`, page)
  return true
}
