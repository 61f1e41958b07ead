import { isIP } from 'node:net'
import { resolve } from 'node:path'

export const MEMORY_DB = ':memory:'

/** `LOBBY_DB`: a file path resolved against `cwd`, or `:memory:` left as it is (never a file of that name). */
export function resolveDbPath(value: string | undefined, cwd: string): string {
  const raw = value?.trim() || './data/lobby.db'
  if (/^postgres(ql)?:\/\//i.test(raw)) return parsePostgresUrl(raw)
  return raw === MEMORY_DB ? MEMORY_DB : resolve(cwd, raw)
}

/** `LOBBY_DB=postgres://user:pass@host:port/db`: checked at start, so a typo stops the start naming the variable. */
function parsePostgresUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError('LOBBY_DB: not a valid postgres:// URL')
  }
  if (/\/\/.*@/.test(raw) && !url.username && !url.password) {
    throw new ConfigError('LOBBY_DB: the user and password did not parse; percent-encode "/", "#", "?" and "@" in them')
  }
  if (!url.hostname || url.pathname.length < 2) {
    throw new ConfigError(
      'LOBBY_DB: a postgres:// URL needs a host and a database name (postgres://user:pass@host:5432/lobby)',
    )
  }
  return raw
}

/** The database location for logs: a PostgreSQL URL without its password. */
export function describeDb(location: string): string {
  return /^postgres(ql)?:\/\//i.test(location) ? describeUrl(location) : location
}

/**
 * `LOBBY_REDIS_URL=redis://[user:pass@]host:port[/db]` (`rediss://` for TLS): the socket.io Redis
 * adapter and the shared presence counts (realtime/redis.ts). Checked at start, so a typo stops the
 * start naming the variable.
 */
export function parseRedisUrl(value: string | undefined): string | undefined {
  const raw = value?.trim() ?? ''
  if (raw === '') return undefined
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {
    url = undefined
  }
  if ((url?.protocol !== 'redis:' && url?.protocol !== 'rediss:') || !url.hostname) {
    throw new ConfigError(
      `LOBBY_REDIS_URL: "${describeUrl(raw)}" is not a redis:// or rediss:// URL with a host (redis://127.0.0.1:6379)`,
    )
  }
  if (/\/\/.*@/.test(raw) && !url.username && !url.password) {
    throw new ConfigError(
      'LOBBY_REDIS_URL: the user and password did not parse; percent-encode "/", "#", "?" and "@" in them',
    )
  }
  return raw
}

/** A URL for logs and messages: its password replaced; anything unparsable as it is. */
function describeUrl(location: string): string {
  // Credentials a URL parser would misread (a "/" or "#" in an unencoded password) are masked up to the last "@".
  const masked = location.replace(/\/\/.*@/, '//***@')
  try {
    const url = new URL(location)
    if (!url.password && !url.username) return masked
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return masked
  }
}

/** `LOBBY_REDIS_URL` for logs: without its password. */
export function describeRedis(location: string): string {
  return describeUrl(location)
}

/** Boolean environment flags: `1`/`true`/`on`/`yes` and `0`/`false`/`off`/`no`; anything else is the fallback. */
export function envFlag(value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase()
  if (v === '1' || v === 'true' || v === 'on' || v === 'yes') return true
  if (v === '0' || v === 'false' || v === 'off' || v === 'no') return false
  return fallback
}

/** Something in the environment the server cannot start with; main.ts prints the message and exits 1. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * `LOBBY_TRUST_PROXY`, Fastify's `trustProxy`: `false` (the default) ignores
 * `X-Forwarded-*` entirely; `true` trusts any proxy; a number trusts that many
 * hops; addresses or CIDR ranges trust only proxies at those addresses.
 */
export type TrustProxy = boolean | number | string[]

