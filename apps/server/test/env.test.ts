import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  DEFAULT_HSTS_MAX_AGE,
  describeRedis,
  envFlag,
  isLoopbackHost,
  parseLogLevel,
  parseRedisUrl,
  parseTrustProxy,
  readServerConfig,
  resolveDbPath,
  describeDb,
  parsePaymentPageUrl,
  unsafePublicBinding,
  operatorTotpRequired,
} from '../src/config/env.ts'

describe('LOBBY_DB', () => {
  it.each([
    [undefined, '/srv/lobby/data/lobby.db'],
    ['', '/srv/lobby/data/lobby.db'],
    ['./other.db', '/srv/lobby/other.db'],
    ['/var/lib/lobby.db', '/var/lib/lobby.db'],
    [':memory:', ':memory:'],
    [' :memory: ', ':memory:'],
  ])('%j resolves to %s', (value, expected) => {
    expect(resolveDbPath(value, '/srv/lobby')).toBe(expected)
  })

  it.each(['postgres://lobby:s3cret@db.internal:5432/lobby', 'postgresql://db.internal/lobby'])(
    '%j selects PostgreSQL as it is',
    (value) => {
      expect(resolveDbPath(value, '/srv/lobby')).toBe(value)
    },
  )

  it.each([
    ['postgres://lobby:pw@db.internal', /needs a host and a database name/],
    ['postgres://', /not a valid postgres:\/\/ URL|needs a host/],
    // An unencoded "/" in the password makes the parser read the user as the host: refused, never logged.
    ['postgres://lobby:1234/cd@db.internal:5432/lobby', /percent-encode/],
    ['postgres://lobby:ab/cd@db.internal:5432/lobby', /not a valid postgres:\/\/ URL/],
  ])('%j stops the start naming LOBBY_DB, without the password', (value, message) => {
    expect(() => resolveDbPath(value, '/srv/lobby')).toThrow(ConfigError)
    expect(() => resolveDbPath(value, '/srv/lobby')).toThrow(message)
    expect(() => resolveDbPath(value, '/srv/lobby')).toThrow(/^LOBBY_DB: (?!.*(pw|\/cd))/)
  })

  it('logs a PostgreSQL URL without its password', () => {
    expect(describeDb('postgres://lobby:s3cret@db.internal:5432/lobby')).toBe(
      'postgres://lobby:***@db.internal:5432/lobby',
    )
    expect(describeDb('/var/lib/lobby.db')).toBe('/var/lib/lobby.db')
  })
})

describe('LOBBY_DEV_HOOKS', () => {
  it.each([
    ['1', false, true],
    ['true', false, true],
    ['ON', false, true],
    ['0', true, false],
    ['false', true, false],
    ['no', true, false],
    [undefined, true, true],
    [undefined, false, false],
    ['maybe', false, false],
  ])('%j with default %s is %s', (value, fallback, expected) => {
    expect(envFlag(value, fallback)).toBe(expected)
  })
})

describe('LOBBY_TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['off', false],
    ['false', false],
    ['true', true],
    ['yes', true],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.1, 192.168.0.0/16 ,::1', ['10.0.0.1', '192.168.0.0/16', '::1']],
    ['fd00::/8', ['fd00::/8']],
  ])('%j is %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected)
  })

  it.each(['maybe', '10.0.0.1/33', '10.0.0.0/8/1', '::1/129', 'proxy.internal', '10.0.0.1,'])(
    '%j stops the server, naming the variable',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(ConfigError)
      expect(() => parseTrustProxy(value)).toThrow(/LOBBY_TRUST_PROXY/)
    },
  )
})

describe('LOBBY_LOG_LEVEL', () => {
  it.each([
    [undefined, true, 'info'],
    ['', true, 'info'],
    [undefined, false, 'warn'],
    ['DEBUG', true, 'debug'],
    ['silent', true, 'silent'],
    ['info', false, 'info'],
  ])('%j in production %s is %s', (value, production, expected) => {
    expect(parseLogLevel(value, production)).toBe(expected)
  })

  it('refuses a level pino does not have', () => {
    expect(() => parseLogLevel('verbose')).toThrow(/LOBBY_LOG_LEVEL/)
  })
})

