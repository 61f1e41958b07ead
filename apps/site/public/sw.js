/**
 * Lobby's service worker (docs/native-bridge.md, "PWA"). Registered only
 * when the site runs with the `pwa` flag (apps/site/src/features/native/pwa.ts).
 *
 * - install: caches the offline fallback only, the shell (`/`).
 * - `/assets/*` (fingerprinted, immutable): cache first, fetched and kept on a miss.
 * - navigations: network first; a good answer becomes the cached shell, and
 *   the cached shell answers when the network does not.
 * - `/media/*`: network first, a 200 kept for offline.
 * - `/api/`, `/socket.io/`, `/house/`: never touched, never cached.
 * - only a same-origin 200 is ever cached.
 *
 * CACHE_VERSION is the version of these rules, not of the build: bump it
 * when they change, and activate deletes every older cache of the site.
 */
const CACHE_VERSION = 'v1'
const CACHE_PREFIX = 'lobby-'
const SHELL_CACHE = `${CACHE_PREFIX}shell-${CACHE_VERSION}`
const ASSET_CACHE = `${CACHE_PREFIX}assets-${CACHE_VERSION}`
const MEDIA_CACHE = `${CACHE_PREFIX}media-${CACHE_VERSION}`
const CURRENT_CACHES = [SHELL_CACHE, ASSET_CACHE, MEDIA_CACHE]
/** The one key the shell is kept under, whatever address it was fetched for (no token of an address is kept). */
const SHELL_KEY = '/'
/** Old builds' assets are never asked for again: the oldest go past this many. */
const MAX_ASSETS = 300
const MAX_MEDIA = 100
/** The server's own paths (apps/server/src/site/static.ts): the worker leaves them alone. */
const SERVER_PREFIXES = ['/api/', '/socket.io/', '/house/']

const OFFLINE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Lobby</title></head><body style="margin:0;background:#090b1e;color:#f1f1fa;font-family:system-ui,sans-serif;' +
  'display:grid;place-items:center;min-height:100vh"><p>You are offline. Reconnect and try again.</p></body></html>'

function isServerPath(pathname) {
  return SERVER_PREFIXES.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix))
}

/** Only a full, same-origin answer is kept: no error, no redirect, no partial or opaque answer. */
function cacheable(response) {
  return response.status === 200 && response.type === 'basic'
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName)
  const keys = await cache.keys()
  // Keys come back in insertion order: the oldest go first.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)))
}

async function put(cacheName, key, response, max) {
  const cache = await caches.open(cacheName)
  await cache.put(key, response)
  if (max !== undefined) await trim(cacheName, max)
}

function isHtml(response) {
  return (response.headers.get('content-type') ?? '').includes('text/html')
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      try {
        const response = await fetch(new Request(SHELL_KEY, { cache: 'reload' }))
        if (cacheable(response) && isHtml(response)) await put(SHELL_CACHE, SHELL_KEY, response)
      } catch {
        // Offline at install: the first navigation online caches the shell.
      }
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && !CURRENT_CACHES.includes(name))
          .map((name) => caches.delete(name)),
      )
      await self.clients.claim()
    })(),
  )
})

async function fromCacheFirst(request) {
  const cached = await caches.match(request, { cacheName: ASSET_CACHE })
  if (cached) return cached
  const response = await fetch(request)
  if (cacheable(response)) await put(ASSET_CACHE, request, response.clone(), MAX_ASSETS)
  return response
}

async function navigation(event) {
  try {
    const response = await fetch(event.request)
    if (cacheable(response) && isHtml(response)) {
      event.waitUntil(put(SHELL_CACHE, SHELL_KEY, response.clone()))
    }
    return response
  } catch {
    const shell = await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE })
    return shell ?? new Response(OFFLINE_PAGE, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } })
  }
}

async function fromNetworkFirst(event) {
  try {
    const response = await fetch(event.request)
    if (cacheable(response)) event.waitUntil(put(MEDIA_CACHE, event.request, response.clone(), MAX_MEDIA))
    return response
  } catch (error) {
    const cached = await caches.match(event.request, { cacheName: MEDIA_CACHE })
    if (cached) return cached
    throw error
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || isServerPath(url.pathname)) return
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event))
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(fromCacheFirst(request))
  } else if (url.pathname.startsWith('/media/') && !request.headers.has('range')) {
    event.respondWith(fromNetworkFirst(event))
  }
})
