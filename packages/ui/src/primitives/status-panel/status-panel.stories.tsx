import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Skeleton } from '../skeleton/skeleton.tsx'
import { StatusPanel } from './status-panel.tsx'

const meta = {
  title: 'Primitives/StatusPanel',
  component: StatusPanel,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    errorTitle: "Couldn't load your wallets",
    errorBody: 'Check your connection and try again.',
    onRetry: fn(),
    emptyTitle: 'No wallets yet',
    emptyBody: 'Your game wallets appear here after your first game.',
    children: (
      <ul aria-label="Wallets" className="flex flex-col divide-y rounded-xl border">
        <li className="px-3 py-3 text-sm">Main wallet · 1,250.00 USD</li>
        <li className="px-3 py-3 text-sm">Slots wallet · 40.00 USD</li>
      </ul>
    ),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'empty', 'error', 'ready'] } },
} satisfies Meta<typeof StatusPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Wallets' })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const Loading: Story = {
  args: { ...Ready.args, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await expect(canvas.queryByRole('list', { name: 'Wallets' })).toBeNull()
  },
}

/** The caller's own placeholder, shaped like its rows. */
export const LoadingWithPlaceholder: Story = {
  args: {
    ...Ready.args,
    status: 'loading',
    loadingLabel: 'Loading wallets…',
    placeholder: (
      <div className="flex flex-col divide-y rounded-xl border">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="flex items-center gap-3 px-3 py-3">
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-4 w-20" />
          </div>
        ))}
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading wallets…')
  },
}

export const Empty: Story = {
  args: { ...Ready.args, status: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No wallets yet')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Ready.args, status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Couldn't load your wallets")
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** Without `onRetry` there is nothing to press. */
export const ErrorWithoutRetry: Story = {
  args: { ...Ready.args, status: 'error', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const ErrorMobile: Story = { ...Error, globals: { layout: 'mobile' } }
