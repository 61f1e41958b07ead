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
import { PromotionPanel } from './promotion-panel.tsx'

const agentLink = 'https://lobby.example/register?id=1024'
const inviteLink = 'https://lobby.example/register?invite=QV7K2M'

const meta = {
  title: 'AgentCentre/PromotionPanel',
  component: PromotionPanel,
  args: {
    status: 'idle',
    onRetry: fn(),
    agentLink,
    inviteLink,
    inviteCode: 'QV7K2M',
    onCopy: fn(),
    // "Copied" stays for the story's screenshots (the site keeps the 2 s default).
    copiedMs: 3_600_000,
  },
  argTypes: loadStatusArgTypes,
  render: renderInPanelFrame(PromotionPanel),
} satisfies Meta<typeof PromotionPanel>

export default meta
type Story = StoryObj<typeof meta>

const section = (canvas: Scope, name: string) => within(canvas.getByRole('region', { name }))

/** The agent link, the invite code and the invite link; copy buttons and QR codes for the links. */
export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const agent = section(canvas, 'Agent link')
    const invite = section(canvas, 'Invite code and link')
    await step('each text in a read-only field, each link with its QR code and a download', async () => {
      const field = agent.getByRole('textbox', { name: 'Agent link' })
      await expect(field).toHaveValue(agentLink)
      await expect(field).toHaveAttribute('readonly')
      await expectQrCode(agent, {
        value: agentLink,
        label: 'QR code of your agent link',
        downloadLabel: 'Download QR code of the agent link',
        fileName: 'agent-link-qr.svg',
      })
      await expect(invite.getByRole('textbox', { name: 'Invite code' })).toHaveValue('QV7K2M')
      await expect(invite.getByRole('textbox', { name: 'Invite link' })).toHaveValue(inviteLink)
      await expectQrCode(invite, {
        value: inviteLink,
        label: 'QR code of your invite link',
        downloadLabel: 'Download QR code of the invite link',
      })
    })
    const clipboard = acceptingClipboard()
    const { writeText } = clipboard
    await withClipboard(clipboard, async () => {
      await step('Copy puts the agent link on the clipboard and says so on its button', async () => {
        await expectCopies(agent, {
          copyName: 'Copy agent link',
          copiedName: 'Agent link copied.',
          which: 'agent_link',
          value: agentLink,
          writeText,
          onCopy: args.onCopy,
        })
        await expect(agent.getByRole('status')).toHaveTextContent('Agent link copied.')
      })
      await step('the invite code and link copy their own text; only the last button says Copied', async () => {
        await expectCopies(invite, {
          copyName: 'Copy invite code',
          copiedName: 'Invite code copied.',
          which: 'invite_code',
          value: 'QV7K2M',
          writeText,
          onCopy: args.onCopy,
        })
        await expect(agent.getByRole('button', { name: 'Copy agent link' })).toHaveTextContent(/^Copy$/)
        await userEvent.click(invite.getByRole('button', { name: 'Copy invite link' }))
        await expect(args.onCopy).toHaveBeenLastCalledWith('invite_link', inviteLink)
        await expect(args.onCopy).toHaveBeenCalledTimes(3)
      })
    })
  },
}

/** No invite code: the block says so, and only the agent link has a QR code. */
export const NoInviteCode: Story = {
  args: { ...Default.args, inviteLink: null, inviteCode: null },
  play: async ({ canvas }) => {
    const invite = section(canvas, 'Invite code and link')
    await expect(invite.getByRole('note')).toHaveTextContent(
      "You don't have an invite code yet, so there is no invite link to share.",
    )
    await expect(invite.queryByRole('textbox')).toBeNull()
    await expect(invite.queryByRole('button')).toBeNull()
    await expect(canvas.getAllByRole('img')).toHaveLength(1)
    await expect(canvas.getAllByRole('button', { name: /^Copy/ })).toHaveLength(1)
  },
}

/** The clipboard refuses (or is missing): the text is selected with a hint to copy it by hand. */
export const CopyFails: Story = {
  play: async ({ args, canvas, step }) => {
    const agent = section(canvas, 'Agent link')
    await step('a refused clipboard', async () => {
      const clipboard = refusingClipboard()
      await withClipboard(clipboard, () =>
        expectCopyRefused(agent, {
          fieldName: 'Agent link',
          copyName: 'Copy agent link',
          value: agentLink,
          writeText: clipboard.writeText,
          onCopy: args.onCopy,
        }),
      )
    })
    await step('no clipboard at all (an insecure page)', async () => {
      const invite = section(canvas, 'Invite code and link')
      await withClipboard(undefined, async () => {
        await userEvent.click(invite.getByRole('button', { name: 'Copy invite code' }))
        await expect(invite.getByText(COPY_BY_HAND_HINT)).toBeVisible()
        await expect(invite.getByRole('textbox', { name: 'Invite code' })).toHaveFocus()
        await expect(agent.queryByText(COPY_BY_HAND_HINT)).toBeNull()
        await expect(args.onCopy).not.toHaveBeenCalled()
      })
    })
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', agentLink: null, inviteLink: null, inviteCode: null },
  play: ({ canvas }) => expectLoading(canvas),
}

export const Error: Story = {
  args: { ...Loading.args, status: 'error' },
  play: ({ args, canvas }) => expectRetryAlert(canvas, "Your promotion links couldn't be loaded.", args.onRetry),
}

export const Mobile: Story = {
  args: { ...Default.args },
  globals: mobileGlobals,
  play: async ({ args, canvas, canvasElement }) => {
    await expectNoSideScroll(canvasElement, 'promotion-panel')
    const agent = section(canvas, 'Agent link')
    await expectQrUnderField(agent, { qrName: 'QR code of your agent link', fieldName: 'Agent link' })
    await withClipboard(acceptingClipboard(), async () => {
      await userEvent.click(agent.getByRole('button', { name: 'Copy agent link' }))
      await expect(args.onCopy).toHaveBeenCalledWith('agent_link', agentLink)
    })
  },
}
