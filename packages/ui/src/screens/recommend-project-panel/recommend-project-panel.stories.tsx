import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileGlobals } from '../../fixtures/story-globals.ts'
import {
  expectLoading,
  expectNoSideScroll,
  expectRetryAlert,
  loadStatusArgTypes,
  renderInPanelFrame,
} from '../../fixtures/panel-story.tsx'
import {
  COPY_BY_HAND_HINT,
  acceptingClipboard,
  expectCopies,
  expectCopyRefused,
  expectQrCode,
  expectQrUnderField,
  refusingClipboard,
  withClipboard,
  type Scope,
} from '../../fixtures/share-story.ts'
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
  argTypes: loadStatusArgTypes,
  render: renderInPanelFrame(RecommendProjectPanel),
} satisfies Meta<typeof RecommendProjectPanel>

export default meta
type Story = StoryObj<typeof meta>

const region = (canvas: Scope, name: string) => within(canvas.getByRole('region', { name }))
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
      await expectQrCode(share, {
        value: inviteLink,
        label: 'QR code of your invite link',
        downloadLabel: 'Download QR code of the invite link',
        fileName: 'invite-link-qr.svg',
      })
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
    const clipboard = acceptingClipboard()
    const { writeText } = clipboard
    await withClipboard(clipboard, async () => {
      await step('Copy puts the code on the clipboard and says so on its button', async () => {
        await expectCopies(share, {
          copyName: 'Copy invite code',
          copiedName: 'Invite code copied.',
          which: 'invite_code',
          value: 'FR8N4D',
          writeText,
          onCopy: args.onCopy,
        })
      })
      await step('the link copies its own text; only the last button says Copied', async () => {
        await expectCopies(share, {
          copyName: 'Copy invite link',
          copiedName: 'Invite link copied.',
          which: 'invite_link',
          value: inviteLink,
          writeText,
          onCopy: args.onCopy,
        })
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
    await step('a refused clipboard', async () => {
      const clipboard = refusingClipboard()
      await withClipboard(clipboard, () =>
        expectCopyRefused(share, {
          fieldName: 'Invite link',
          copyName: 'Copy invite link',
          value: inviteLink,
          writeText: clipboard.writeText,
          onCopy: args.onCopy,
        }),
      )
    })
    await step('no clipboard at all (an insecure page)', async () => {
      const code = share.getByRole('textbox', { name: 'Invite code' })
      await withClipboard(undefined, async () => {
        await userEvent.click(share.getByRole('button', { name: 'Copy invite code' }))
        await expect(code).toHaveFocus()
        await expect(code).toHaveAccessibleDescription(COPY_BY_HAND_HINT)
        await expect(share.getAllByText(COPY_BY_HAND_HINT)).toHaveLength(1)
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
    await expectLoading(canvas)
    await expect(canvas.queryByRole('region', { name: 'How you earn' })).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Loading.args, status: 'error' },
  play: ({ args, canvas }) => expectRetryAlert(canvas, "Your referral details couldn't be loaded.", args.onRetry),
}

export const Mobile: Story = {
  args: { ...Default.args },
  globals: mobileGlobals,
  play: async ({ args, canvas, canvasElement }) => {
    await expectNoSideScroll(canvasElement, 'recommend-project-panel')
    const share = region(canvas, 'Your invite code and link')
    await expectQrUnderField(share, { qrName: 'QR code of your invite link', fieldName: 'Invite link' })
    await withClipboard(acceptingClipboard(), async () => {
      await userEvent.click(share.getByRole('button', { name: 'Copy invite code' }))
      await expect(args.onCopy).toHaveBeenCalledWith('invite_code', 'FR8N4D')
    })
  },
}
