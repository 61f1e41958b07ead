import type { OpenMode } from '@lobby/domain'
import type { RealityCheckWords } from '@lobby/ui'

/**
 * Messages to a game's window (docs/contract.md "Messages to a game's window"): a game playing in a window of its own
 * (window mode) may cover the lobby, so what the lobby asks of the member while it plays (the reality check, issue 25)
 * is also posted to that window, and the game's page may answer. Any provider may take part; one that ignores the
 * messages loses nothing, the lobby's own dialog still shows. Pure: the windows are given, so tests pass stand-ins.
 *
 * - lobby → game: `{ type: 'lobby.reality_check', open: true, title, text, played, net, keep, stop }` (the dialog's
 *   words in the member's language) while the check shows, `{ type: 'lobby.reality_check', open: false }` once it
 *   closed; posted to the game's window with the origin of the game's address as target origin, never `*`.
 * - game → lobby: `{ type: 'lobby.reality_check.answer', answer: 'keep' | 'stop' }` posted to `window.opener`;
 *   taken only from the game's window, from the game's origin, while the check waits for an answer; Keep playing only
 *   from a game on the lobby's own origin (`answerFromGame`).
 */

export const REALITY_CHECK_MESSAGE = 'lobby.reality_check'
export const REALITY_CHECK_ANSWER = 'lobby.reality_check.answer'

/** The reality check's words as the lobby's dialog shows them, in the member's language. */
export interface RealityCheckCopy {
  /** The dialog's title ("Reality check", or with the game's name). */
  title: string
  /** When the next check comes after Keep playing. */
  text: string
  /** The time played (the dialog's description). */
  played: string
  /** The session's net result in words, or that it is being read or could not be read. */
  net: string
  /** The two buttons' labels. */
  keep: string
  stop: string
}

export type GameWindowMessage =
  | ({ type: typeof REALITY_CHECK_MESSAGE; open: true } & RealityCheckCopy)
  | { type: typeof REALITY_CHECK_MESSAGE; open: false }

export type RealityCheckAnswer = 'keep' | 'stop'

/** The game's window as far as messages go. */
export interface MessageWindow {
  readonly closed: boolean
  postMessage(message: unknown, targetOrigin: string): void
}

/** Where messages to the game go: its window, and the origin its page must have to read them. */
export interface GameWindowTarget {
  window: MessageWindow
  origin: string
}

/**
 * The origin of a game's address (`game.url`; a relative one is on the lobby's origin), or null when it has none a
 * message could be addressed to (`data:`, `about:`, not an address).
 */
export function gameOrigin(url: string, lobbyOrigin: string): string | null {
  try {
    const origin = new URL(url, lobbyOrigin).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/** The game's window while a game plays in one (window mode), open, on an address of a known origin; else null. */
export function gameWindowTarget(state: {
  mode: OpenMode | null
  window: MessageWindow | null
  origin: string | null
}): GameWindowTarget | null {
  if (state.mode !== 'window' || !state.window || state.window.closed || !state.origin) return null
  return { window: state.window, origin: state.origin }
}

/** Posts to the game's window, addressed to the game's origin. False when there is none (or the browser refused). */
export function postToGame(target: GameWindowTarget | null, message: GameWindowMessage): boolean {
  if (!target) return false
  try {
    target.window.postMessage(message, target.origin)
    return true
  } catch {
    return false
  }
}

/**
 * The check's words for the game's window: the dialog's own (`realityCheckWords` of `@lobby/ui`, so the two never
 * differ), with `loading` (the page's "Loading…") while the session's result is being read.
 */
export function realityCheckCopy(words: RealityCheckWords, loading: string): RealityCheckCopy {
  return {
    title: words.title,
    text: words.next,
    played: words.played,
    net: words.verdict ?? loading,
    keep: words.keep,
    stop: words.stop,
  }
}

/**
 * Keeps the game's window told of the check: `update(copy)` while it shows (again whenever its words change: the net
 * result read after it opened), `update(null)` once it closed, which posts the close only when an open was delivered.
 */
export function realityCheckRelay(post: (message: GameWindowMessage) => boolean): {
  update(copy: RealityCheckCopy | null): void
} {
  let delivered: string | null = null
  return {
    update(copy) {
      if (copy) {
        const words = JSON.stringify(copy)
        if (words === delivered) return
        delivered = post({ type: REALITY_CHECK_MESSAGE, open: true, ...copy }) ? words : null
      } else if (delivered !== null) {
        delivered = null
        post({ type: REALITY_CHECK_MESSAGE, open: false })
      }
    },
  }
}

/** A `message` event as far as the answer goes. */
export interface GameMessageEvent {
  source: unknown
  origin: string
  data: unknown
}

/**
 * The member's answer in the game's window, or null for anything else: a message from another window or origin, of
 * another shape, or while no answer is awaited. Stop is taken from any game (stopping is always safe); Keep playing
 * only from a game on the lobby's own origin (the house provider, the operator's own code): a third party's page could
 * post it unasked and the member would never see the check, so there it closes the game's overlay and the lobby's
 * dialog still waits for the member.
 */
export function answerFromGame(
  event: GameMessageEvent,
  target: GameWindowTarget | null,
  awaiting: boolean,
  lobbyOrigin: string,
): RealityCheckAnswer | null {
  if (!awaiting || !target || event.source !== target.window || event.origin !== target.origin) return null
  const data = event.data
  if (typeof data !== 'object' || data === null) return null
  const { type, answer } = data as { type?: unknown; answer?: unknown }
  if (type !== REALITY_CHECK_ANSWER) return null
  if (answer === 'stop') return 'stop'
  return answer === 'keep' && target.origin === lobbyOrigin ? 'keep' : null
}

export interface GameAnswerListener {
  /** The game's window now (`currentGameWindow` of play/actions.ts). */
  target: () => GameWindowTarget | null
  /** Whether the check waits for an answer (it shows, and is not stopping already). */
  awaiting: () => boolean
  /** The lobby's own origin: Keep playing is taken only from a game on it (`answerFromGame`). */
  lobbyOrigin: string
  /** What the dialog's Keep playing and Stop do. */
  keep: () => void
  stop: () => void
}

/** Listens on the lobby's window for the game's answers; returns the way to stop listening. */
export function listenToGameWindow(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  listener: GameAnswerListener,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const answer = answerFromGame(event, listener.target(), listener.awaiting(), listener.lobbyOrigin)
    if (answer === 'keep') listener.keep()
    else if (answer === 'stop') listener.stop()
  }
  win.addEventListener('message', onMessage)
  return () => win.removeEventListener('message', onMessage)
}
