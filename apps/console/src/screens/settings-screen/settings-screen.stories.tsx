import { MOBILE_TEMPLATES } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { demoSiteSettings, siteSettings } from '../../fixtures/settings.ts'
import { PortalFrame, tabletParameters } from '../../fixtures/story.tsx'
import { SettingsScreen } from './settings-screen.tsx'

const meta = {
  title: 'Console/SettingsScreen',
  component: SettingsScreen,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    onRetry: fn(),
    settings: siteSettings,
    version: 1,
    canManage: true,
    notice: null,
    saving: null,
    errors: {},
    fieldErrors: {},
    onSaveLimits: fn(),
    onSaveFields: fn(),
    onSaveLocale: fn(),
    onSaveAppearance: fn(),
    demoConfirming: false,
    onDemoAsk: fn(),
    onDemoConfirm: fn(),
    onDemoCancel: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error', 'forbidden'] },
  },
  render: (args) => (
    <PortalFrame>{(container) => <SettingsScreen {...args} portalContainer={container} />}</PortalFrame>
  ),
} satisfies Meta<typeof SettingsScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const s = copy.settings
const r = s.registration
const l = s.locale
const a = s.appearance
const sectionOf = (canvas: Canvas, title: string) => within(canvas.getByRole('region', { name: title }))
const flag = (column: keyof typeof r.columns, field: string) => r.flagFor(r.columns[column], r.fields[field]!)

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const registration = sectionOf(canvas, r.title)
    await step('the limits and SMS state, saved as numbers', async () => {
      await expect(registration.getByRole('textbox', { name: r.perDay })).toHaveValue('5')
      const perDay = registration.getByRole('textbox', { name: r.perDay })
      await userEvent.clear(perDay)
      await userEvent.type(perDay, '8')
      await userEvent.selectOptions(registration.getByRole('combobox', { name: r.smsState }), 'no_balance')
      await userEvent.click(registration.getByRole('button', { name: r.saveLimits }))
      await expect(args.onSaveLimits).toHaveBeenCalledWith({
        register_interval_seconds: 60,
        register_per_ip_per_day: 8,
        sms_per_ip_per_hour: 10,
        sms_state: 'no_balance',
      })
    })
    await step('each currency’s form: the flags of every field, saved for that currency', async () => {
      await expect(registration.getByRole('checkbox', { name: flag('is_display', 'member_name') })).toBeChecked()
      await userEvent.selectOptions(registration.getByRole('combobox', { name: r.currency }), 'USD')
      await expect(registration.getByRole('checkbox', { name: flag('is_display', 'member_name') })).not.toBeChecked()
      await userEvent.click(registration.getByRole('checkbox', { name: flag('is_display', 'member_qq') }))
      await userEvent.click(registration.getByRole('button', { name: r.saveFields('USD') }))
      const [draft] = (args.onSaveFields as ReturnType<typeof fn>).mock.calls[0]!
      await expect(draft.currency).toBe('USD')
      await expect(draft.items.find((i: { name: string }) => i.name === 'member_qq')).toMatchObject({ is_display: 1 })
    })
    await step('the languages and currencies offered, a new currency after the others', async () => {
      const locale = sectionOf(canvas, l.title)
      await userEvent.click(locale.getByRole('checkbox', { name: 'JPY' }))
      await userEvent.click(locale.getByRole('checkbox', { name: l.languageNames.my_MM! }))
      await userEvent.click(locale.getByRole('button', { name: l.saveLocale }))
      await expect(args.onSaveLocale).toHaveBeenCalledWith({
        currencies: ['RMB', 'VND', 'USD', 'JPY'],
        default_currency: 'USD',
        languages: ['zh_TW', 'zh_CN', 'en_US', 'vi_VN', 'ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'ta_IN', 'bn_BD'],
        default_language: 'en_US',
      })
    })
    await step('the appearance: variant, mobile template and app links, blanks dropped', async () => {
      const appearance = sectionOf(canvas, a.title)
      await expect(appearance.getByRole('combobox', { name: a.mobileTemplate })).toHaveValue('H5_1')
      await userEvent.type(appearance.getByRole('textbox', { name: a.siteVariant }), ' rb16 ')
      await userEvent.selectOptions(appearance.getByRole('combobox', { name: a.mobileTemplate }), 'H5_4')
      await userEvent.type(appearance.getByRole('textbox', { name: a.appIosUrl }), 'https://apps.example.com/lobby')
      await userEvent.clear(appearance.getByRole('textbox', { name: a.appAndroidUrl }))
      await userEvent.click(appearance.getByRole('button', { name: a.saveAppearance }))
      await expect(args.onSaveAppearance).toHaveBeenCalledWith({
        site_variant: 'rb16',
        mobile_template: 'H5_4',
        app_ios_url: 'https://apps.example.com/lobby',
        app_android_url: '',
      })
    })
    await step('demo mode asks first', async () => {
      const demo = sectionOf(canvas, s.demo.title)
      await expect(demo.getByText(s.demo.off)).toBeVisible()
      await userEvent.click(demo.getByRole('button', { name: s.demo.turnOn }))
      await expect(args.onDemoAsk).toHaveBeenCalledOnce()
    })
  },
}

