import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { storyText as t } from '../login-modal/account-fixtures.ts'
import { agreementItems, longAgreementItems } from '../register-form/register-fixtures.ts'
import { ServiceAgreementModal } from './service-agreement-modal.tsx'

const meta = {
  title: 'Lobby/ServiceAgreementModal',
  component: ServiceAgreementModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onAccept: fn(),
    items: agreementItems,
    loading: false,
    layout: 'desktop',
  },
  argTypes: { layout: { control: 'inline-radio', options: ['desktop', 'mobile'] } },
  render: (args) => (
    <DialogFrame mobile={args.layout === 'mobile'}>
      {(container) => <ServiceAgreementModal {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof ServiceAgreementModal>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = () => screen.findByRole('dialog', { name: t('signup.agreement_title') })

export const Default: Story = {
  play: async ({ args, step }) => {
    const view = within(await findDialog())
    await step('every item shows with its title, in order', async () => {
      const headings = view.getAllByRole('heading', { level: 3 })
      await expect(headings.map((heading) => heading.textContent)).toEqual(agreementItems.map((item) => item.title))
      await expect(view.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq')
    })
    await step('"I agree" asks the caller; the modal does not close itself', async () => {
      await userEvent.click(view.getByRole('button', { name: t('signup.agreement_agree') }))
      await expect(args.onAccept).toHaveBeenCalledOnce()
      await expect(args.onOpenChange).not.toHaveBeenCalled()
    })
    await step('Esc asks to close', async () => {
      await userEvent.keyboard('{Escape}')
      await expect(args.onOpenChange).toHaveBeenCalledOnce()
      await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    })
  },
}

export const Loading: Story = {
  args: { ...Default.args, items: [], loading: true },
  play: async ({ args }) => {
    const view = within(await findDialog())
    await expect(view.getByRole('status')).toHaveTextContent(t('signup.agreement_loading'))
    const accept = view.getByRole('button', { name: t('signup.agreement_agree') })
    await expect(accept).toBeDisabled()
    await userEvent.click(accept, { pointerEventsCheck: 0 })
    await expect(args.onAccept).not.toHaveBeenCalled()
  },
}

export const Empty: Story = {
  args: { ...Default.args, items: [] },
  play: async () => {
    const view = within(await findDialog())
    await expect(view.getByText(t('signup.agreement_empty'))).toBeVisible()
    await expect(view.queryByRole('heading', { level: 3 })).toBeNull()
  },
}

export const LongText: Story = {
  args: { ...Default.args, items: longAgreementItems },
  play: async () => {
    const dialog = await findDialog()
    const body = dialog.querySelector<HTMLElement>('[data-slot="service-agreement-modal-body"]')!
    // The body scrolls inside the dialog, which stays in the frame; the accept button stays in view.
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight)
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth + 1)
    const frame = dialog.closest<HTMLElement>('[data-slot="dialog-frame"]')!
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.getBoundingClientRect().bottom)
    await expect(within(dialog).getByRole('button', { name: t('signup.agreement_agree') })).toBeVisible()
  },
}

export const Mobile: Story = {
  args: { ...Default.args, layout: 'mobile' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await findDialog()
    await expect(dialog).toHaveAttribute('data-size', 'full')
  },
}
