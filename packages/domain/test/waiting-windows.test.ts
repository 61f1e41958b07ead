import { describe, expect, it } from 'vitest'
import {
  isWaitingWindow,
  WAITING_WINDOW_NAMES,
  WAITING_WINDOWS,
  waitingWindowOfName,
  type WaitingWindow,
} from '../src/index.ts'

describe('the waiting windows (spec sections 2, 3 and 4)', () => {
  it('are the three of local storage, in the three named windows of /loading', () => {
    expect(WAITING_WINDOWS).toEqual(['gameWindow', 'depositWindow', 'fpWindow'])
    expect(WAITING_WINDOW_NAMES).toEqual({
      gameWindow: 'redirect',
      depositWindow: 'depositRedirect',
      fpWindow: 'fpRedirect',
    })
  })

  it.each<[string, WaitingWindow | null]>([
    ['redirect', 'gameWindow'],
    ['depositRedirect', 'depositWindow'],
    ['fpRedirect', 'fpWindow'],
    ['', null],
    ['user', null],
    ['gameWindow', null],
    ['bannerWindow', null],
  ])('a window named %j is %s', (name, expected) => {
    expect(waitingWindowOfName(name)).toBe(expected)
  })

  it.each<[unknown, boolean]>([
    ['gameWindow', true],
    ['depositWindow', true],
    ['fpWindow', true],
    ['redirect', false],
    [1, false],
    [null, false],
  ])('%j is a waiting window: %s', (value, expected) => {
    expect(isWaitingWindow(value)).toBe(expected)
  })
})