export const ReadOnly: Story = {
  args: { ...Default.args, canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(s.readOnly)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: r.saveLimits })).toBeNull()
    await expect(canvas.queryByRole('button', { name: l.saveLocale })).toBeNull()
    await expect(canvas.queryByRole('button', { name: s.demo.turnOn })).toBeNull()
    await expect(canvas.getByRole('textbox', { name: r.perDay })).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: 'USD' })).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: flag('is_required', 'member_name') })).toBeDisabled()
    const appearance = sectionOf(canvas, a.title)
    await expect(appearance.queryByRole('button')).toBeNull()
    await expect(appearance.getByRole('textbox', { name: a.siteVariant })).toBeDisabled()
    await expect(appearance.getByRole('combobox', { name: a.mobileTemplate })).toBeDisabled()
    await expect(appearance.getByRole('textbox', { name: a.appIosUrl })).toBeDisabled()
    const android = appearance.getByRole('textbox', { name: a.appAndroidUrl })
    await expect(android).toHaveValue('https://play.example.com/store/apps/lobby')
    await expect(android).toBeDisabled()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', settings: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(s.loading)
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', settings: null, errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(s.errorTitle)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { ...Default.args, status: 'forbidden', settings: null, canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.forbidden.body(s.forbiddenWhat))).toBeVisible()
  },
}

export const Saved: Story = {
  args: { ...Default.args, notice: { tone: 'success', text: s.saved(l.title) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(s.saved(l.title))).toBeVisible()
  },
}

export const LimitsInvalid: Story = {
  play: async ({ args, canvas }) => {
    const registration = sectionOf(canvas, r.title)
    const interval = registration.getByRole('textbox', { name: r.interval })
    await userEvent.clear(interval)
    await userEvent.type(interval, '-3')
    await userEvent.click(registration.getByRole('button', { name: r.saveLimits }))
    await expect(registration.getByText(r.limitInvalid)).toBeVisible()
    await expect(interval).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSaveLimits).not.toHaveBeenCalled()
  },
}

export const FieldHiddenButRequired: Story = {
  play: async ({ args, canvas }) => {
    const registration = sectionOf(canvas, r.title)
    // RMB: the name is shown and required; hiding it alone is refused.
    await userEvent.click(registration.getByRole('checkbox', { name: flag('is_display', 'member_name') }))
    await userEvent.click(registration.getByRole('button', { name: r.saveFields('RMB') }))
    await expect(registration.getByRole('alert')).toHaveTextContent(r.hiddenButRequired(r.fields.member_name!))
    await expect(args.onSaveFields).not.toHaveBeenCalled()
  },
}

export const LocaleInvalid: Story = {
  play: async ({ args, canvas, step }) => {
    const locale = sectionOf(canvas, l.title)
    await step('no currency, and a default not offered', async () => {
      for (const currency of ['RMB', 'VND', 'USD']) {
        await userEvent.click(locale.getByRole('checkbox', { name: currency }))
      }
      await userEvent.click(locale.getByRole('button', { name: l.saveLocale }))
      await expect(locale.getByText(l.atLeastOneCurrency)).toBeVisible()
      await expect(locale.getByText(l.defaultCurrencyNotOffered)).toBeVisible()
    })
    await step('a default language not offered', async () => {
      await userEvent.click(locale.getByRole('checkbox', { name: l.languageNames.en_US! }))
      await userEvent.click(locale.getByRole('button', { name: l.saveLocale }))
      await expect(locale.getByText(l.defaultLanguageNotOffered)).toBeVisible()
      await expect(args.onSaveLocale).not.toHaveBeenCalled()
    })
  },
}

export const CurrencyInUse: Story = {
  args: { ...Default.args, fieldErrors: { currencies: l.currencyInUse('USD') } },
  play: async ({ canvas }) => {
    await expect(sectionOf(canvas, l.title).getByRole('alert')).toHaveTextContent(l.currencyInUse('USD'))
  },
}

export const ServerRefusedField: Story = {
  args: { ...Default.args, fieldErrors: { default_language: s.serverRefused('the default language must be offered') } },
  play: async ({ canvas }) => {
    const locale = sectionOf(canvas, l.title)
    await expect(locale.getByText(s.serverRefused('the default language must be offered'))).toBeVisible()
  },
}

