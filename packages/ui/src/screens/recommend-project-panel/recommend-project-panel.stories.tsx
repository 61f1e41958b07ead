import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { qrSvgDataUrl } from '../../primitives/qr-code/qr-code.tsx'
import { RecommendProjectPanel } from './recommend-project-panel.tsx'

const inviteLink = 'https://lobby.example/register?invite=FR8N4D'

const meta = {
  title: 'MemberCentre/RecommendProjectPanel',
  component: RecommendProjectPanel,
  args: {
    status: 'idle',
    onRetry: fn(),
    inviteCode: 'FR8N4D',
    inviteLink,
    rule: { rate_bp: 2_050, cap: 50_000, min_deposit: 10_000 },
    totals: { friends: 1_204, rewarded: 37, total_reward: 1_234_567 },
    currency: 'USD',
    onCopy: fn(),
    // "Copied" stays for the story's screenshots (the site keeps the 2 s default).
    copiedMs: 3_600_000,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'loading', 'error'] },
  },
  render: (args, { globals }) => (
    <div className={globals.layout === 'mobile' ? undefined : 'max-w-3xl rounded-2xl border'}>
      <RecommendProjectPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof RecommendProjectPanel>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Puts `clipboard` on `navigator` for the length of `run`, then gives the
 * browser's back (it lives on `Navigator.prototype`, so the own property is removed).
 */
async function withClipboard(
  clipboard: { writeText: (text: string) => unknown } | undefined,
  run: () => Promise<void>,
) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
  try {
    await run()
  } finally {
    Reflect.deleteProperty(navigator, 'clipboard')
  }
}

