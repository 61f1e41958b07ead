import { existsSync } from 'node:fs'
import { basename } from 'node:path'
import fastifyStatic from '@fastify/static'
import { localePrefix } from '@lobby/domain'
import type { FastifyInstance } from 'fastify'

/** Prefixes that belong to the server (and the operator console); the site's SPA fallback must never answer them. */
const SERVER_PREFIXES = ['/api', '/media', '/socket.io', '/house', '/console']

export function isServerPath(url: string): boolean {
  const path = url.split('?')[0] ?? url
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/** The pages spec section 2 sends to `/` when visited by full path (`/fastDeposit` too, which sets a cookie first, in the page). */
const IN_SITE_ONLY = new Set(['/main', '/gameHall', '/slotgame'])
/** Query keys the page reads on whatever address it opens (a session handover, the currency, the installed app, an introducer, an ad click). */
const SITE_WIDE_QUERY = /^(?:tk|enc|member_account|member_currency|member_id|currency|pwa|id|invite|fbclid)$/

/**
 * Where a full-path visit of `url` goes instead, or undefined: `/main`,
 * `/gameHall` and `/slotgame` (under a locale prefix too) go to the lobby
 * (spec section 2). A document request is always a full-path visit (typed,
 * bookmarked, reloaded, a link from elsewhere): the page inside the site gets
 * there without one. Answered here, the browser asks for `/` at once and gets
 * its first view, instead of booting a page only to leave it. An address
 * carrying something the page must read first (a session handover, an
 * introducer...) is left to the page, which redirects after reading it.
 */
export function inSiteOnlyRedirect(url: string): string | undefined {
  const mark = url.indexOf('?')
  const pathname = mark === -1 ? url : url.slice(0, mark)
  const prefix = localePrefix(pathname)?.prefix
  const inside = prefix === undefined ? pathname : pathname.slice(prefix.length)
  if (!IN_SITE_ONLY.has(inside)) return undefined
  if (mark !== -1) {
    for (const key of new URLSearchParams(url.slice(mark + 1)).keys()) if (SITE_WIDE_QUERY.test(key)) return undefined
  }
  return `${prefix ?? ''}/`
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
