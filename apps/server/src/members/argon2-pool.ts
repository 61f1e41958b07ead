import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/**
 * argon2 on worker threads of the lowest CPU priority (nice 19). Each
 * worker runs one hash or verify at a time with argon2's synchronous call, on
 * its own thread, whose priority Linux sets per thread: when the machine is
 * busy, the event loop that serves every other request gets the CPU first,
 * and a storm of password guesses slows the guesses, not the site
 * (bench/login-storm.mjs). The calls are the same as `@node-rs/argon2`'s.
 * Where a thread's priority cannot be lowered, the workers still bound how
 * many hashes run at once.
 */

type Op = { op: 'hash'; args: [string, object] } | { op: 'verify'; args: [string, string] }
interface Job {
  message: Op
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}

// The worker's code, run with `eval`: it loads the argon2 package from the path resolved here.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
try { require('node:os').setPriority(19) } catch {}
const argon2 = require(workerData.argon2)
parentPort.on('message', ({ op, args }) => {
  try {
    const value = op === 'hash' ? argon2.hashSync(args[0], args[1]) : argon2.verifySync(args[0], args[1])
    parentPort.postMessage({ ok: true, value })
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String((error && error.message) || error) })
  }
})
`

const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2')

interface Slot {
  worker: Worker | undefined
  job: Job | undefined
}

export class Argon2Pool {
  private readonly slots: Slot[]
  private readonly queue: Job[] = []

  constructor(size: number) {
    this.slots = Array.from({ length: size }, () => ({ worker: undefined, job: undefined }))
  }

  hash(password: string, options: object): Promise<string> {
    return this.submit({ op: 'hash', args: [password, options] }) as Promise<string>
  }

  verify(hashed: string, password: string): Promise<boolean> {
    return this.submit({ op: 'verify', args: [hashed, password] }) as Promise<boolean>
  }

  /** Stops the workers (a process that hashed once and goes on with other work, e.g. a test's global setup). */
  async terminate(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.worker?.terminate()))
  }

  /** Calls waiting for a worker (tests, monitoring). */
  get queued(): number {
    return this.queue.length
  }

  private submit(message: Op): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ message, resolve, reject })
      this.dispatch()
    })
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job) continue
      const job = this.queue.shift()
      if (!job) return
      slot.job = job
      this.workerOf(slot).postMessage(job.message)
    }
  }

  private workerOf(slot: Slot): Worker {
    if (slot.worker) return slot.worker
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2: argon2Path } })
    // Idle workers never keep the process alive.
    worker.unref()
    worker.on('message', (reply: { ok: true; value: unknown } | { ok: false; message: string }) => {
      const job = slot.job
      slot.job = undefined
      if (reply.ok) job?.resolve(reply.value)
      else job?.reject(new Error(reply.message))
      this.dispatch()
    })
    const fail = (error: Error) => {
      const job = slot.job
      slot.job = undefined
      slot.worker = undefined
      job?.reject(error)
      this.dispatch()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => {
      if (slot.worker === worker) fail(new Error(`argon2 worker stopped (${code})`))
    })
    slot.worker = worker
    return worker
  }
}
