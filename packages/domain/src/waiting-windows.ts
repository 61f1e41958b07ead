/**
 * The windows the lobby waits on (spec sections 2, 3 and 4): a game, a
 * deposit and a fast-payment (first-pay) deposit each open `/loading` first,
 * inside the click, in a named window, and the lobby keeps which one it
 * waits for in local storage (`waitingWindow`). When the window is done it
 * says so with the cross-window message `quickGame`; the lobby then closes
 * the game window and runs the quit step, or closes the deposit window.
 */
export const WAITING_WINDOWS = ['gameWindow', 'depositWindow', 'fpWindow'] as const
export type WaitingWindow = (typeof WAITING_WINDOWS)[number]

/** The named window each one opens in (spec section 2: `redirect`, `depositRedirect`, `fpRedirect`). */
export const WAITING_WINDOW_NAMES = {
  gameWindow: 'redirect',
  depositWindow: 'depositRedirect',
  fpWindow: 'fpRedirect',
} as const satisfies Record<WaitingWindow, string>

export function isWaitingWindow(value: unknown): value is WaitingWindow {
  return typeof value === 'string' && (WAITING_WINDOWS as readonly string[]).includes(value)
}

/** Which waiting window a window of this name is (`window.name`), or null for any other window. */
export function waitingWindowOfName(name: string): WaitingWindow | null {
  return WAITING_WINDOWS.find((waiting) => WAITING_WINDOW_NAMES[waiting] === name) ?? null
}