/**
 * The value Fastify takes. A hop count becomes a function: Fastify itself
 * trusts no hop for a number (it cannot check the peer), while `1` here means
 * what it says: the peer is the proxy, the address it forwarded is the
 * client's. Only right when the server cannot be reached but through the proxy.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value
  const hops = value
  return hops === 0 ? false : (_address: string, hop: number) => hop < hops
}

/** `off` by default; `true`, a hop count (`1`), or `10.0.0.1, 192.168.0.0/16`. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = value?.trim() ?? ''
  if (raw === '') return false
  const lower = raw.toLowerCase()
  if (lower === '0' || lower === 'false' || lower === 'off' || lower === 'no') return false
  if (lower === 'true' || lower === 'on' || lower === 'yes') return true
  // A hop count: `1` trusts the one proxy in front (its X-Forwarded-For's last address is the client).
  if (/^\d{1,3}$/.test(raw)) return Number(raw)
  const entries = raw.split(',').map((entry) => entry.trim())
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/')
    const version = isIP(address)
    const bits = prefix === undefined ? 0 : /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1
    if (version === 0 || rest.length > 0 || bits < 0 || bits > (version === 4 ? 32 : 128)) {
      throw new ConfigError(
        `LOBBY_TRUST_PROXY: "${entry}" is not an address or CIDR range (use true, a hop count like 1, or addresses like 10.0.0.1, 10.0.0.0/8)`,
      )
    }
  }
  return entries
}

/** pino's levels; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * `LOBBY_LOG_LEVEL`. Unset: `info` in production (a line per request), `warn`
 * otherwise (a development terminal or a benchmark's pipe sees only trouble).
 */
export function parseLogLevel(value: string | undefined, production = true): LogLevel {
  const raw = value?.trim().toLowerCase() ?? ''
  if (raw === '') return production ? 'info' : 'warn'
  if ((LOG_LEVELS as readonly string[]).includes(raw)) return raw as LogLevel
  throw new ConfigError(`LOBBY_LOG_LEVEL: "${value}" is not one of ${LOG_LEVELS.join(', ')}`)
}

/** A whole number ≥ 0 from the environment, or `fallback` when unset. */
export function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value)) {
    throw new ConfigError(`${name}: "${raw}" is not a whole number`)
  }
  return value
}

function positiveOrUndefined(env: NodeJS.ProcessEnv, name: string): number | undefined {
  if (!env[name]?.trim()) return undefined
  const value = wholeNumber(env, name, 0)
  if (value === 0) throw new ConfigError(`${name}: must be at least 1`)
  return value
}

/** 180 days: long enough for browsers' preload lists to accept it; `LOBBY_HSTS_MAX_AGE=0` turns HSTS off. */
export const DEFAULT_HSTS_MAX_AGE = 15_552_000
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000

/** Whether binding `host` leaves the server reachable only from this machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
  if (h === 'localhost' || h === '::1') return true
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(h)
  return v4 !== null && isIP(v4.slice(1).join('.')) === 4 && v4[1] === '127'
}

export interface PublicBindingSettings {
  host: string
  devHooks: boolean
  demoMembers: boolean
  /** `LOBBY_SANDBOX_PAYMENTS`: the house cashier pays any deposit order without a payment provider. */
  sandboxPayments?: boolean
  allowUnsafePublic: boolean
}

/**
 * Why the server must not start with these settings, or `undefined` when it
 * may: dev hooks (anyone can credit wallets, read captcha answers and SMS
 * codes) and demo members (public passwords) are for a machine of one's own,
 * so with either on the server binds only a loopback address, unless
 * `LOBBY_ALLOW_UNSAFE_PUBLIC=1` says the operator means it.
 */
export function unsafePublicBinding(settings: PublicBindingSettings): string | undefined {
  if (settings.allowUnsafePublic || isLoopbackHost(settings.host)) return undefined
  const on = [
    settings.devHooks &&
      'LOBBY_DEV_HOOKS (anyone could call /api/dev/*: credit wallets, read captcha answers and SMS codes)',
    settings.demoMembers && 'LOBBY_DEMO_MEMBERS (demo accounts with published passwords)',
    settings.sandboxPayments &&
      'LOBBY_SANDBOX_PAYMENTS (any member could pay their own deposit orders on the house cashier)',
  ].filter((reason): reason is string => typeof reason === 'string')
  if (on.length === 0) return undefined
  return [
    `Refusing to start: HOST=${settings.host} is not a loopback address, and ${on.join(' and ')} ${on.length > 1 ? 'are' : 'is'} on.`,
    'These are on by default unless NODE_ENV=production. To fix: set NODE_ENV=production (or LOBBY_DEV_HOOKS=0 and LOBBY_DEMO_MEMBERS=0; LOBBY_SANDBOX_PAYMENTS=0),',
    'or bind HOST=127.0.0.1, or, only on a private test network, set LOBBY_ALLOW_UNSAFE_PUBLIC=1.',
  ].join('\n')
}

