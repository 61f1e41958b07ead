import {
  ADMIN_SETTINGS_CODE,
  adminSettings,
  adminSettingsAppearance,
  adminSettingsDemo,
  adminSettingsLocale,
  ApiError,
  type Endpoint,
} from '@lobby/api'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { siteSettings } from '../../fixtures/settings.ts'

const answers = new Map<string, unknown>()
const sent: { path: string; body: unknown }[] = []
vi.mock('../../app/api.ts', () => ({
  api: {
    call: vi.fn(async (endpoint: Endpoint, body: unknown) => {
      sent.push({ path: endpoint.path, body })
      const answer = answers.get(endpoint.path)
      if (answer instanceof Error) throw answer
      return answer
    }),
  },
}))

const { confirmDemo, loadSettings, saveAppearance, saveLocale } = await import('./actions.ts')
const { settings } = await import('./store.ts')
const { copy } = await import('../../copy.ts')

const locale = {
  currencies: ['RMB', 'VND'],
  default_currency: 'RMB',
  languages: ['en_US' as const],
  default_language: 'en_US' as const,
}

const appearance = {
  site_variant: 'rb16',
  mobile_template: 'H5_4' as const,
  app_ios_url: '',
  app_android_url: 'https://play.example.com/store/apps/lobby',
}

beforeEach(async () => {
  answers.clear()
  sent.length = 0
  answers.set(adminSettings.path, siteSettings)
  await loadSettings()
})

describe('the settings screen’s actions', () => {
  it('a currency members hold is named under the currencies', async () => {
    answers.set(
      adminSettingsLocale.path,
      new ApiError({
        kind: 'business',
        code: ADMIN_SETTINGS_CODE.currencyInUse,
        message: 'in use',
        data: { currency: 'USD' },
      }),
    )
    await saveLocale(locale)
    expect(settings.fieldErrors).toEqual({ currencies: copy.settings.locale.currencyInUse('USD') })
    expect(settings.saving).toBeNull()
  })

  it('a 400 shows under the field it names', async () => {
    answers.set(
      adminSettingsLocale.path,
      new ApiError({
        kind: 'invalid',
        code: '400',
        status: 400,
        field: 'default_language',
        message: 'default_language: the default language must be offered',
      }),
    )
    await saveLocale(locale)
    expect(settings.fieldErrors).toEqual({
      default_language: copy.settings.serverRefused('the default language must be offered'),
    })
  })

  it('demo mode switches to the other state, then the settings load again', async () => {
    answers.set(adminSettingsDemo.path, { is_demo: true })
    settings.demoConfirming = true
    const loads = sent.filter((s) => s.path === adminSettings.path).length
    await confirmDemo()
    expect(sent.find((s) => s.path === adminSettingsDemo.path)?.body).toEqual({ is_demo: true })
    expect(settings.demoConfirming).toBe(false)
    expect(settings.notice).toEqual({ tone: 'success', text: copy.settings.saved(copy.settings.demo.title) })
    expect(sent.filter((s) => s.path === adminSettings.path).length).toBe(loads + 1)
  })

  it('the appearance saves its four values, says so, then the settings load again', async () => {
    answers.set(adminSettingsAppearance.path, appearance)
    const loads = sent.filter((s) => s.path === adminSettings.path).length
    await saveAppearance(appearance)
    expect(sent.find((s) => s.path === adminSettingsAppearance.path)?.body).toEqual(appearance)
    expect(settings.notice).toEqual({ tone: 'success', text: copy.settings.saved(copy.settings.appearance.title) })
    expect(settings.saving).toBeNull()
    expect(sent.filter((s) => s.path === adminSettings.path).length).toBe(loads + 1)
  })

  it('the server’s refusal of an app link shows under that link; a failure shows in the section', async () => {
    answers.set(
      adminSettingsAppearance.path,
      new ApiError({
        kind: 'invalid',
        code: '400',
        status: 400,
        field: 'app_ios_url',
        message: 'app_ios_url: an http(s) URL or empty',
      }),
    )
    await saveAppearance(appearance)
    expect(settings.fieldErrors).toEqual({ app_ios_url: copy.settings.serverRefused('an http(s) URL or empty') })
    expect(settings.notice).toBeNull()

    answers.set(adminSettingsAppearance.path, ApiError.network())
    await saveAppearance(appearance)
    expect(settings.fieldErrors).toEqual({})
    expect(settings.errors).toEqual({ appearance: copy.settings.saveFailed(copy.failure.network) })
  })
})
