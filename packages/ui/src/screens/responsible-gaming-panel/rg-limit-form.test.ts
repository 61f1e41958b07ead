import { describe, expect, it } from 'vitest'
import { sessionMinutes } from './rg-limit-form.tsx'

describe('sessionMinutes', () => {
  it.each([
    ['90', 1440, { ok: true, minutes: 90 }],
    [' 1440 ', 1440, { ok: true, minutes: 1440 }],
    ['', 1440, { ok: false, key: 'rg.err_minutes_empty' }],
    ['1.5', 1440, { ok: false, key: 'rg.err_minutes_format' }],
    ['-3', 1440, { ok: false, key: 'rg.err_minutes_format' }],
    ['0', 1440, { ok: false, key: 'rg.err_minutes_min' }],
    ['1441', 1440, { ok: false, key: 'rg.err_minutes_max' }],
    ['10081', 10_080, { ok: false, key: 'rg.err_minutes_max' }],
  ])('%j within %s', (text, max, result) => {
    expect(sessionMinutes(text, max)).toEqual(result)
  })
})
