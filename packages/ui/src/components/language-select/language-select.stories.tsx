import { LANGUAGE_CODES } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { Flag, type FlagCode } from './flags.tsx'
import { LanguageSelect } from './language-select.tsx'

const meta = {
  title: 'Shell/LanguageSelect',
  component: LanguageSelect,
  args: {
    value: 'en_US',
    onChange: fn(),
    pending: false,
  },
  argTypes: {
    value: { control: 'select', options: LANGUAGE_CODES },
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => (
        <div className="flex justify-end p-3">
          <LanguageSelect {...args} portalContainer={container} />
        </div>
      )}
    </DialogFrame>
  ),
} satisfies Meta<typeof LanguageSelect>

export default meta
type Story = StoryObj<typeof meta>

/** The header button: the site language's flag and its own name. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Language: English' })
    await expect(button).toHaveTextContent('English')
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** The list: every language in its own name and flag, the current one marked. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose a language' })
    const options = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.dataset.slot === 'language-option')
    await step('all 11, in the order of their ids, each named in its own language', async () => {
      await expect(options.map((o) => o.dataset.language)).toEqual(LANGUAGE_CODES)
      await expect(options[1]).toHaveTextContent('简体中文')
      await expect(options[1]).toHaveAttribute('lang', 'zh-CN')
      await expect(options[6]).toHaveTextContent('ไทย')
      await expect(options.filter((o) => o.getAttribute('aria-current') === 'true')).toEqual([options[2]])
    })
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** The current language closes the list and changes nothing. */
export const PickingCurrent: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose a language' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'English' }))
    await expect(args.onChange).not.toHaveBeenCalled()
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

/** Picking another language calls back with it; the list closes (the site then reloads or refuses). */
export const Picking: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose a language' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tiếng Việt' }))
    await expect(args.onChange).toHaveBeenCalledWith('vi_VN')
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

/** Saving: the list stays, disabled, while the page reloads into the new language. */
export const Saving: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose a language' })
    await expect(dialog).toHaveTextContent('Switching language…')
    const option = within(dialog).getByRole('button', { name: '日本語' })
    await expect(option).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(screen.getByRole('dialog')).toBeVisible()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** Only the languages a brand offers (spec section 1: one part of the product offers zh_CN and vi_VN). */
export const BrandOffersTwo: Story = {
  args: { defaultOpen: true, value: 'vi_VN', languages: ['zh_CN', 'vi_VN'] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose a language' })
    const options = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.dataset.slot === 'language-option')
    await expect(options.map((o) => o.dataset.language)).toEqual(['zh_CN', 'vi_VN'])
  },
}

/** The mobile header: the flag alone, its name for assistive technology. */
export const Mobile: Story = {
  args: { value: 'th_TH' },
  globals: { layout: 'mobile' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Language: ไทย' })
    await expect(button).not.toHaveTextContent('ไทย')
    await expect(button.querySelector('svg')).not.toBeNull()
  },
}

/** The page in Chinese: the copy around the list is Chinese, the languages keep their own names. */
export const Chinese: Story = {
  args: { value: 'zh_CN', defaultOpen: true },
  globals: { locale: 'zh_CN' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '选择语言' })
    await expect(within(dialog).getByRole('button', { name: 'English' })).toBeVisible()
  },
}

/** A long language name keeps the button's width (the header never moves). */
export const FixedWidth: Story = {
  render: (args) => (
    <div className="flex flex-col items-end gap-2 p-3">
      <LanguageSelect {...args} />
      <LanguageSelect {...args} value="vi_VN" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [english, vietnamese] = within(canvasElement).getAllByRole('button')
    await expect(english!.getBoundingClientRect().width).toBe(vietnamese!.getBoundingClientRect().width)
  },
}

const FLAGS: FlagCode[] = ['TW', 'CN', 'US', 'VN', 'KR', 'JP', 'TH', 'IN', 'MM', 'BD']

/** Every flag at the two sizes the product uses. */
export const Flags: Story = {
  render: () => (
    <div className="grid grid-cols-5 gap-3 p-4">
      {FLAGS.map((country) => (
        <div key={country} data-flag={country} className="flex items-end gap-2 text-xs text-muted-foreground">
          <Flag country={country} className="h-3.5 w-5 rounded-[2px]" />
          <Flag country={country} className="h-9 w-12 rounded" />
          {country}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll<HTMLElement>('[data-flag]')].map((el) => el.dataset.flag)
    await expect(shown).toEqual(FLAGS)
    // Decorative: the name beside a flag says what it is.
    for (const svg of canvasElement.querySelectorAll('svg')) await expect(svg).toHaveAttribute('aria-hidden', 'true')
  },
}
