import { ACCOUNT_MESSAGES, registerFailure, smsFailure } from '@lobby/domain'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../locales/index.ts'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Registration codes of spec section 8 (every one the catalogue names) and the SMS codes. */
const REGISTER_CODES = [
  102, 103, 104, 105, 106, 107, 108, 109, 110, 112, 113, 114, 206, 209, 214, 216, 218, 219, 222, 223, 224, 227, 228,
  996, 997,
]
const SMS_CODES = ['099', 102, 103, 104, 201]

/** Keys a registration screen can show: the rules' messages and the catalogued server answers. */
const shownKeys = new Set<string>([
  ...Object.values(ACCOUNT_MESSAGES).filter((key) => key.startsWith('signup.')),
  ACCOUNT_MESSAGES.captchaRequired,
  ACCOUNT_MESSAGES.verifyFailed,
  ACCOUNT_MESSAGES.ipError,
  ...REGISTER_CODES.flatMap((code) =>
    (['memberAgent', 'recommendCode'] as const).map((introducerField) =>
      registerFailure(code, undefined, { introducerField }),
    ),
  )
    .map((outcome) => outcome.messageKey)
    .filter((key): key is string => key !== undefined),
  ...SMS_CODES.map((code) => smsFailure(code).messageKey).filter((key): key is string => key !== undefined),
])

/** Keys written in the sources of the registration components (`t('signup.x')`, label tables). */
function keysInSources(): Set<string> {
  const files = [
    'register-form.tsx',
    'register-fields.tsx',
    'register-modal.tsx',
    'register-page.tsx',
    'use-register-form.ts',
    '../../components/phone-verify-field/phone-verify-field.tsx',
    '../../components/protocol-modal/protocol-modal.tsx',
  ]
  const keys = new Set<string>()
  for (const file of files) {
    const source = readFileSync(path.join(here, file), 'utf8')
    for (const match of source.matchAll(/'((?:signup|login|common)\.[A-Za-z_]+|ph_[a-z_]+)'/g)) keys.add(match[1]!)
  }
  return keys
}

describe('registration copy', () => {
  it('finds the keys it checks', () => {
    // A guard against a broken scan: the table and the sources both name many keys.
    expect(shownKeys.size).toBeGreaterThan(40)
    expect(keysInSources()).toContain('signup.sms_send')
  })

  it.each(['en_US', 'zh_CN'] as const)('%s has text for every message a registration screen shows', (locale) => {
    const missing = [...shownKeys].filter((key) => !catalogues[locale][key]?.trim())
    expect(missing).toEqual([])
  })

  it.each(['en_US', 'zh_CN'] as const)('%s has text for every key the components use', (locale) => {
    const missing = [...keysInSources()].filter((key) => !catalogues[locale][key]?.trim())
    expect(missing).toEqual([])
  })

  it('keeps the placeholders of the English text in the Chinese', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
    for (const key of keysInSources()) {
      expect(placeholders(catalogues.zh_CN[key] ?? ''), key).toEqual(placeholders(catalogues.en_US[key] ?? ''))
    }
  })
})
