import { isWaitingWindow, type WaitingWindow } from '@lobby/domain'

/**
 * Cross-window messages (spec section 4, "window-msg"): one window writes the
 * `window-msg` key of local storage and removes it again; every other window
 * of the site gets a `storage` event with the message. The login callback
 * window uses it to hand its result to the window that opened it; the
 * layout listens for the key and hands the text to `readWindowMessage`.
 */
export const WINDOW_MESSAGE_KEY = 'window-msg'

/** The session an authorised-login callback hands over (the fields of `/get_info_data`). */
export interface HandedOverSession {
  tk: string
  member_id: number
  member_account: string
  member_currency: string
}

export type WindowMessage =
  /** The callback window logged in: the opener takes the session; the callback closes. */
  | { type: 'authLogin'; data: HandedOverSession }
  /** The callback window gave up: with a result code the opener shows the message. */
  | { type: 'authLoginClose'; code?: string; message?: string }
  /**
   * A waiting window is done (spec section 4): `gameWindow` (the game's lobby
   * button, or `/close`): close the game window and run the quit step;
   * `depositWindow` / `fpWindow`: close that window.
   */
  | { type: 'quickGame'; waitingWindow: WaitingWindow }

/** The windows the lobby waits on (spec section 3, `waitingWindow`; `@lobby/domain` waiting-windows). */
export type { WaitingWindow }

export function postWindowMessage(message: WindowMessage): void {
  try {
    // `at` makes each message a change even when the same one is sent twice.
    localStorage.setItem(WINDOW_MESSAGE_KEY, JSON.stringify({ ...message, at: Date.now() }))
    localStorage.removeItem(WINDOW_MESSAGE_KEY)
  } catch {
    // Storage blocked: the opener cannot hear this window; it stays as it is.
  }
}

/** A posted message, or null when the text is not one of ours (or is damaged). */
export function readWindowMessage(text: string): WindowMessage | null {
  try {
    const value = JSON.parse(text) as Partial<WindowMessage> & { data?: Partial<HandedOverSession> }
    if (value.type === 'authLogin') {
      const data = value.data
      if (
        data &&
        typeof data.tk === 'string' &&
        typeof data.member_account === 'string' &&
        typeof data.member_currency === 'string' &&
        Number.isInteger(data.member_id)
      ) {
        return { type: 'authLogin', data: data as HandedOverSession }
      }
      return null
    }
    if (value.type === 'quickGame') {
      const waiting = (value as { waitingWindow?: unknown }).waitingWindow
      return isWaitingWindow(waiting) ? { type: 'quickGame', waitingWindow: waiting } : null
    }
    if (value.type === 'authLoginClose') {
      const { code, message } = value as { code?: unknown; message?: unknown }
      return {
        type: 'authLoginClose',
        code: typeof code === 'string' && code ? code : undefined,
        message: typeof message === 'string' && message ? message : undefined,
      }
    }
  } catch {
    // Not ours, or damaged: ignored.
  }
  return null
}
