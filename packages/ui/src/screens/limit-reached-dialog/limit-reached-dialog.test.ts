import { describe, expect, it } from 'vitest'
import { catalogues, LOCALES } from '../../locales/index.ts'
import { createTranslator } from '../../text/create-translator.ts'
import { LIMIT_REACHED_REASONS, limitReachedCopy } from './limit-reached-dialog.tsx'

const t = createTranslator(catalogues.en_US)

describe('limitReachedCopy', () => {
  it.each([
    ['loss', 'Loss limit reached', 'You have reached the loss limit you set. No game can start until it renews.'],
    ['wager', 'Wager limit reached', 'You have reached the wager limit you set. No game can start until it renews.'],
    [
      'session',
      'Session time limit reached',
      'You have used up the playing time you set. No game can start until it renews.',
    ],
    [
      'stopped',
      'Your game was stopped',
      'Your session time limit is up: the game was closed and its balance is back in your main wallet.',
    ],
  ] as const)('%s: its title, and our text when the server gave none', (reason, title, description) => {
    expect(limitReachedCopy(t, reason)).toEqual({ title, description })
    expect(limitReachedCopy(t, reason, '')).toEqual({ title, description })
    expect(limitReachedCopy(t, reason, '   ')).toEqual({ title, description })
  })

  it("the server's words when it gave them", () => {
    const message =
      'your loss limit is reached: nothing more can go into play until it renews on 2026-11-21 00:00 (UTC-4)'
    expect(limitReachedCopy(t, 'loss', message)).toEqual({ title: 'Loss limit reached', description: message })
  })

  it.each(LOCALES)('%s has a title and a text of its own for every reason', (locale) => {
    const local = createTranslator(catalogues[locale])
    for (const reason of LIMIT_REACHED_REASONS) {
      const { title, description } = limitReachedCopy(local, reason)
      expect(title).not.toBe(`limit_reached.title_${reason}`)
      expect(description).not.toBe(`limit_reached.body_${reason}`)
    }
  })
})
