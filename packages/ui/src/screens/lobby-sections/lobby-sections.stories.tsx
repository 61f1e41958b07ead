import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { gameArt, generateGames } from '../../fixtures/games.ts'
import type { GameTile } from '../../components/game-grid/game-grid.tsx'
import { LobbySections, type LobbySection, type LobbySectionsProps } from './lobby-sections.tsx'

/** Demo providers' games carry `demo: true` (spec section 9): only they get a Demo button. */
const slotGames: GameTile[] = generateGames(12, 'S').map((game, index) => ({ ...game, demo: index < 6 }))

const crashGames: GameTile[] = ['Rocket', 'Comet', 'Jet', 'Balloon', 'Moon Shot', 'Aviator', 'Meteor', 'Lift Off'].map(
  (name, index) => ({ id: `C${index + 1}`, name: `Lucky ${name}`, iconUrl: gameArt(index + 3) }),
)

const sections: LobbySection[] = [
  {
    id: 'crash-GPCR',
    title: 'Crash games: Comet Crash',
    variant: 'crash',
    games: crashGames,
    moreHref: '/slotgame?gt_id=2&gp_id=GPCR&house=1&isCrashGame=true',
  },
  {
    id: 'gt-2',
    title: 'Slot',
    games: slotGames,
    moreHref: '/gameHall/2',
    demoProviders: [
      { id: 'GPR8', name: 'Reel Eight Studios' },
      { id: 'GPFC', name: 'Fable Craft Slots' },
    ],
  },
  {
    id: 'gt-3',
    title: 'Live',
    games: generateGames(6, 'L'),
    moreHref: '/gameHall/3',
  },
  // A category without games in this currency is left out.
  { id: 'gt-9', title: 'Esports', games: [] },
]

const meta = {
  title: 'Lobby/LobbySections',
  component: LobbySections,
  args: {
    sections,
    status: 'ready',
    onPlay: fn(),
    onDemo: fn(),
    onTryDemo: fn(),
    onRetry: fn(),
    onToggleFavorite: fn(),
    onNavigate: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    sections: { control: false },
  },
} satisfies Meta<typeof LobbySections>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    await step('each section with games is a titled region; an empty one is left out', async () => {
      await expect(canvas.getByRole('heading', { name: 'Crash games: Comet Crash' })).toBeVisible()
      await expect(canvas.getByRole('heading', { name: 'Slot' })).toBeVisible()
      await expect(canvas.queryByRole('heading', { name: 'Esports' })).toBeNull()
    })
    const slot = canvas.getByRole('region', { name: 'Slot' })
    await waitFor(() => expect(slot.querySelectorAll('[data-slot="game-grid-tile"]').length).toBe(12))
    await step('a tile plays the game (for real)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: slotGames[7]!.name }))
      await expect(args.onPlay).toHaveBeenCalledWith('gt-2', slotGames[7]!.id)
    })
    await step('only demo games carry a Demo button', async () => {
      await expect(slot.querySelectorAll('[data-slot="game-grid-demo"]')).toHaveLength(6)
      await userEvent.click(canvas.getByRole('button', { name: `Demo: ${slotGames[0]!.name}` }))
      await expect(args.onDemo).toHaveBeenCalledWith('gt-2', slotGames[0]!.id)
      await expect(canvas.queryByRole('button', { name: `Demo: ${slotGames[8]!.name}` })).toBeNull()
    })
    await step("a section's demo provider opens its demo list", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Try Fable Craft Slots for free' }))
      await expect(args.onTryDemo).toHaveBeenCalledWith('gt-2', 'GPFC')
    })
    await step("only the first section's pictures load at once (its first row); the others' as they near", async () => {
      const [first, ...rest] = Array.from(canvasElement.querySelectorAll('[data-slot="lobby-sections-section"]'))
      const eager = (section: Element) => section.querySelectorAll('img[loading="eager"]').length
      await expect(eager(first!)).toBeGreaterThan(0)
      await expect(eager(first!)).toBeLessThan(first!.querySelectorAll('img').length)
      await expect(rest.length).toBeGreaterThan(0)
      for (const section of rest) await expect(eager(section)).toBe(0)
    })
    await step('"See all" links to the section\'s page', async () => {
      const more = canvas.getByRole('link', { name: 'See all of Crash games: Comet Crash' })
      await expect(more).toHaveAttribute('href', '/slotgame?gt_id=2&gp_id=GPCR&house=1&isCrashGame=true')
      await userEvent.click(more)
      await expect(args.onNavigate).toHaveBeenCalled()
    })
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const crash = canvas.getByRole('region', { name: 'Crash games: Comet Crash' })
    await expect(crash).toHaveAttribute('data-variant', 'crash')
    await waitFor(() => expect(crash.querySelectorAll('[data-slot="game-grid-tile"]').length).toBe(8))
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Featured games' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Loading featured games…')
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, sections: [{ id: 'gt-9', title: 'Esports', games: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No featured games yet')).toBeVisible()
    await expect(canvas.getByText('There are no games to show in this currency yet.')).toBeVisible()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', errorMessage: 'Network error. Check your connection.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error. Check your connection.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Plays the site: the sections arrive after the grid mounted in its loading state. */
function ArrivingSections(props: LobbySectionsProps) {
  const [status, setStatus] = useState<LobbySectionsProps['status']>('loading')
  // The answer comes in a task of its own, as a fetch's does.
  useEffect(() => {
    const answer = setTimeout(() => setStatus('ready'), 0)
    return () => clearTimeout(answer)
  }, [])
  return <LobbySections {...props} status={status} />
}

/**
 * Sections that arrive after the grid mounted (the lobby's answer): the first two render with it, the rest in a
 * background render; every section ends up shown, in order. Looks like Default once settled.
 */
export const Arriving: Story = {
  tags: ['no-visual'],
  args: {
    ...Default.args,
    sections: [
      ...sections,
      { id: 'gt-4', title: 'Fishing', games: generateGames(3, 'F') },
      { id: 'gt-5', title: 'Lottery', games: generateGames(3, 'T') },
    ],
  },
  render: (args) => <ArrivingSections {...args} />,
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Crash games: Comet Crash',
        'Slot',
        'Live',
        'Fishing',
        'Lottery',
      ]),
    )
  },
}
