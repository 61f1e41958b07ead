import type { Endpoint } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { transact } from '../db/transact.ts'
import { registerEndpoint, type AnyHandler, type PreparedHandler, type RouteOptions } from '../http/route.ts'

/**
 * Registers a write whose refusals must still commit: a consumed captcha or
 * login header, a counted wrong answer, a skipped question. `registerEndpoint`
 * rolls back everything a refusal wrote, which would hand the captcha back to
 * whoever guessed wrong. Here the handler runs in its own single transaction
 * that commits whatever it returns, data or a `BusinessError`, and rolls back
 * only when it throws. Body validation (400, nothing written) is unchanged, and
 * the contract still says `write: true`, so clients never retry these calls.
 *
 * Handlers must therefore write nothing before a refusal except what the
 * refusal is meant to keep. A `PreparedHandler`'s `prepare` runs first, outside
 * the transaction, as with `registerEndpoint`; what it writes is committed
 * statement by statement.
 */
export function registerCommittingWrite<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: AnyHandler<E>,
  options: RouteOptions,
): void {
  // Declared a read to registerEndpoint only so that it opens no transaction of its own.
  const mounted = { ...endpoint, write: false }
  const inTransaction: PreparedHandler<E, unknown>['handle'] =
    typeof handler === 'function' ? (input, ctx) => handler(input, ctx) : handler.handle
  registerEndpoint(
    app,
    mounted,
    {
      prepare: async (input, ctx) => (typeof handler === 'function' ? undefined : handler.prepare(input, ctx)),
      handle: async (input, ctx, prepared) => {
        // Effects are kept per attempt: a retried attempt (db/transact.ts) drops what the rolled-back one collected.
        let effects: (() => void)[] = []
        const outcome = await transact(ctx.db, (trx) => {
          effects = []
          return inTransaction(input, { ...ctx, db: trx, afterCommit: (effect) => effects.push(effect) }, prepared)
        })
        for (const effect of effects) ctx.afterCommit(effect)
        return outcome
      },
    },
    options,
  )
}
