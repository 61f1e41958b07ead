import { describe, expect, it } from 'vitest'
import { catalogues } from '../../locales/index.ts'
import { createTranslator } from '../../text/create-translator.ts'
import { realityCheckWords } from './reality-check-words.ts'

/*
 * The reality check's words (issue 25), one source for the dialog and for a game's own window: the time played, the
 * session's result in words (its sign said, never in colour alone), the next check and both buttons.
 */

const t = createTranslator(catalogues.en_US)
const facts = { playedMinutes: 65, net: -2_550, currency: 'USD', intervalMinutes: 30 }

describe('realityCheckWords', () => {
  it('say the game, the time played, a loss in words, the next check and both buttons', () => {
    expect(realityCheckWords({ ...facts, gameName: 'Axolotl Reels' }, t, 'en_US')).toEqual({
      title: 'Reality check: Axolotl Reels',
      played: 'You have been playing for 1 h 5 min.',
      verdict: 'You have lost $ 25.50 this session.',
      next: 'If you keep playing, we will remind you again in 30 minutes.',
      keep: 'Keep playing',
      stop: 'Stop playing',
      stopping: 'Stopping…',
    })
  })

  it('say a win and an even session; nothing while the result is read; that it is unknown when it could not be', () => {
    expect(realityCheckWords({ ...facts, net: 12_000 }, t, 'en_US').verdict).toBe('You have won $ 120.00 this session.')
    expect(realityCheckWords({ ...facts, net: 0 }, t, 'en_US').verdict).toBe('You are even this session.')
    expect(realityCheckWords({ ...facts, net: null, loading: true }, t, 'en_US').verdict).toBeNull()
    expect(realityCheckWords({ ...facts, net: null }, t, 'en_US').verdict).toBe(t('reality_check.net_unknown'))
  })

  it('title the check without a game name, and say so when the time played is not known', () => {
    const unknown = realityCheckWords({ ...facts, playedMinutes: null }, t, 'en_US')
    expect(unknown.title).toBe('Reality check')
    expect(unknown.played).toBe(t('reality_check.description_unknown'))
  })

  it("format the amount in the member's locale and currency", () => {
    const vnd = realityCheckWords({ ...facts, net: -1_500_000, currency: 'VND' }, t, 'en_US')
    expect(vnd.verdict).toBe('You have lost ₫ 1,500,000 this session.')
  })
})
