import type { LobbyTab } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { useText } from '../../text/text-provider.tsx'
import { LobbyTabs, type LobbyTabsProps } from './lobby-tabs.tsx'

/** A stand-in panel naming its tab; the LobbyScreen stories fill the panels with the real components. */
function Placeholder({ tab }: { tab: LobbyTab }) {
  const { t } = useText()
  return (
    <div className="flex min-h-32 items-center justify-center rounded-xl border border-dashed bg-card p-6 text-sm text-muted-foreground">
      {t(`lobby.${tab}`)}
    </div>
  )
}

/** Owns `tab` like the site's container does, and still reports every change to the story's spy. */
function ControlledTabs({ tab, onTabChange, ...args }: LobbyTabsProps) {
  const [active, setActive] = useState(tab)
  return (
    <LobbyTabs
      {...args}
      tab={active}
      onTabChange={(next) => {
        setActive(next)
        onTabChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Lobby/LobbyTabs',
  component: LobbyTabs,
  args: {
    tab: 'all_game',
    onTabChange: fn(),
    memberState: 'member',
    onLoginRequest: fn(),
    catalogue: <Placeholder tab="all_game" />,
    favourites: <Placeholder tab="my_favorite" />,
    lastPlayed: <Placeholder tab="last_play" />,
  },
  argTypes: {
    memberState: { control: 'inline-radio', options: ['visitor', 'member'] },
    tab: { control: 'inline-radio', options: ['all_game', 'my_favorite', 'last_play'] },
    catalogue: { control: false },
    favourites: { control: false },
    lastPlayed: { control: false },
  },
  render: (args) => <ControlledTabs {...args} />,
} satisfies Meta<typeof LobbyTabs>

export default meta
type Story = StoryObj<typeof meta>

export const Member: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('one tab per key, named through the catalogue', async () => {
      await expect(canvas.getByRole('tablist')).toBeVisible()
      await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'All games',
        'Favourites',
        'Recently played',
      ])
    })
    await step('only the active panel renders its slot', async () => {
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('All games')
      await userEvent.click(canvas.getByRole('tab', { name: 'Recently played' }))
      await expect(args.onTabChange).toHaveBeenLastCalledWith('last_play')
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Recently played')
    })
    await step('every tab controls a panel that exists', async () => {
      for (const tab of canvas.getAllByRole('tab')) {
        const panelId = tab.getAttribute('aria-controls')
        await expect(panelId && document.getElementById(panelId)).toBeTruthy()
      }
    })
  },
}

export const Visitor: Story = {
  args: { ...Member.args, memberState: 'visitor', tab: 'my_favorite' },
  play: async ({ canvas, userEvent, args }) => {
    const panel = canvas.getByRole('tabpanel')
    // The prompt stands in for the member's slot, whose placeholder would read "Favourites".
    await expect(panel.querySelector('[data-slot="lobby-tabs-login"]')).toBeVisible()
    await expect(panel).not.toHaveTextContent('Favourites')
    await userEvent.click(within(panel).getByRole('button'))
    await expect(args.onLoginRequest).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('tab', { name: 'All games' }))
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('All games')
  },
}

/** Without `onLoginRequest` the prompt has no button. */
export const VisitorWithoutLogin: Story = {
  args: { ...Visitor.args, onLoginRequest: undefined },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('tabpanel')).queryByRole('button')).toBeNull()
  },
}

export const Mobile: Story = {
  args: Member.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Favourites' }))
    await expect(args.onTabChange).toHaveBeenLastCalledWith('my_favorite')
  },
}

export const MobileVisitor: Story = {
  args: Visitor.args,
  globals: Mobile.globals,
}
