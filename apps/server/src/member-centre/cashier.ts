import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Db } from '../db/connection.ts'
import type { PaymentDesk } from '../payments/desk.ts'
import { cancelOrder, cashierOrder, type CashierOrder } from './deposit-orders.ts'
import { transact } from '../db/transact.ts'
import { moneyText as money } from '../responsible-gambling/texts.ts'

/**
 * The house cashier: the payment page a deposit order's `pay_url` opens
 * (in the `depositRedirect` window), standing in for a payment provider's
 * hosted page. Mounted only in sandbox mode (dev hooks on, or
 * `LOBBY_SANDBOX_PAYMENTS`); elsewhere `/house/cashier/*` is a 404. Plain
 * HTML with two form buttons, no script: Pay plays the provider, signing a
 * callback for the order with the desk's secret and handing it to the same
 * check the provider's callback goes through (`PaymentDesk.settle`): credited
 * once, whatever is submitted again, with `member.cash` and
 * `member_deposit.success`. Cancel cancels the order.
 */
const CASHIER_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'self'"

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CASHIER_CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/house/demo/assets/demo.css"></head>` +
        `<body><main class="cashier" data-slot="cashier"><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    )
}

function orderSummary(order: CashierOrder): string {
  return (
    `<dl><dt>Order</dt><dd data-slot="cashier-order">${escapeHtml(order.order_number)}</dd>` +
    `<dt>Amount</dt><dd data-slot="cashier-amount">${escapeHtml(money(order.amount, order.currency))}</dd>` +
    `<dt>Channel</dt><dd>${escapeHtml(order.channel)}</dd></dl>`
  )
}

const STATUS_TITLE: Record<string, string> = {
  completed: 'Payment received',
  failed: 'Payment not accepted',
  cancelled: 'Payment cancelled',
  expired: 'This order has expired',
}

const SANDBOX_NOTE =
  '<p data-slot="cashier-sandbox">Sandbox cashier: paying here credits the deposit without a payment provider.</p>'

/**
 * Back to the site's `/close`, as a provider's return address does: in the
 * payment window (`depositRedirect`, `fpRedirect`) it sends `quickGame` and
 * the page that opened the window closes it (spec section 4).
 */
const RETURN_TO_SITE =
  '<p>You can close this window.</p><p><a href="/close" data-slot="cashier-return">Back to the site</a></p>'

/** The page title for what a callback came to. */
const RESULT_STATUS: Record<string, string> = {
  credited: 'completed',
  order_completed: 'completed',
  order_cancelled: 'cancelled',
  order_expired: 'expired',
}

export function registerCashierRoutes(app: FastifyInstance, db: Db, desk: PaymentDesk): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2048 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )

    scope.get<{ Params: { order: string }; Querystring: { token?: string } }>(
      '/house/cashier/:order',
      async (request, reply) => {
        const token = request.query.token ?? ''
        const order = await cashierOrder(db, request.params.order, token)
        if (!order) return page(reply, 404, 'Order not found', '<p>This payment link is not valid.</p>')
        const expired =
          order.status === 'pending' && order.expires_at !== null && order.expires_at <= new Date().toISOString()
        if (order.status !== 'pending' || expired) {
          const status = expired ? 'expired' : order.status
          return page(reply, 200, STATUS_TITLE[status] ?? status, orderSummary(order) + RETURN_TO_SITE)
        }
        const action = `/house/cashier/${encodeURIComponent(order.order_number)}`
        const hidden = `<input type="hidden" name="token" value="${escapeHtml(token)}">`
        return page(
          reply,
          200,
          'House cashier',
          orderSummary(order) +
            SANDBOX_NOTE +
            `<form method="post" action="${action}">${hidden}<input type="hidden" name="action" value="pay">` +
            `<button type="submit" data-slot="cashier-pay">Pay ${escapeHtml(money(order.amount, order.currency))}</button></form>` +
            `<form method="post" action="${action}">${hidden}<input type="hidden" name="action" value="cancel">` +
            `<button type="submit" data-slot="cashier-cancel">Cancel</button></form>`,
        )
      },
    )

    scope.post<{ Params: { order: string }; Body: { token?: string; action?: string } }>(
      '/house/cashier/:order',
      async (request, reply) => {
        const body = (request.body ?? {}) as { token?: string; action?: string }
        const order = await cashierOrder(db, request.params.order, body.token ?? '')
        if (!order) return page(reply, 404, 'Order not found', '<p>This payment link is not valid.</p>')
        if (body.action === 'cancel') {
          await transact(db, (trx) => cancelOrder(trx, order.order_number))
          const now = await cashierOrder(db, order.order_number, body.token ?? '')
          const status = now?.status ?? 'cancelled'
          return page(reply, 200, STATUS_TITLE[status] ?? status, orderSummary(order) + RETURN_TO_SITE)
        }
        // One reference per order: a second submit (a double click) is a replay, answered with the first result.
        const answer = await desk.settle(order, `house-cashier:${order.order_number}`)
        const status = RESULT_STATUS[answer.result ?? ''] ?? 'failed'
        return page(reply, 200, STATUS_TITLE[status] ?? status, orderSummary(order) + RETURN_TO_SITE)
      },
    )
  })
}