describe('unsafe defaults on a public address', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.10', false],
    ['lobby.example.com', false],
    ['127.0.0.1.example.com', false],
  ])('%s is loopback: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected)
  })

  const base = { host: '0.0.0.0', devHooks: false, demoMembers: false, allowUnsafePublic: false }
  it.each([
    ['nothing unsafe on', base, undefined],
    ['dev hooks on loopback', { ...base, host: '127.0.0.1', devHooks: true }, undefined],
    ['demo members on ::1', { ...base, host: '::1', demoMembers: true }, undefined],
    ['dev hooks public', { ...base, devHooks: true }, /LOBBY_DEV_HOOKS/],
    ['demo members public', { ...base, host: '10.1.2.3', demoMembers: true }, /LOBBY_DEMO_MEMBERS/],
    ['both public', { ...base, devHooks: true, demoMembers: true }, /LOBBY_DEV_HOOKS[\s\S]*LOBBY_DEMO_MEMBERS/],
    ['sandbox payments on loopback', { ...base, host: '127.0.0.1', sandboxPayments: true }, undefined],
    ['sandbox payments public', { ...base, sandboxPayments: true }, /LOBBY_SANDBOX_PAYMENTS/],
    [
      'both public, explicitly allowed',
      { ...base, devHooks: true, demoMembers: true, allowUnsafePublic: true },
      undefined,
    ],
  ])('%s', (_name, settings, expected) => {
    const refusal = unsafePublicBinding(settings)
    if (expected === undefined) expect(refusal).toBeUndefined()
    else {
      expect(refusal).toMatch(expected)
      // Says how to fix it.
      expect(refusal).toMatch(/NODE_ENV=production/)
      expect(refusal).toMatch(/HOST=127\.0\.0\.1/)
      expect(refusal).toMatch(/LOBBY_ALLOW_UNSAFE_PUBLIC=1/)
    }
  })
})