/**
 * `LOBBY_PAYMENT_PAGE_URL`: an https URL with `{order}` in it (the provider's hosted page for an
 * order; `{amount}` and `{currency}` may be filled too). Anything else stops the server at start.
 */
export function parsePaymentPageUrl(value: string | undefined): string | undefined {
  const raw = value?.trim() ?? ''
  if (raw === '') return undefined
  let url: URL | undefined
  try {
    url = new URL(raw.replaceAll(/\{(order|amount|currency)\}/g, 'x'))
  } catch {
    url = undefined
  }
  if (url?.protocol !== 'https:' || url.username !== '' || url.password !== '' || !raw.includes('{order}')) {
    throw new ConfigError(
      `LOBBY_PAYMENT_PAGE_URL: "${raw}" is not an https URL with {order} in it (e.g. https://pay.example.com/checkout?order={order})`,
    )
  }
  return raw
}

/**
 * `LOBBY_PUBLIC_URL`: the site's public origin as people reach it (`https://www.example.com`),
 * the base of the sitemap's and robots.txt's absolute URLs and of the pages' canonical link. It is
 * configured, never taken from a request: a Host header is the client's to forge. Only an http(s)
 * origin is accepted (no path, query, fragment or credentials); unset, `http://localhost:{PORT}`.
 */
