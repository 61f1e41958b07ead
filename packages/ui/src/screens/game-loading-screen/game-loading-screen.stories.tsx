import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { GameLoadingScreen } from './game-loading-screen.tsx'

/** The interim game window at `/loading`: it waits for the real-time `game.url` that navigates it to the game. */
const meta = {
  title: 'Game/GameLoadingScreen',
  component: GameLoadingScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: 'loading', onClose: fn() },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'failed'] },
  },
} satisfies Meta<typeof GameLoadingScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening the game…')
    await expect(canvas.getByRole('region', { name: 'Getting your game ready' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
    // Fills the window, with the spinner and the text centred in it.
    const screen = canvasElement.querySelector<HTMLElement>('[data-slot="game-loading-screen"]')!
    await expect(screen.getBoundingClientRect().height).toBeCloseTo(window.innerHeight, 0)
  },
}

export const LoadingWithName: Story = {
  args: { ...Loading.args, gameName: 'Fortune Dragon', providerName: 'PG Soft' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fortune Dragon' })).toBeVisible()
    await expect(canvas.getByText('PG Soft')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening the game…')
  },
}

export const Failed: Story = {
  args: {
    ...LoadingWithName.args,
    state: 'failed',
    message: 'The provider did not answer in time. Please try again later.',
  },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent("The game couldn't be opened")
    await expect(alert).toHaveTextContent('The provider did not answer in time. Please try again later.')
    await expect(canvas.queryByRole('status')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** No server message and no name: the default text. */
export const FailedDefault: Story = {
  args: { ...Loading.args, state: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("The game couldn't be opened")
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please close this window and try again.')
  },
}

export const Mobile: Story = {
  args: LoadingWithName.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening the game…')
    const screen = canvasElement.querySelector<HTMLElement>('[data-slot="game-loading-screen"]')!
    await expect(screen.scrollWidth).toBeLessThanOrEqual(screen.clientWidth)
  },
}
