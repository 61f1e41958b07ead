import type { FastifyInstance } from 'fastify'
import { CALLBACK_BODY_LIMIT, PAYMENT_CALLBACK_PATH, SIGNATURE_HEADER, type PaymentDesk } from './desk.ts'

/**
 * `POST /api/payments/callback`: the payment provider's report of a
 * completed payment, in every mode. The body is kept as the bytes that
 * arrived (whatever the content type): the signature is over those bytes,
 * never over a re-serialised parse.
 */
export function registerPaymentRoutes(app: FastifyInstance, desk: PaymentDesk): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    )
    scope.post(PAYMENT_CALLBACK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const header = request.headers[SIGNATURE_HEADER]
      const answer = await desk.receive(raw, typeof header === 'string' ? header : undefined)
      if (answer.status !== 200)
        request.log.warn({ status: answer.status, result: answer.result }, 'payment callback refused')
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body)
    })
  })
}

/** What the operator is told at start-up about payments (main.ts prints each line as a warning). */
export function paymentStartupNotes(options: {
  devHooks: boolean
  sandboxPayments: boolean
  paymentSecret: string | undefined
  paymentPageUrl?: string | undefined
}): string[] {
  const notes: string[] = []
  if (options.sandboxPayments) {
    notes.push(
      'WARNING: SANDBOX PAYMENTS ARE ON (LOBBY_SANDBOX_PAYMENTS): /house/cashier credits deposits with no payment provider. Never use it with real money.',
    )
  } else if (options.devHooks) {
    notes.push('Dev hooks are on: the house cashier (/house/cashier) credits deposits with no payment provider.')
  }
  if (options.paymentSecret === undefined) {
    notes.push(
      options.devHooks || options.sandboxPayments
        ? 'LOBBY_PAYMENT_SECRET is not set: a random secret made for this process signs the house cashier’s callbacks.'
        : `WARNING: LOBBY_PAYMENT_SECRET is not set: ${PAYMENT_CALLBACK_PATH} refuses every callback and no deposit can be credited.`,
    )
  }
  if (options.paymentPageUrl === undefined && !options.devHooks && !options.sandboxPayments) {
    notes.push(
      'WARNING: LOBBY_PAYMENT_PAGE_URL is not set: deposit orders point at the house cashier, which is off, so a member has no page to pay on.',
    )
  }
  return notes
}