export function parsePublicUrl(value: string | undefined, port: number): string {
  const raw = value?.trim() ?? ''
  if (raw === '') return `http://localhost:${port}`
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {
    url = undefined
  }
  const bare =
    url !== undefined &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !/[?#]/.test(raw)
  if (!bare) {
    throw new ConfigError(
      `LOBBY_PUBLIC_URL: "${raw}" is not an http(s) origin without a path (e.g. https://www.example.com)`,
    )
  }
  return url!.origin
}

/** Everything main.ts reads from the environment, checked: a bad value is a ConfigError naming the variable. */
export interface ServerConfig {
  port: number
  host: string
  dbPath: string
  devHooks: boolean
  demoMembers: boolean
  sandboxPayments: boolean
  paymentPageUrl: string | undefined
  /** `LOBBY_PUBLIC_URL`: the site's public origin (sitemap, robots.txt, canonical links). */
  publicUrl: string
  siteDir: string
  /** `LOBBY_CONSOLE_DIR`: the operator console's build, served under /console. */
  consoleDir: string
  siteId: string | undefined
  pullCooldownMs: number | undefined
  /** `LOBBY_MEMBER_LEASE_MS` (wallet/locks.ts); undefined keeps the default 15 s. */
  memberLeaseMs: number | undefined
  /** `LOBBY_DB_POOL`: PostgreSQL connections per process; undefined keeps the default 10. */
  dbPoolSize: number | undefined
  /** `LOBBY_REDIS_URL`: sockets, revocations and presence shared with the other processes (realtime/redis.ts). */
  redisUrl: string | undefined
  /** `LOBBY_PRESENCE_TTL_MS`: how long a dead process's members still count as online; undefined keeps 15 s. */
  presenceTtlMs: number | undefined
  /** `LOBBY_WORKERS`: server processes on this machine sharing the port (cluster.ts); 1 runs no cluster. */
  workers: number
  logLevel: LogLevel
  trustProxy: TrustProxy
  hstsMaxAge: number
  /** `LOBBY_OPERATOR_TOTP=required|optional`: whether every operator needs a second factor; always in production. */
  requireOperatorTotp: boolean
  shutdownGraceMs: number
  /** Why the server must not start (unsafePublicBinding), or undefined. */
  refusal: string | undefined
}

export function readServerConfig(env: NodeJS.ProcessEnv, cwd: string, defaultSiteDir: string): ServerConfig {
  const production = env.NODE_ENV === 'production'
  const portText = env.PORT?.trim() || '3000'
  const port = Number(portText)
  if (!/^\d+$/.test(portText) || port > 65535) throw new ConfigError(`PORT: "${env.PORT}" is not a port`)
  const host = env.HOST?.trim() || '127.0.0.1'
  const devHooks = envFlag(env.LOBBY_DEV_HOOKS, !production)
  // The same rule as seed/members.ts demoMembersWanted.
  const demoMembers = envFlag(env.LOBBY_DEMO_MEMBERS, !production)
  const sandboxPayments = envFlag(env.LOBBY_SANDBOX_PAYMENTS, false)
  const cooldown = env.LOBBY_PULL_COOLDOWN_MS?.trim()
  const redisUrl = parseRedisUrl(env.LOBBY_REDIS_URL)
  const workers = wholeNumber(env, 'LOBBY_WORKERS', 1)
  if (workers === 0) throw new ConfigError('LOBBY_WORKERS: must be at least 1')
  const dbPath = resolveDbPath(env.LOBBY_DB, cwd)
  if (workers > 1 && dbPath === MEMORY_DB) {
    throw new ConfigError(
      `LOBBY_WORKERS=${workers} needs a shared database: with LOBBY_DB=:memory: each process would have its own. Set LOBBY_DB=postgres://... (or a file), or run LOBBY_WORKERS=1.`,
    )
  }
  if (workers > 1 && redisUrl === undefined) {
    throw new ConfigError(
      `LOBBY_WORKERS=${workers} needs LOBBY_REDIS_URL: without Redis a socket held by one process would miss the member events, logouts and presence of the others. Set LOBBY_REDIS_URL=redis://host:6379, or run LOBBY_WORKERS=1.`,
    )
  }
  return {
    port,
    host,
    dbPath,
    devHooks,
    demoMembers,
    sandboxPayments,
    paymentPageUrl: parsePaymentPageUrl(env.LOBBY_PAYMENT_PAGE_URL),
    publicUrl: parsePublicUrl(env.LOBBY_PUBLIC_URL, port),
    siteDir: env.LOBBY_SITE_DIR ? resolve(cwd, env.LOBBY_SITE_DIR) : defaultSiteDir,
    consoleDir: env.LOBBY_CONSOLE_DIR
      ? resolve(cwd, env.LOBBY_CONSOLE_DIR)
      : resolve(defaultSiteDir, '../../console/dist'),
    siteId: env.LOBBY_SITE_ID || undefined,
    pullCooldownMs: cooldown ? wholeNumber(env, 'LOBBY_PULL_COOLDOWN_MS', 0) : undefined,
    memberLeaseMs: positiveOrUndefined(env, 'LOBBY_MEMBER_LEASE_MS'),
    dbPoolSize: positiveOrUndefined(env, 'LOBBY_DB_POOL'),
    redisUrl,
    presenceTtlMs: positiveOrUndefined(env, 'LOBBY_PRESENCE_TTL_MS'),
    workers,
    logLevel: parseLogLevel(env.LOBBY_LOG_LEVEL, production),
    trustProxy: parseTrustProxy(env.LOBBY_TRUST_PROXY),
    hstsMaxAge: wholeNumber(env, 'LOBBY_HSTS_MAX_AGE', production ? DEFAULT_HSTS_MAX_AGE : 0),
    requireOperatorTotp: operatorTotpRequired(env),
    shutdownGraceMs: wholeNumber(env, 'LOBBY_SHUTDOWN_GRACE_MS', DEFAULT_SHUTDOWN_GRACE_MS),
    refusal: unsafePublicBinding({
      host,
      devHooks,
      demoMembers,
      sandboxPayments,
      allowUnsafePublic: envFlag(env.LOBBY_ALLOW_UNSAFE_PUBLIC, false),
    }),
  }
}

/**
 * `LOBBY_OPERATOR_TOTP`: `required` asks every operator for a second factor
 * outside production too; `optional` (the default outside production) lets an
 * operator without one sign in with the password. In production it is always
 * required: the setting cannot turn it off there.
 */
export function operatorTotpRequired(env: NodeJS.ProcessEnv): boolean {
  const value = env.LOBBY_OPERATOR_TOTP?.trim() ?? ''
  if (value !== '' && value !== 'required' && value !== 'optional') {
    throw new ConfigError(`LOBBY_OPERATOR_TOTP: "${value}" is neither required nor optional`)
  }
  return env.NODE_ENV === 'production' || value === 'required'
}
