// Throwaway PostgreSQL and Redis for tests and benchmarks, started from the
// machine's binaries on 127.0.0.1, in a temporary folder removed at the end.
// No Docker. scripts/lobby.sh installs Debian's postgresql and redis-server
// when the binaries are missing.
//
//   import { startPostgres, startRedis } from '../scripts/services.mjs'
//   const pg = await startPostgres()   // { url, adminUrl, createDatabase(name), stop() }
//   const redis = await startRedis()   // { url, stop() }
//
// Run by itself (`node scripts/services.mjs`), it starts both, prints their
// URLs and keeps them until Ctrl-C.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PG_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin']

/** The folder holding initdb, pg_ctl and postgres: PATH first, then Debian's versioned folders. */
export function postgresBinaries() {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir
  }
  return PG_DIRS.find((dir) => existsSync(join(dir, 'initdb'))) ?? null
}

export function redisBinary() {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/bin', '/usr/sbin']) {
    if (dir && existsSync(join(dir, 'redis-server'))) return join(dir, 'redis-server')
  }
  return null
}

/** A free TCP port on 127.0.0.1 (the kernel's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

const isRoot = process.getuid?.() === 0

const cleanups = new Set()
const SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }
let signalsHooked = false

/**
 * Runs `stop` when this process exits, and on Ctrl-C, SIGTERM or SIGHUP too
 * (`exit` alone does not fire when a signal ends the process, and pg_ctl's
 * postmaster lives in a session of its own, so it would outlive us). When
 * nothing else listens for the signal, the process then exits as the signal
 * would have made it.
 */
function stopOnExit(stop) {
  cleanups.add(stop)
  process.once('exit', stop)
  if (signalsHooked) return
  signalsHooked = true
  for (const [signal, number] of Object.entries(SIGNALS)) {
    process.on(signal, () => {
      for (const cleanup of cleanups) cleanup()
      if (process.listenerCount(signal) === 1) process.exit(128 + number)
    })
  }
}

/** initdb and postgres refuse to run as root: as root they run as the `postgres` user Debian's package creates. */
function asOwner(command, args, options = {}) {
  if (!isRoot) return execFileSync(command, args, { stdio: 'pipe', ...options })
  return execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe', ...options })
}

/**
 * Starts a PostgreSQL cluster in a fresh temporary folder, listening on
 * 127.0.0.1 only (and a socket in that folder), trust authentication for the
 * user `lobby`, fsync off (a throwaway). `stop()` stops it and removes the folder.
 */
export async function startPostgres({ port } = {}) {
  const bin = postgresBinaries()
  if (!bin) throw new Error('PostgreSQL binaries not found: apt-get install -y postgresql')
  const dir = mkdtempSync(join(tmpdir(), 'lobby-pg-'))
  const data = join(dir, 'data')
  if (isRoot) {
    chownSync(dir, uidOf('postgres'), gidOf('postgres'))
    chmodSync(dir, 0o700)
  }
  const listenPort = port ?? (await freePort())
  asOwner(join(bin, 'initdb'), ['-D', data, '-U', 'lobby', '--auth=trust', '-E', 'UTF8', '--no-locale'])
  const settings = [
    `-p ${listenPort}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
    '-c shared_buffers=256MB',
  ].join(' ')
  asOwner(join(bin, 'pg_ctl'), ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start'])
  const base = `postgres://lobby@127.0.0.1:${listenPort}`
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } catch {
      // Already gone; the folder still goes.
    }
    rmSync(dir, { recursive: true, force: true })
  }
  stopOnExit(stop)
  const psql = existsSync(join(bin, 'psql')) ? join(bin, 'psql') : 'psql'
  return {
    port: listenPort,
    /** Runs SQL on the maintenance database with psql (CREATE DATABASE, ...). */
    sql: (text) =>
      execFileSync(
        psql,
        [
          '-h',
          '127.0.0.1',
          '-p',
          String(listenPort),
          '-U',
          'lobby',
          '-d',
          'postgres',
          '-v',
          'ON_ERROR_STOP=1',
          '-qAt',
          '-c',
          text,
        ],
        {
          stdio: 'pipe',
        },
      ).toString(),
    /** The `postgres` maintenance database (create and drop others from here). */
    adminUrl: `${base}/postgres`,
    url: (database) => `${base}/${database}`,
    dir,
    stop,
  }
}

/** Starts redis-server on 127.0.0.1 with no persistence; `stop()` kills it. */
export async function startRedis({ port } = {}) {
  const binary = redisBinary()
  if (!binary) throw new Error('redis-server not found: apt-get install -y redis-server')
  const listenPort = port ?? (await freePort())
  const child = spawn(
    binary,
    [
      '--port',
      String(listenPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  await new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000)
    child.stdout.on('data', (chunk) => {
      out += chunk
      if (/Ready to accept connections/i.test(out)) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited (${code}): ${out}`))
    })
  })
  child.stdout.resume()
  child.stderr.resume()
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  stopOnExit(stop)
  return { port: listenPort, url: `redis://127.0.0.1:${listenPort}`, stop }
}

function uidOf(user) {
  return Number(execFileSync('id', ['-u', user]).toString().trim())
}
function gidOf(user) {
  return Number(execFileSync('id', ['-g', user]).toString().trim())
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pgServer = await startPostgres()
  const redis = await startRedis()
  pgServer.sql('create database lobby')
  console.log(`LOBBY_DB=${pgServer.url('lobby')}`)
  console.log(`LOBBY_REDIS_URL=${redis.url}`)
  console.log('Ctrl-C stops both and removes their data.')
  const end = () => {
    pgServer.stop()
    redis.stop()
    process.exit(0)
  }
  process.on('SIGINT', end)
  process.on('SIGTERM', end)
  setInterval(() => {}, 1 << 30)
}