describe('readServerConfig', () => {
  const read = (env: NodeJS.ProcessEnv) => readServerConfig(env, '/srv/lobby', '/srv/lobby/apps/site/dist')

  it('has safe defaults outside production: loopback, dev hooks on, no HSTS, no proxy trusted', () => {
    expect(read({})).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      devHooks: true,
      demoMembers: true,
      logLevel: 'warn',
      trustProxy: false,
      hstsMaxAge: 0,
      shutdownGraceMs: 10_000,
      refusal: undefined,
    })
  })

  it('in production: dev hooks and demo members off, HSTS on, may bind every interface', () => {
    expect(read({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toMatchObject({
      devHooks: false,
      demoMembers: false,
      logLevel: 'info',
      hstsMaxAge: DEFAULT_HSTS_MAX_AGE,
      refusal: undefined,
    })
    expect(read({ NODE_ENV: 'production', LOBBY_HSTS_MAX_AGE: '0' }).hstsMaxAge).toBe(0)
  })

  it('refuses dev hooks on 0.0.0.0 unless told explicitly', () => {
    expect(read({ HOST: '0.0.0.0' }).refusal).toMatch(/LOBBY_DEV_HOOKS/)
    expect(read({ HOST: '0.0.0.0', LOBBY_ALLOW_UNSAFE_PUBLIC: '1' }).refusal).toBeUndefined()
    expect(read({ HOST: '0.0.0.0', LOBBY_DEV_HOOKS: '0', LOBBY_DEMO_MEMBERS: '0' }).refusal).toBeUndefined()
  })

  it.each([
    ['PORT', 'x'],
    ['PORT', '70000'],
    ['LOBBY_SHUTDOWN_GRACE_MS', '-1'],
    ['LOBBY_HSTS_MAX_AGE', '1e9'],
    ['LOBBY_PULL_COOLDOWN_MS', 'soon'],
  ])('%s=%s is a ConfigError naming it', (name, value) => {
    expect(() => read({ [name]: value })).toThrow(ConfigError)
    expect(() => read({ [name]: value })).toThrow(name)
  })
})

describe('parsePaymentPageUrl (LOBBY_PAYMENT_PAGE_URL)', () => {
  it.each([
    ['', undefined],
    ['https://pay.example.com/checkout?order={order}', 'https://pay.example.com/checkout?order={order}'],
    [
      'https://pay.example.com/{currency}/{order}?amount={amount}',
      'https://pay.example.com/{currency}/{order}?amount={amount}',
    ],
  ])('%j is taken as %j', (value, expected) => {
    expect(parsePaymentPageUrl(value)).toBe(expected)
  })

  it.each([
    'http://pay.example.com/checkout?order={order}',
    'https://pay.example.com/checkout',
    'javascript:alert(1)//{order}',
    '/house/cashier/{order}',
    'https://user:pass@pay.example.com/{order}',
    'not a url {order}',
  ])('refuses %j, naming the variable', (value) => {
    expect(() => parsePaymentPageUrl(value)).toThrow(ConfigError)
    expect(() => parsePaymentPageUrl(value)).toThrow(/LOBBY_PAYMENT_PAGE_URL/)
  })
})

describe('LOBBY_REDIS_URL and LOBBY_WORKERS', () => {
  const read = (env: NodeJS.ProcessEnv) =>
    readServerConfig({ LOBBY_DB: '/srv/lobby/data/lobby.db', ...env }, '/srv/lobby', '/srv/lobby/apps/site/dist')
  const REDIS = 'redis://127.0.0.1:6379'

  it('default to one process and no Redis', () => {
    expect(read({})).toMatchObject({ workers: 1, redisUrl: undefined, presenceTtlMs: undefined })
  })

  it.each([
    ['redis://127.0.0.1:6379', 'redis://127.0.0.1:6379'],
    [' redis://cache.internal:6380/2 ', 'redis://cache.internal:6380/2'],
    ['rediss://user:secret@cache.example.com:6380', 'rediss://user:secret@cache.example.com:6380'],
    ['', undefined],
  ])('LOBBY_REDIS_URL=%j is taken as %j', (value, expected) => {
    expect(parseRedisUrl(value)).toBe(expected)
    expect(read({ LOBBY_REDIS_URL: value }).redisUrl).toBe(expected)
  })

  it.each(['http://cache:6379', 'postgres://u@h/db', 'cache.internal:6379', 'redis://', 'redis:///0'])(
    'LOBBY_REDIS_URL=%j stops the start, naming the variable',
    (value) => {
      expect(() => read({ LOBBY_REDIS_URL: value })).toThrow(ConfigError)
      expect(() => read({ LOBBY_REDIS_URL: value })).toThrow(/^LOBBY_REDIS_URL: /)
    },
  )

  it('never repeats a password, in a refusal or in a log line', () => {
    expect(() => read({ LOBBY_REDIS_URL: 'http://user:hunter2@cache:6379' })).toThrow(/^(?!.*hunter2)/)
    // A "/" in an unencoded password would make the parser miss the credentials: refused, and never repeated.
    expect(() => read({ LOBBY_REDIS_URL: 'redis://:s3cr/et@cache:6379' })).toThrow(/^LOBBY_REDIS_URL: (?!.*s3cr)/)
    expect(describeRedis('rediss://user:hunter2@cache:6380/1')).toBe('rediss://user:***@cache:6380/1')
  })

  it('LOBBY_WORKERS=2 with Redis on a shared database', () => {
    expect(read({ LOBBY_WORKERS: '2', LOBBY_REDIS_URL: REDIS, LOBBY_PRESENCE_TTL_MS: '3000' })).toMatchObject({
      workers: 2,
      redisUrl: REDIS,
      presenceTtlMs: 3000,
    })
    expect(read({ LOBBY_WORKERS: '2', LOBBY_REDIS_URL: REDIS, LOBBY_DB: 'postgres://u@db:5432/lobby' }).workers).toBe(2)
  })

  it.each([
    [{ LOBBY_WORKERS: '2' }, /^LOBBY_WORKERS=2 needs LOBBY_REDIS_URL/],
    [{ LOBBY_WORKERS: '2', LOBBY_REDIS_URL: REDIS, LOBBY_DB: ':memory:' }, /^LOBBY_WORKERS=2 needs a shared database/],
    [{ LOBBY_WORKERS: '0' }, /^LOBBY_WORKERS: must be at least 1/],
    [{ LOBBY_WORKERS: 'all' }, /^LOBBY_WORKERS: "all" is not a whole number/],
    [{ LOBBY_PRESENCE_TTL_MS: '0' }, /^LOBBY_PRESENCE_TTL_MS: must be at least 1/],
  ])('%j stops the start: %s', (env, message) => {
    expect(() => read(env)).toThrow(ConfigError)
    expect(() => read(env)).toThrow(message)
  })
})

describe('LOBBY_OPERATOR_TOTP', () => {
  it('is required in production whatever it says, optional elsewhere unless it says required', () => {
    expect(operatorTotpRequired({ NODE_ENV: 'production' })).toBe(true)
    expect(operatorTotpRequired({ NODE_ENV: 'production', LOBBY_OPERATOR_TOTP: 'optional' })).toBe(true)
    expect(operatorTotpRequired({})).toBe(false)
    expect(operatorTotpRequired({ LOBBY_OPERATOR_TOTP: 'optional' })).toBe(false)
    expect(operatorTotpRequired({ LOBBY_OPERATOR_TOTP: 'required' })).toBe(true)
  })

  it('stops the start on anything else, naming the variable', () => {
    expect(() => operatorTotpRequired({ LOBBY_OPERATOR_TOTP: 'off' })).toThrow(/LOBBY_OPERATOR_TOTP/)
  })
})
