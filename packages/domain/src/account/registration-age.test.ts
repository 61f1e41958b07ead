import { describe, expect, it } from 'vitest'
import { registerFieldRules, type BirthdayParts, type RegisterSettingItem } from './fields.ts'
import { ACCOUNT_MESSAGES } from './messages.ts'
import { registerFieldError, validateRegistrationBirthday, type RegisterContext } from './registration.ts'
import { initialRegisterForm } from './fields.ts'

/** Noon on 15 June 2025 in UTC: 08:00 of the same day on the site's clock (UTC−4). */
const NOON = Date.parse('2025-06-15T12:00:00Z')
/** 02:00 UTC on 16 June: still 22:00 on 15 June on the site's clock. */
const LATE = Date.parse('2025-06-16T02:00:00Z')

const parts = (text: string): BirthdayParts => {
  const [year = '', month = '', day = ''] = text.split('-')
  return { year, month, day }
}

describe('validateRegistrationBirthday: at least 18 on the site’s day', () => {
  it.each<[string, string, number, boolean, string | undefined]>([
    ['18 today', '2007-06-15', NOON, true, undefined],
    ['18 tomorrow', '2007-06-16', NOON, true, ACCOUNT_MESSAGES.birthdayUnderAge],
    [
      '18 tomorrow on the site’s clock, though today in UTC',
      '2007-06-16',
      LATE,
      true,
      ACCOUNT_MESSAGES.birthdayUnderAge,
    ],
    ['18 yesterday', '2007-06-14', NOON, true, undefined],
    ['unpadded parts', '2007-6-15', NOON, true, undefined],
    ['ten years old', '2015-01-01', NOON, true, ACCOUNT_MESSAGES.birthdayUnderAge],
    [
      'a date that does not exist is that error, not an age',
      '2015-02-30',
      NOON,
      true,
      ACCOUNT_MESSAGES.birthdayInvalid,
    ],
    ['nothing chosen, optional', '--', NOON, false, undefined],
    ['nothing chosen, required', '--', NOON, true, ACCOUNT_MESSAGES.required],
  ])('%s: %s', (_name, birthday, now, required, expected) => {
    expect(validateRegistrationBirthday(parts(birthday), required, now)).toBe(expected)
  })

  it('29 February comes of age on 1 March in a year without one', () => {
    const at = (date: string) => Date.parse(`${date}T12:00:00Z`)
    expect(validateRegistrationBirthday(parts('2008-02-29'), true, at('2026-02-28'))).toBe(
      ACCOUNT_MESSAGES.birthdayUnderAge,
    )
    expect(validateRegistrationBirthday(parts('2008-02-29'), true, at('2026-03-01'))).toBeUndefined()
  })
})

const item = (name: string, over: Partial<RegisterSettingItem> = {}): RegisterSettingItem => ({
  name,
  currency: 'USD',
  is_display: 1,
  is_required: 0,
  is_unique: 0,
  is_member_center: 0,
  is_verification: 0,
  ...over,
})

describe('registerFieldError on the birthday', () => {
  const context = (settings: RegisterSettingItem[]): RegisterContext => ({
    rules: registerFieldRules(settings, 'USD'),
    currency: 'USD',
    captchaShown: false,
    now: NOON,
  })
  const form = (birthday: string) => ({ ...initialRegisterForm(), memberBirthday: parts(birthday) })

  it('refuses an age under 18 where the form shows the birthday', () => {
    expect(registerFieldError('memberBirthday', form('2007-06-16'), context([item('member_birthday')]))).toBe(
      ACCOUNT_MESSAGES.birthdayUnderAge,
    )
    expect(registerFieldError('memberBirthday', form('2007-06-15'), context([item('member_birthday')]))).toBeUndefined()
  })

  it('asks nothing of a birthday the form does not show', () => {
    const hidden = [item('member_birthday', { is_display: 0 })]
    expect(registerFieldError('memberBirthday', form('2015-01-01'), context(hidden))).toBeUndefined()
  })
})
