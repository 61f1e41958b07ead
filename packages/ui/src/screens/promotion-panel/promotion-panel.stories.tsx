import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { qrSvgDataUrl } from '../../primitives/qr-code/qr-code.tsx'
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
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'loading', 'error'] },
  },
  render: (args, { globals }) => (
    <div className={globals.layout === 'mobile' ? undefined : 'max-w-3xl rounded-2xl border'}>
      <PromotionPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof PromotionPanel>

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

const section = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('region', { name }))

/** The agent link, the invite code and the invite link; copy buttons and QR codes for the links. */
export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const agent = section(canvas, 'Agent link')
    const invite = section(canvas, 'Invite code and link')
    await step('each text in a read-only field, each link with its QR code and a download', async () => {
      const field = agent.getByRole('textbox', { name: 'Agent link' })
      await expect(field).toHaveValue(agentLink)
      await expect(field).toHaveAttribute('readonly')
      await expect(agent.getByRole('img', { name: 'QR code of your agent link' })).toHaveAttribute(
        'data-value',
        agentLink,
      )
      const download = agent.getByRole('link', { name: 'Download QR code of the agent link' })
      await expect(download).toHaveAttribute('download', 'agent-link-qr.svg')
      await expect(download).toHaveAttribute('href', qrSvgDataUrl(agentLink))
      await expect(invite.getByRole('textbox', { name: 'Invite code' })).toHaveValue('QV7K2M')
      await expect(invite.getByRole('textbox', { name: 'Invite link' })).toHaveValue(inviteLink)
      await expect(invite.getByRole('img', { name: 'QR code of your invite link' })).toHaveAttribute(
        'data-value',
        inviteLink,
      )
      await expect(invite.getByRole('link', { name: 'Download QR code of the invite link' })).toHaveAttribute(
        'href',
        qrSvgDataUrl(inviteLink),
      )
    })
    const writeText = fn(async (_text: string) => {})
    await withClipboard({ writeText }, async () => {
      await step('Copy puts the agent link on the clipboard and says so on its button', async () => {
        const copy = agent.getByRole('button', { name: 'Copy agent link' })
        await userEvent.click(copy)
        await expect(writeText).toHaveBeenCalledWith(agentLink)
        await expect(args.onCopy).toHaveBeenCalledWith('agent_link', agentLink)
        await expect(copy).toHaveTextContent('Copied')
        await expect(copy).toHaveAccessibleName('Agent link copied.')
        await expect(agent.getByRole('status')).toHaveTextContent('Agent link copied.')
      })
      await step('the invite code and link copy their own text; only the last button says Copied', async () => {
        const copyCode = invite.getByRole('button', { name: 'Copy invite code' })
        await userEvent.click(copyCode)
        await expect(writeText).toHaveBeenLastCalledWith('QV7K2M')
        await expect(args.onCopy).toHaveBeenLastCalledWith('invite_code', 'QV7K2M')
        await expect(copyCode).toHaveTextContent('Copied')
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
    const field = agent.getByRole<HTMLInputElement>('textbox', { name: 'Agent link' })
    const copy = agent.getByRole('button', { name: 'Copy agent link' })
    const hint = "Copying isn't available here. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it."
    await step('a refused clipboard', async () => {
      const writeText = fn(async (_text: string) => {
        throw new DOMException('Write permission denied.', 'NotAllowedError')
      })
      await withClipboard({ writeText }, async () => {
        await userEvent.click(copy)
        await expect(writeText).toHaveBeenCalledWith(agentLink)
        await expect(await agent.findByText(hint)).toBeVisible()
        await expect(field).toHaveFocus()
        await expect(field).toHaveAccessibleDescription(hint)
        await expect([field.selectionStart, field.selectionEnd]).toEqual([0, agentLink.length])
        await expect(copy).toHaveTextContent(/^Copy$/)
        await expect(args.onCopy).not.toHaveBeenCalled()
      })
    })
    await step('no clipboard at all (an insecure page)', async () => {
      const invite = section(canvas, 'Invite code and link')
      await withClipboard(undefined, async () => {
        await userEvent.click(invite.getByRole('button', { name: 'Copy invite code' }))
        await expect(invite.getByText(hint)).toBeVisible()
        await expect(invite.getByRole('textbox', { name: 'Invite code' })).toHaveFocus()
        await expect(agent.queryByText(hint)).toBeNull()
        await expect(args.onCopy).not.toHaveBeenCalled()
      })
    })
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', agentLink: null, inviteLink: null, inviteCode: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Loading.args, status: 'error' },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent("Your promotion links couldn't be loaded.")
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  args: { ...Default.args },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="promotion-panel"]')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    const agent = section(canvas, 'Agent link')
    const qr = agent.getByRole('img', { name: 'QR code of your agent link' })
    const field = agent.getByRole('textbox', { name: 'Agent link' })
    // On a phone the QR code sits under the link, not beside it.
    await expect(qr.getBoundingClientRect().top).toBeGreaterThan(field.getBoundingClientRect().bottom)
    const writeText = fn(async (_text: string) => {})
    await withClipboard({ writeText }, async () => {
      await userEvent.click(agent.getByRole('button', { name: 'Copy agent link' }))
      await expect(args.onCopy).toHaveBeenCalledWith('agent_link', agentLink)
    })
  },
}
