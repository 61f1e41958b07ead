import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { MaintenanceDialog } from './maintenance-dialog.tsx'

/** 14:00 to 16:00 UTC is 10:00 to 12:00 in America/Caracas (UTC-4, no daylight saving). */
const meta = {
  title: 'Game/MaintenanceDialog',
  component: MaintenanceDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onCustomerService: fn(),
    providerName: 'PG Soft',
    startAt: '2026-11-22T14:00:00Z',
    endAt: '2026-11-22T16:00:00Z',
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <MaintenanceDialog {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof MaintenanceDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'PG Soft is under maintenance' })
    await step('the interval shows in the default time zone', async () => {
      const interval = dialog.querySelector('[data-slot="maintenance-dialog-interval"]')
      await expect(interval).toHaveTextContent('Maintenance time')
      await expect(interval).toHaveTextContent('2026-11-22 10:00 – 12:00 (GMT-4)')
    })
    await step('customer service calls back and leaves the dialog open', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Customer service' }))
      await expect(args.onCustomerService).toHaveBeenCalledOnce()
      await expect(args.onOpenChange).not.toHaveBeenCalled()
    })
    await step('OK asks to close', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
      await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    })
  },
}

/** No customer-service link configured; the interval crosses midnight, and another time zone is asked for. */
export const WithoutCustomerService: Story = {
  args: {
    ...Default.args,
    onCustomerService: undefined,
    providerName: undefined,
    startAt: '2026-11-22T22:30:00Z',
    endAt: '2026-11-23T02:00:00Z',
    timeZone: 'Asia/Shanghai',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' })
    await expect(within(dialog).queryByRole('button', { name: 'Customer service' })).toBeNull()
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1)
    await expect(dialog.querySelector('[data-slot="maintenance-dialog-interval"]')).toHaveTextContent(
      '2026-11-23 06:30 – 10:00 (GMT+8)',
    )
  },
}

/** Chinese copy and a long Chinese provider name that wraps. */
export const ChineseLongName: Story = {
  name: 'Chinese long name',
  args: {
    ...Default.args,
    locale: 'zh_CN',
    providerName: '皇家至尊真人视讯娱乐城旗舰版亚洲专线超长供应商名称',
    startAt: '2026-11-22T14:00:00Z',
    endAt: '2026-11-23T06:00:00Z',
  },
  globals: { locale: 'zh_CN' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', {
      name: '皇家至尊真人视讯娱乐城旗舰版亚洲专线超长供应商名称正在维护',
    })
    await expect(dialog.querySelector('[data-slot="maintenance-dialog-interval"]')).toHaveTextContent(
      '2026-11-22 10:00 – 2026-11-23 02:00（GMT-4）',
    )
    const title = dialog.querySelector<HTMLElement>('[data-slot="dialog-title"]')!
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth)
    await userEvent.click(within(dialog).getByRole('button', { name: '联系客服' }))
    await expect(args.onCustomerService).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog')
    await expect(dialog).toHaveTextContent('2026-11-22 10:00 – 12:00 (GMT-4)')
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}
