import { addToast, removeToast, TOAST_DURATION_MS, type Toast, type ToastRequest } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { storyText as t } from '../../fixtures/account.ts'
import { useLayout } from '../../lib/layout.ts'
import { Modal } from '../../primitives/modal/modal.tsx'
import { Toaster, type ToasterProps } from './toaster.tsx'

const toast = (id: string, type: Toast['type'], text: string, over: Partial<Toast> = {}): Toast => ({
  id,
  type,
  text,
  durationMs: TOAST_DURATION_MS,
  count: 1,
  ...over,
})

/**
 * The toaster portals into a fixed-size frame inside the story root (its
 * `position: fixed` then sits in the frame), so screenshots include it.
 * `onDismiss` is a spy here: the list does not change, so the toasts stay for
 * the screenshot; the stateful stories below remove them as the site does.
 */
const meta = {
  title: 'Lobby/Toaster',
  component: Toaster,
  args: {
    toasts: [toast('t1', 'success', 'Your settings have been saved.')],
    onDismiss: fn(),
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <Toaster {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

const findRegion = () => screen.findByRole('region', { name: t('toast.region') })
const toastsIn = (region: HTMLElement) => Array.from(region.querySelectorAll<HTMLElement>('[data-slot="toast"]'))
const box = (element: Element) => element.getBoundingClientRect()
/** The frame's box inside its border: what the fixed stack is placed in. */
function frameOf(element: HTMLElement) {
  const frame = element.closest<HTMLElement>('[data-slot="dialog-frame"]')!
  const left = box(frame).left + frame.clientLeft
  const top = box(frame).top + frame.clientTop
  return { left, top, right: left + frame.clientWidth, width: frame.clientWidth }
}

export const Success: Story = {
  play: async ({ args, step }) => {
    const region = await findRegion()
    const [item] = toastsIn(region)
    await step('the message shows with its type for assistive technology, politely', async () => {
      await expect(region).toHaveAttribute('aria-live', 'polite')
      await expect(item).toHaveAttribute('data-variant', 'success')
      await expect(item).toHaveTextContent(`${t('toast.type_success')}: Your settings have been saved.`)
      await expect(within(region).queryByRole('alert')).toBeNull()
      await expect(item!.querySelector('[data-slot="toast-count"]')).toBeNull()
    })
    await step('16 px under the top, centred, above modals', async () => {
      const frame = frameOf(region)
      await expect(box(region).top - frame.top).toBeCloseTo(16, 0)
      await expect(box(region).left + box(region).width / 2).toBeCloseTo(frame.left + frame.width / 2, 0)
      await expect(Number(getComputedStyle(region).zIndex)).toBeGreaterThan(2001)
    })
    await step('the close button asks to dismiss it', async () => {
      await userEvent.click(within(region).getByRole('button', { name: t('toast.close') }))
      await expect(args.onDismiss).toHaveBeenCalledOnce()
      await expect(args.onDismiss).toHaveBeenCalledWith('t1')
    })
  },
}

export const Info: Story = {
  args: { ...Success.args, toasts: [toast('t1', 'info', 'A new bulletin has been posted.')] },
  play: async () => {
    const [item] = toastsIn(await findRegion())
    await expect(item).toHaveAttribute('data-variant', 'info')
    await expect(item).toHaveTextContent(`${t('toast.type_info')}: A new bulletin has been posted.`)
  },
}

export const Warning: Story = {
  args: {
    ...Success.args,
    toasts: [toast('t1', 'warning', 'Your account was logged in on another device.')],
  },
  play: async () => {
    const [item] = toastsIn(await findRegion())
    await expect(item).toHaveAttribute('data-variant', 'warning')
    await expect(item).toHaveTextContent(`${t('toast.type_warning')}: Your account was logged in on another device.`)
  },
}

export const ErrorMessage: Story = {
  name: 'Error',
  args: { ...Success.args, toasts: [toast('t1', 'error', 'Too many attempts. Please try again later.')] },
  play: async () => {
    const region = await findRegion()
    // An error interrupts: it is an alert, not only an addition to the polite region.
    const alert = within(region).getByRole('alert')
    await expect(alert).toHaveAttribute('data-variant', 'error')
    await expect(alert).toHaveTextContent(`${t('toast.type_error')}: Too many attempts. Please try again later.`)
  },
}

export const Grouped: Story = {
  args: {
    ...Success.args,
    toasts: [
      toast('t1', 'error', 'Too many attempts. Please try again later.', { count: 3 }),
      toast('t2', 'info', 'Balance refreshed.', { count: 120 }),
    ],
  },
  play: async () => {
    const [first, second] = toastsIn(await findRegion())
    const badge = (item: HTMLElement) => item.querySelector<HTMLElement>('[data-slot="toast-count"]')!
    await expect(badge(first!)).toHaveTextContent(`3${t('toast.repeated', { count: 3 })}`)
    // Visible once the toast has faded in.
    await waitFor(() => expect(within(badge(first!)).getByText('3')).toBeVisible())
    // The badge stops at 99 (spec section 9); the full count is still read out.
    await waitFor(() => expect(within(badge(second!)).getByText('99+')).toBeVisible())
    await expect(badge(second!)).toHaveTextContent(t('toast.repeated', { count: 120 }))
  },
}

export const Stacked: Story = {
  args: {
    ...Success.args,
    toasts: [
      toast('t1', 'success', 'Your settings have been saved.'),
      toast('t2', 'info', 'A new bulletin has been posted.'),
      toast('t3', 'warning', 'Your account was logged in on another device.'),
      toast('t4', 'error', 'Too many attempts. Please try again later.'),
    ],
  },
  play: async () => {
    const items = toastsIn(await findRegion())
    // Oldest first, newest last, 16 px apart.
    await expect(items.map((item) => item.dataset.variant)).toEqual(['success', 'info', 'warning', 'error'])
    for (let index = 1; index < items.length; index++) {
      await expect(box(items[index]!).top - box(items[index - 1]!).bottom).toBeCloseTo(16, 0)
    }
  },
}

export const LongText: Story = {
  args: {
    ...Success.args,
    toasts: [
      toast(
        't1',
        'warning',
        'The game provider is under maintenance until 18:00 America/Caracas. Your balance is safe and will be ' +
          'returned to your wallet automatically: Supercalifragilisticexpialidocious-long-words-wrap-instead-of-overflowing.',
      ),
    ],
  },
  play: async () => {
    const region = await findRegion()
    const [item] = toastsIn(region)
    const text = item!.querySelector<HTMLElement>('[data-slot="toast-text"]')!
    // The text wraps inside the toast, which stays inside the frame.
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth)
    await expect(box(item!).height).toBeGreaterThan(60)
    await expect(box(region).right).toBeLessThanOrEqual(frameOf(region).right)
  },
}

export const Mobile: Story = {
  args: Stacked.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const region = await findRegion()
    const frame = frameOf(region)
    // Edge to edge, 16 px in from each side and from the top.
    await expect(box(region).left - frame.left).toBeCloseTo(16, 0)
    await expect(frame.right - box(region).right).toBeCloseTo(16, 0)
    await expect(box(region).top - frame.top).toBeCloseTo(16, 0)
  },
}

/** The site's behaviour: a list run by the domain's rules, with buttons that show a toast. */
function LiveToaster({
  initial = [],
  requests = [],
  dialog = false,
  ...props
}: ToasterProps & {
  initial?: Toast[]
  requests?: { label: string; request: ToastRequest }[]
  /** Open a dialog under the toasts; it closes when it asks to. */
  dialog?: boolean
}) {
  const [toasts, setToasts] = useState(initial)
  const [dialogOpen, setDialogOpen] = useState(dialog)
  const lastId = useRef(initial.length)
  return (
    <DialogFrame mobile={useLayout() === 'mobile'}>
      {(container) => (
        <>
          <div className="flex flex-wrap gap-2 p-4">
            {requests.map(({ label, request }) => (
              <button
                key={label}
                type="button"
                className="rounded-lg border px-3 py-2 text-sm"
                onClick={() => {
                  lastId.current += 1
                  setToasts((list) => addToast(list, request, `t${lastId.current}`).toasts)
                }}
              >
                {label}
              </button>
            ))}
          </div>
          {dialog ? (
            <Modal
              open={dialogOpen}
              onOpenChange={setDialogOpen}
              title="A dialog under the toasts"
              portalContainer={container}
              bodyClassName="px-5 py-5"
            >
              <p className="text-sm">Esc closes the newest toast first, then this dialog.</p>
            </Modal>
          ) : null}
          <Toaster
            {...props}
            toasts={toasts}
            portalContainer={container}
            onDismiss={(id) => {
              props.onDismiss(id)
              setToasts((list) => removeToast(list, id))
            }}
          />
        </>
      )}
    </DialogFrame>
  )
}

export const EscCloses: Story = {
  args: {
    ...Stacked.args,
    // Long enough to stay for the whole test; Esc and clicks remove them.
    toasts: [
      toast('t1', 'info', 'A new bulletin has been posted.', { durationMs: 0 }),
      toast('t2', 'error', 'Too many attempts. Please try again later.', { durationMs: 0 }),
      toast('t3', 'success', 'Your settings have been saved.', { durationMs: 0 }),
    ],
  },
  render: (args) => <LiveToaster {...args} initial={[...args.toasts]} dialog />,
  play: async ({ args, step }) => {
    const region = await findRegion()
    const dialog = await screen.findByRole('dialog', { name: 'A dialog under the toasts' })
    await step('a toast above an open dialog is still announced', async () => {
      await expect(region).not.toHaveAttribute('aria-hidden')
      await expect(Number(getComputedStyle(region).zIndex)).toBeGreaterThan(Number(getComputedStyle(dialog).zIndex))
    })
    await step('Esc closes the newest toast, not the dialog', async () => {
      await userEvent.keyboard('{Escape}')
      await expect(args.onDismiss).toHaveBeenLastCalledWith('t3')
      await expect(toastsIn(region).map((item) => item.dataset.variant)).toEqual(['info', 'error'])
      await expect(screen.getByRole('dialog', { name: 'A dialog under the toasts' })).toBeVisible()
    })
    await step('a click on a toast is not a click outside the dialog', async () => {
      await userEvent.click(within(region).getAllByRole('button', { name: t('toast.close') })[0]!)
      await expect(args.onDismiss).toHaveBeenLastCalledWith('t1')
      await expect(toastsIn(region).map((item) => item.dataset.variant)).toEqual(['error'])
      await expect(screen.getByRole('dialog', { name: 'A dialog under the toasts' })).toBeVisible()
    })
    await step('Esc closes the last toast; with none left, Esc reaches the dialog', async () => {
      await userEvent.keyboard('{Escape}')
      await expect(args.onDismiss).toHaveBeenLastCalledWith('t2')
      await expect(toastsIn(region)).toHaveLength(0)
      await expect(args.onDismiss).toHaveBeenCalledTimes(3)
      await expect(screen.getByRole('dialog', { name: 'A dialog under the toasts' })).toBeVisible()
      await userEvent.keyboard('{Escape}')
      await expect(args.onDismiss).toHaveBeenCalledTimes(3)
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    })
  },
}

const A = 'The game provider is under maintenance.'
const C = 'Balance refreshed.'

export const AutoDismiss: Story = {
  args: {
    ...Success.args,
    toasts: [toast('t1', 'warning', A, { durationMs: 1_000 }), toast('t2', 'info', 'Saved.', { durationMs: 500 })],
  },
  render: (args) => (
    <LiveToaster
      {...args}
      initial={[...args.toasts]}
      requests={[
        { label: 'Repeat the warning', request: { type: 'warning', text: A, durationMs: 1_000 } },
        { label: 'Show a 700 ms toast', request: { type: 'info', text: C, durationMs: 700 } },
        { label: 'Show a 600 ms toast', request: { type: 'success', text: 'Short.', durationMs: 600 } },
        { label: 'Show a 1200 ms error', request: { type: 'error', text: 'Longer.', durationMs: 1_200 } },
      ]}
    />
  ),
  play: async ({ args, canvas, step }) => {
    const region = await findRegion()
    const shown = (text: string) => within(region).queryByText(text)
    const click = (name: string) => userEvent.click(canvas.getByRole('button', { name }))
    await step('a toast asks to go when its time is up', async () => {
      await waitFor(() => expect(shown('Saved.')).toBeNull(), { timeout: 2_000 })
      await expect(args.onDismiss).toHaveBeenCalledOnce()
      await expect(args.onDismiss).toHaveBeenCalledWith('t2')
    })
    await step('a repeat raises the count and gives the toast its full time again', async () => {
      // At about 500 ms the warning (due at 1000 ms) is repeated; a 700 ms toast starts beside it.
      await click('Repeat the warning')
      await click('Show a 700 ms toast')
      const warning = toastsIn(region)[0]!
      await expect(warning.querySelector('[data-slot="toast-count"]')).toHaveTextContent('2')
      // At about 1200 ms the 700 ms toast goes; the repeated warning (due at about 1500 ms) is still there.
      await waitFor(() => expect(shown(C)).toBeNull(), { timeout: 2_000 })
      await expect(shown(A)).not.toBeNull()
      await waitFor(() => expect(shown(A)).toBeNull(), { timeout: 2_000 })
      await expect(args.onDismiss).toHaveBeenCalledWith('t1')
    })
    await step('the pointer on a toast holds it until it leaves', async () => {
      await click('Show a 600 ms toast')
      await click('Show a 1200 ms error')
      const short = toastsIn(region).find((item) => item.dataset.variant === 'success')!
      await userEvent.hover(short)
      await expect(short).toHaveAttribute('data-state', 'paused')
      await waitFor(() => expect(shown('Longer.')).toBeNull(), { timeout: 2_000 })
      await expect(shown('Short.')).not.toBeNull()
      await userEvent.unhover(short)
      await waitFor(() => expect(shown('Short.')).toBeNull(), { timeout: 2_000 })
      // The last button clicked keeps the focus, and its ring after a theme switch was painted in one colour or
      // another from run to run (the visual shot, jade dark): the story ends with nothing focused.
      ;(document.activeElement as HTMLElement | null)?.blur()
    })
  },
}