const region = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('region', { name }))
const slot = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`)!

/** The code and link with Copy, the link's QR code, the rule in words and the totals. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const share = region(canvas, 'Your invite code and link')
    await step('the code and the link, read-only, and the link’s QR code with a download', async () => {
      const code = share.getByRole('textbox', { name: 'Invite code' })
      await expect(code).toHaveValue('FR8N4D')
      await expect(code).toHaveAttribute('readonly')
      await expect(share.getByRole('textbox', { name: 'Invite link' })).toHaveValue(inviteLink)
      await expect(share.getByRole('img', { name: 'QR code of your invite link' })).toHaveAttribute(
        'data-value',
        inviteLink,
      )
      const download = share.getByRole('link', { name: 'Download QR code of the invite link' })
      await expect(download).toHaveAttribute('download', 'invite-link-qr.svg')
      await expect(download).toHaveAttribute('href', qrSvgDataUrl(inviteLink))
    })
    await step('the rule in words: basis points as a percent, amounts in the currency', async () => {
      await expect(region(canvas, 'How you earn').getByText(/^Earn/)).toHaveTextContent(
        "Earn 20.5% of a friend's first deposit of $ 100.00 or more, up to $ 500.00 per friend. " +
          'Paid once per friend, straight to your main wallet.',
      )
    })
    await step('the totals', async () => {
      await expect(slot(canvasElement, 'recommend-project-panel-friends')).toHaveTextContent('1,204')
      await expect(slot(canvasElement, 'recommend-project-panel-rewarded')).toHaveTextContent('37')
      await expect(slot(canvasElement, 'recommend-project-panel-total-reward')).toHaveTextContent('$ 12,345.67')
      const totals = region(canvas, 'Your referrals so far')
      await expect(totals.getByText('Friends invited')).toBeVisible()
      await expect(totals.getByText('Friends rewarded')).toBeVisible()
      await expect(totals.getByText('Total earned')).toBeVisible()
    })
    const writeText = fn(async (_text: string) => {})
    await withClipboard({ writeText }, async () => {
      await step('Copy puts the code on the clipboard and says so on its button', async () => {
        const copy = share.getByRole('button', { name: 'Copy invite code' })
        await userEvent.click(copy)
        await expect(writeText).toHaveBeenCalledWith('FR8N4D')
        await expect(args.onCopy).toHaveBeenCalledWith('invite_code', 'FR8N4D')
        await expect(copy).toHaveTextContent('Copied')
        await expect(copy).toHaveAccessibleName('Invite code copied.')
      })
      await step('the link copies its own text; only the last button says Copied', async () => {
        const copyLink = share.getByRole('button', { name: 'Copy invite link' })
        await userEvent.click(copyLink)
        await expect(writeText).toHaveBeenLastCalledWith(inviteLink)
        await expect(args.onCopy).toHaveBeenLastCalledWith('invite_link', inviteLink)
        await expect(copyLink).toHaveTextContent('Copied')
        await expect(share.getByRole('button', { name: 'Copy invite code' })).toHaveTextContent(/^Copy$/)
        await expect(args.onCopy).toHaveBeenCalledTimes(2)
      })
    })
  },
}

/** A member who has shared nothing yet: the figures are zeros, not blanks. */
export const NoTotalsYet: Story = {
  args: { ...Default.args, totals: { friends: 0, rewarded: 0, total_reward: 0 } },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'recommend-project-panel-friends')).toHaveTextContent(/^0$/)
    await expect(slot(canvasElement, 'recommend-project-panel-rewarded')).toHaveTextContent(/^0$/)
    await expect(slot(canvasElement, 'recommend-project-panel-total-reward')).toHaveTextContent('$ 0.00')
  },
}

/** The clipboard refuses (or is missing): the text is selected with a hint to copy it by hand. */
export const CopyFails: Story = {
  play: async ({ args, canvas, step }) => {
    const share = region(canvas, 'Your invite code and link')
    const hint = "Copying isn't available here. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it."
    await step('a refused clipboard', async () => {
      const field = share.getByRole<HTMLInputElement>('textbox', { name: 'Invite link' })
      const copy = share.getByRole('button', { name: 'Copy invite link' })
      const writeText = fn(async (_text: string) => {
        throw new DOMException('Write permission denied.', 'NotAllowedError')
      })
      await withClipboard({ writeText }, async () => {
        await userEvent.click(copy)
        await expect(writeText).toHaveBeenCalledWith(inviteLink)
        await expect(await share.findByText(hint)).toBeVisible()
        await expect(field).toHaveFocus()
        await expect(field).toHaveAccessibleDescription(hint)
        await expect([field.selectionStart, field.selectionEnd]).toEqual([0, inviteLink.length])
        await expect(copy).toHaveTextContent(/^Copy$/)
        await expect(args.onCopy).not.toHaveBeenCalled()
      })
    })
    await step('no clipboard at all (an insecure page)', async () => {
      const code = share.getByRole('textbox', { name: 'Invite code' })
      await withClipboard(undefined, async () => {
        await userEvent.click(share.getByRole('button', { name: 'Copy invite code' }))
        await expect(code).toHaveFocus()
        await expect(code).toHaveAccessibleDescription(hint)
        await expect(share.getAllByText(hint)).toHaveLength(1)
        await expect(args.onCopy).not.toHaveBeenCalled()
      })
    })
  },
}

/** No invite code yet: a note instead of the fields, and no QR code. */
export const NoInviteCode: Story = {
  args: { ...Default.args, inviteCode: null, inviteLink: null },
  play: async ({ canvas }) => {
    const share = region(canvas, 'Your invite code and link')
    await expect(share.getByRole('note')).toHaveTextContent(
      "You don't have an invite code yet. Please contact customer service.",
    )
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.getByRole('region', { name: 'How you earn' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', inviteCode: null, inviteLink: null, rule: null, totals: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.queryByRole('region', { name: 'How you earn' })).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Loading.args, status: 'error' },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent("Your referral details couldn't be loaded.")
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  args: { ...Default.args },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, canvasElement }) => {
    const root = slot(canvasElement, 'recommend-project-panel')
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    const share = region(canvas, 'Your invite code and link')
    const qr = share.getByRole('img', { name: 'QR code of your invite link' })
    const field = share.getByRole('textbox', { name: 'Invite link' })
    // On a phone the QR code sits under the link, not beside it.
    await expect(qr.getBoundingClientRect().top).toBeGreaterThan(field.getBoundingClientRect().bottom)
    const writeText = fn(async (_text: string) => {})
    await withClipboard({ writeText }, async () => {
      await userEvent.click(share.getByRole('button', { name: 'Copy invite code' }))
      await expect(args.onCopy).toHaveBeenCalledWith('invite_code', 'FR8N4D')
    })
  },
}