export const SaveFailed: Story = {
  args: { ...Default.args, errors: { registration: s.saveFailed(copy.failure.network) } },
  play: async ({ canvas }) => {
    await expect(sectionOf(canvas, r.title).getByRole('alert')).toHaveTextContent(s.saveFailed(copy.failure.network))
  },
}

export const Saving: Story = {
  args: { ...Default.args, saving: 'locale' },
  play: async ({ args, canvas }) => {
    const locale = sectionOf(canvas, l.title)
    const button = locale.getByRole('button', { name: s.saving })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onSaveLocale).not.toHaveBeenCalled()
  },
}

export const DemoConfirm: Story = {
  args: { ...Default.args, demoConfirming: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: s.demo.confirmOnTitle }))
    await expect(dialog.getByText(s.demo.confirmOn)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: s.demo.turnOn }))
    await expect(args.onDemoConfirm).toHaveBeenCalledOnce()
    await userEvent.click(dialog.getByRole('button', { name: s.demo.cancel }))
    await expect(args.onDemoCancel).toHaveBeenCalledOnce()
  },
}

export const DemoOnConfirmOff: Story = {
  args: {
    ...Default.args,
    settings: demoSiteSettings,
    demoConfirming: true,
    errors: { demo: s.saveFailed(copy.failure.busy) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(s.demo.on)).toBeVisible()
    const dialog = within(await screen.findByRole('dialog', { name: s.demo.confirmOffTitle }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(s.saveFailed(copy.failure.busy))
  },
}

export const AppearanceEditing: Story = {
  play: async ({ args, canvas }) => {
    const appearance = sectionOf(canvas, a.title)
    const template = appearance.getByRole('combobox', { name: a.mobileTemplate })
    await expect(
      within(template)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...MOBILE_TEMPLATES])
    await userEvent.selectOptions(template, 'H5_8')
    await userEvent.type(appearance.getByRole('textbox', { name: a.siteVariant }), 'r88')
    await expect(template).toHaveValue('H5_8')
    await expect(appearance.getByRole('textbox', { name: a.siteVariant })).toHaveValue('r88')
    await expect(args.onSaveAppearance).not.toHaveBeenCalled()
  },
}

export const AppearanceInvalid: Story = {
  play: async ({ args, canvas, step }) => {
    const appearance = sectionOf(canvas, a.title)
    const variant = appearance.getByRole('textbox', { name: a.siteVariant })
    const ios = appearance.getByRole('textbox', { name: a.appIosUrl })
    await step('a variant with signs and a javascript: link are named under their fields', async () => {
      await userEvent.type(variant, 'R-88!')
      await userEvent.type(ios, 'javascript:alert(1)')
      await userEvent.click(appearance.getByRole('button', { name: a.saveAppearance }))
      await expect(appearance.getByText(a.siteVariantInvalid)).toBeVisible()
      await expect(appearance.getByText(a.appUrlInvalid)).toBeVisible()
      await expect(variant).toHaveAttribute('aria-invalid', 'true')
      await expect(ios).toHaveAttribute('aria-invalid', 'true')
      await expect(args.onSaveAppearance).not.toHaveBeenCalled()
    })
    await step('editing a field clears its problem', async () => {
      await userEvent.clear(variant)
      await expect(appearance.queryByText(a.siteVariantInvalid)).toBeNull()
      await expect(appearance.getByText(a.appUrlInvalid)).toBeVisible()
    })
  },
}

export const AppearanceServerRefusedField: Story = {
  args: { ...Default.args, fieldErrors: { app_android_url: s.serverRefused('an http(s) URL or empty') } },
  play: async ({ canvas }) => {
    const appearance = sectionOf(canvas, a.title)
    await expect(appearance.getByRole('alert')).toHaveTextContent(s.serverRefused('an http(s) URL or empty'))
    await expect(appearance.getByRole('textbox', { name: a.appAndroidUrl })).toHaveAttribute('aria-invalid', 'true')
  },
}

export const AppearanceSaving: Story = {
  args: { ...Default.args, saving: 'appearance' },
  play: async ({ args, canvas }) => {
    const appearance = sectionOf(canvas, a.title)
    const button = appearance.getByRole('button', { name: s.saving })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(appearance.getByRole('textbox', { name: a.siteVariant })).toHaveAttribute('readonly')
    await userEvent.click(button)
    await expect(args.onSaveAppearance).not.toHaveBeenCalled()
  },
}

export const AppearanceSaveFailed: Story = {
  args: { ...Default.args, errors: { appearance: s.saveFailed(copy.failure.network) } },
  play: async ({ canvas }) => {
    const appearance = sectionOf(canvas, a.title)
    await expect(appearance.getByRole('alert')).toHaveTextContent(s.saveFailed(copy.failure.network))
  },
}
