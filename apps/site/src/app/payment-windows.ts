import { LOADING_PATH, WAITING_WINDOW_NAMES, type WaitingWindow } from '@lobby/domain'
import { readStorage, removeStorage, session, writeStorage } from './session.ts'
import { readWindowMessage, WINDOW_MESSAGE_KEY } from './window-messages.ts'

/**
 * The cashier's windows (spec sections 2, 3 and 4): a deposit opens `/loading`
 * in the named window `depositRedirect` inside the click, before the order is
 * asked for, so no popup blocker stops it; a fast-payment (first-pay) deposit
 * does the same in `fpRedirect`. Local storage's `waitingWindow` says which
 * one the site waits on (`depositWindow`, `fpWindow`). The order's payment
 * page then replaces `/loading`; when the payment is done the window goes
 * back to the site's `/close`, which sends `quickGame`, and the page that
 * opened the window closes it. Logout closes them too.
 */
export type PaymentWindow = Exclude<WaitingWindow, 'gameWindow'>

const WAITING_WINDOW_KEY = 'waitingWindow'
const opened = new Map<PaymentWindow, Window>()

/** The payment window of this page: `fpWindow` on `/fastPayment`, `depositWindow` anywhere else. */
export function paymentWindowHere(pathname: string = window.location.pathname): PaymentWindow {
  return /^\/fastpayment(?:\/|$)/i.test(pathname) ? 'fpWindow' : 'depositWindow'
}

function remember(which: PaymentWindow, handle: Window): void {
  opened.set(which, handle)
  writeStorage(WAITING_WINDOW_KEY, which)
  listen()
}

/** `/loading?pay=` names what the window waits for, so it titles itself in the player's language. */
export const PAYMENT_LOADING_PARAM = 'pay'

/** Opens `/loading` in the named window, inside the click; null when the browser blocked it. */
export function openPaymentWindow(which: PaymentWindow): Window | null {
  const search = new URLSearchParams({ [PAYMENT_LOADING_PARAM]: which })
  const handle = window.open(`${LOADING_PATH}?${search}`, WAITING_WINDOW_NAMES[which])
  if (handle) remember(which, handle)
  return handle
}

/**
 * Sends the payment window to `url`: the open one, or a new one of the same
 * name. False when the browser blocked it (the caller pays in this tab).
 */
export function sendPaymentWindow(which: PaymentWindow, url: string): boolean {
  const handle = opened.get(which)
  if (handle && !handle.closed) {
    handle.location.replace(url)
    handle.focus()
    return true
  }
  const again = window.open(url, WAITING_WINDOW_NAMES[which])
  if (!again) return false
  remember(which, again)
  return true
}

/** Closes the payment window (a failed order, `quickGame`, logout). */
export function closePaymentWindow(which: PaymentWindow): void {
  const handle = opened.get(which)
  opened.delete(which)
  if (handle && !handle.closed) handle.close()
  if (readStorage(WAITING_WINDOW_KEY) === which) removeStorage(WAITING_WINDOW_KEY)
}

export function closePaymentWindows(): void {
  for (const which of [...opened.keys()]) closePaymentWindow(which)
}

let listening = false

function listen(): void {
  if (listening) return
  listening = true
  // `quickGame` from a payment window (its `/close`): the page that opened it closes it.
  window.addEventListener('storage', (event) => {
    if (event.key !== WINDOW_MESSAGE_KEY || !event.newValue) return
    const message = readWindowMessage(event.newValue)
    if (message?.type === 'quickGame' && message.waitingWindow !== 'gameWindow') {
      closePaymentWindow(message.waitingWindow)
    }
  })
  // This page closing because the member logged out (another window closed it): its payment window goes too.
  window.addEventListener('pagehide', () => {
    if (!session.getToken()) closePaymentWindows()
  })
}
