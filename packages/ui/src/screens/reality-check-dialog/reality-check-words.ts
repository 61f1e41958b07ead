import { durationText } from '../../lib/format-duration.ts'
import { formatMoney } from '../../lib/format-money.ts'
import type { Translate } from '../../text/create-translator.ts'

/** What a reality check says: the dialog's props that reach its words. */
export interface RealityCheckFacts {
  /** Minutes played in this session so far; null while not known. */
  playedMinutes: number | null
  /** The session's net result (wins less stakes, minor units); null while loading or when it could not be read. */
  net: number | null
  /** The session's result is being read (`/member/responsible-gambling/session`). */
  loading?: boolean
  /** Currency code of `net`. */
  currency: string
  /** Minutes until the next check after Keep playing. */
  intervalMinutes: number
  /** The open game's name, when known. */
  gameName?: string
}

/** The reality check's words, as `RealityCheckDialog` shows them. */
export interface RealityCheckWords {
  title: string
  /** How long the member has played, as a sentence. */
  played: string
  /** The session's result in words ("You have lost …"); null while it is being read. */
  verdict: string | null
  /** When the next check comes. */
  next: string
  keep: string
  stop: string
  /** Stop's label while the game is being quit. */
  stopping: string
}

/**
 * The reality check's words in the member's language: the dialog's, and those a site shows wherever else the check
 * must be read (a game playing in a window of its own covers the lobby's dialog). One source, so the two never differ.
 */
export function realityCheckWords(facts: RealityCheckFacts, t: Translate, locale: string): RealityCheckWords {
  const { net } = facts
  const money = (amount: number) => formatMoney(Math.abs(amount), facts.currency, locale)
  return {
    title: facts.gameName ? t('reality_check.title_named', { game: facts.gameName }) : t('reality_check.title'),
    played:
      facts.playedMinutes === null
        ? t('reality_check.description_unknown')
        : t('reality_check.description', { time: durationText(t, facts.playedMinutes) }),
    verdict: facts.loading
      ? null
      : net === null
        ? t('reality_check.net_unknown')
        : net > 0
          ? t('reality_check.won', { amount: money(net) })
          : net < 0
            ? t('reality_check.lost', { amount: money(net) })
            : t('reality_check.even'),
    next: t('reality_check.next', { minutes: facts.intervalMinutes }),
    keep: t('reality_check.keep'),
    stop: t('reality_check.stop'),
    stopping: t('reality_check.stopping'),
  }
}
