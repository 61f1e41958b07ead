import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { storyText as t } from '../../fixtures/account.ts'
import { ProtocolModal, type ProtocolItem } from './protocol-modal.tsx'

/** Terms as the caller passes them: already sanitised HTML per section. */
const terms: ProtocolItem[] = [
  {
    title: '1. Your account',
    sanitizedHtml:
      '<p>You must be of legal age in your country to open an account. One account per person.</p>' +
      '<ul><li>Keep your password to yourself.</li><li>Tell <a href="/service">customer service</a> at once if someone else used it.</li></ul>',
  },
  {
    title: '2. Deposits and withdrawals',
    sanitizedHtml:
      '<p>Deposits are credited once the payment is confirmed. Withdrawals go to an account in your own name.</p>',
  },
]

const longTerms: ProtocolItem[] = [
  ...terms,
  ...Array.from({ length: 6 }, (_, index) => ({
    title: `${index + 3}. Responsible gaming, promotions and the privacy of your personal information`,
    sanitizedHtml: Array.from(
      { length: 3 },
      (_, paragraph) =>
        `<p>Clause ${index + 3}.${paragraph + 1}: set deposit limits, take regular breaks and play only with money you can afford to lose. ` +
        'Supercalifragilisticexpialidocious-long-words-should-wrap-instead-of-overflowing-the-dialog.</p>',
    ).join(''),
  })),
]

const meta = {
  title: 'Lobby/ProtocolModal',
  component: ProtocolModal,
  args: {
    open: true,
    onOpenChange: fn(),
    items: terms,
    loading: false,
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <ProtocolModal {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof ProtocolModal>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = (name = t('protocol.title')) => screen.findByRole('dialog', { name })

export const Default: Story = {
  play: async ({ args }) => {
    const view = within(await findDialog())
    await expect(view.getByRole('region', { name: '1. Your account' })).toBeVisible()
    await expect(view.getByRole('region', { name: '2. Deposits and withdrawals' })).toBeVisible()
    // The caller's HTML is rendered as HTML, not as text.
    await expect(view.getByRole('link', { name: 'customer service' })).toHaveAttribute('href', '/service')
    await expect(view.getAllByRole('listitem')).toHaveLength(2)
    // Nothing to agree to unless the caller asks.
    await expect(view.queryByRole('button', { name: t('protocol.agree') })).toBeNull()
    await userEvent.click(view.getByRole('button', { name: t('protocol.close') }))
    await expect(args.onOpenChange).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const WithAgree: Story = {
  args: { ...Default.args, title: 'Service agreement', onAgree: fn() },
  play: async ({ args }) => {
    const view = within(await findDialog('Service agreement'))
    await userEvent.click(view.getByRole('button', { name: t('protocol.agree') }))
    await expect(args.onAgree).toHaveBeenCalledOnce()
    // Agreeing does not close it: the caller decides.
    await expect(args.onOpenChange).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const Loading: Story = {
  args: { ...Default.args, items: [], loading: true, onAgree: fn() },
  play: async ({ args }) => {
    const view = within(await findDialog())
    await expect(view.getByRole('status')).toHaveTextContent(t('protocol.loading'))
    const agree = view.getByRole('button', { name: t('protocol.agree') })
    await expect(agree).toBeDisabled()
    await expect(args.onAgree).not.toHaveBeenCalled()
  },
}

export const Empty: Story = {
  args: { ...Default.args, items: [], onAgree: fn() },
  play: async () => {
    const view = within(await findDialog())
    await expect(view.getByText(t('protocol.empty'))).toBeVisible()
    // There is nothing to agree to.
    await expect(view.getByRole('button', { name: t('protocol.agree') })).toBeDisabled()
    await expect(view.getByRole('button', { name: t('protocol.close') })).toBeEnabled()
  },
}

export const LongContent: Story = {
  args: { ...Default.args, items: longTerms, onAgree: fn() },
  play: async () => {
    const dialog = await findDialog()
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]')!
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight)
    // The dialog stays inside the frame, its actions in view; the body scrolls and is reachable by keyboard.
    const frame = dialog.closest<HTMLElement>('[data-slot="dialog-frame"]')!
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.getBoundingClientRect().bottom)
    const agree = within(dialog).getByRole('button', { name: t('protocol.agree') })
    await expect(agree.getBoundingClientRect().bottom).toBeLessThanOrEqual(dialog.getBoundingClientRect().bottom)
    await expect(body).toHaveAttribute('tabindex', '0')
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth)
  },
}

export const Mobile: Story = {
  args: { ...Default.args, items: longTerms, onAgree: fn() },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await findDialog()
    await expect(dialog).toHaveAttribute('data-size', 'full')
    const close = within(dialog).getByRole('button', { name: t('protocol.close') })
    const agree = within(dialog).getByRole('button', { name: t('protocol.agree') })
    // Full-width actions, agree under close, nearest the thumb.
    const sheet = dialog.getBoundingClientRect().width
    await expect(close.getBoundingClientRect().width).toBeGreaterThan(sheet * 0.8)
    await expect(agree.getBoundingClientRect().width).toBeCloseTo(close.getBoundingClientRect().width, 0)
    await expect(agree.getBoundingClientRect().top).toBeGreaterThanOrEqual(close.getBoundingClientRect().bottom)
  },
}
