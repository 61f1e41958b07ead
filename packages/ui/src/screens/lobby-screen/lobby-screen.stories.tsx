import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { announcements, bannerSlides } from '../../fixtures/content.ts'
import { categoryItems, providers } from '../../fixtures/lobby.ts'
import { useText } from '../../text/text-provider.tsx'
import { AnnouncementMarquee } from '../../components/announcement-marquee/announcement-marquee.tsx'
import { BannerCarousel } from '../../components/banner-carousel/banner-carousel.tsx'
import { GameCategoryNav } from '../../components/game-category-nav/game-category-nav.tsx'
import { GameGrid, type GameTile } from '../../components/game-grid/game-grid.tsx'
import { JackpotCounter } from '../../components/jackpot-counter/jackpot-counter.tsx'
import { ProviderGrid } from '../../components/provider-grid/provider-grid.tsx'
import { Sidebar } from '../../components/sidebar/sidebar.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import { asideLinks, favouriteGames, lastPlayedGames } from './fixtures.ts'
import { LOBBY_BANNER_ASPECT, LobbyScreen, type LobbyScreenProps } from './lobby-screen.tsx'

/** Callbacks of the slots' own components; the screen under test never sees them. */
const ignore = () => {}

/** The catalogue slot as the site fills it: category tabs over the providers of the picked category. */
function Catalogue({ loading = false }: { loading?: boolean }) {
  const { t } = useText()
  const [category, setCategory] = useState(2)
  const shown = providers.filter((_, index) => (index + category) % 3 !== 0)
  return (
    <GameCategoryNav
      items={loading ? [] : categoryItems(t)}
      value={category}
      onValueChange={setCategory}
      loading={loading}
    >
      <ProviderGrid providers={shown} status={loading ? 'loading' : 'ready'} onSelect={ignore} />
    </GameCategoryNav>
  )
}

/** A member's favourites or last played games. */
function MemberGames({ games, label }: { games: readonly GameTile[]; label: string }) {
  const { t } = useText()
  return (
    <GameGrid games={games} status="ready" onPlay={ignore} onToggleFavorite={ignore} maxHeight={440} label={t(label)} />
  )
}

/** A member without favourites yet. */
function NoFavourites() {
  const { t } = useText()
  return <StatusMessage tone="empty" title={t('lobby.my_favorite_empty_title')} body={t('lobby.my_favorite_empty')} />
}

/** Every slot filled with the real components and the shared fixtures. */
function slots(loading = false) {
  return {
    banner: (
      <BannerCarousel
        slides={loading ? [] : bannerSlides}
        loading={loading}
        autoplay={false}
        aspectRatio={LOBBY_BANNER_ASPECT}
        onSlideClick={ignore}
      />
    ),
    marquee: <AnnouncementMarquee items={loading ? [] : announcements} onOpen={ignore} />,
    jackpot: <JackpotCounter amount={123_456_789} currency="USD" animate={false} loading={loading} />,
    catalogue: <Catalogue loading={loading} />,
    favourites: <MemberGames games={favouriteGames} label="lobby.my_favorite_games" />,
    lastPlayed: <MemberGames games={lastPlayedGames} label="lobby.last_play_games" />,
  } satisfies Partial<LobbyScreenProps>
}

/** Owns `tab` like the site's container does, and still reports every change to the story's spy. */
function ControlledLobby({ tab, onTabChange, ...args }: LobbyScreenProps) {
  const [active, setActive] = useState(tab)
  return (
    <LobbyScreen
      {...args}
      tab={active}
      onTabChange={(next) => {
        setActive(next)
        onTabChange(next)
      }}
    />
  )
}

/** The banner box keeps the reserved height: its width over the ratio, plus the carousel's dots row. */
async function expectBannerReserved(canvasElement: HTMLElement, controlsPx: number) {
  const box = canvasElement.querySelector<HTMLElement>('[data-slot="lobby-screen-banner-box"]')
  await expect(box).not.toBeNull()
  const { width, height } = box!.getBoundingClientRect()
  await expect(Math.abs(height - (width / LOBBY_BANNER_ASPECT + controlsPx))).toBeLessThan(1.5)
}

const meta = {
  title: 'Lobby/LobbyScreen',
  component: LobbyScreen,
  args: {
    memberState: 'visitor',
    tab: 'all_game',
    onTabChange: fn(),
    onLoginRequest: fn(),
    ...slots(),
    aside: (
      <Sidebar links={asideLinks} activeHref="/main" onNavigate={(_href, _type, event) => event.preventDefault()} />
    ),
  },
  argTypes: {
    memberState: { control: 'inline-radio', options: ['visitor', 'member'] },
    tab: { control: 'inline-radio', options: ['all_game', 'my_favorite', 'last_play'] },
    banner: { control: false },
    marquee: { control: false },
    jackpot: { control: false },
    catalogue: { control: false },
    favourites: { control: false },
    lastPlayed: { control: false },
    aside: { control: false },
  },
  render: (args) => <ControlledLobby {...args} />,
} satisfies Meta<typeof LobbyScreen>

export default meta
type Story = StoryObj<typeof meta>

export const VisitorDesktop: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('three tabs in the order of spec section 1, all games first', async () => {
      const tabs = canvas.getAllByRole('tab', { name: /^(All games|Favourites|Recently played)$/ })
      await expect(tabs.map((tab) => tab.textContent)).toEqual(['All games', 'Favourites', 'Recently played'])
      await expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    })
    await step('the all-games panel holds the catalogue slot', async () => {
      const panel = canvas.getByRole('tabpanel', { name: 'All games' })
      await expect(within(panel).getByRole('tablist', { name: 'Game categories' })).toBeVisible()
      await expect(within(panel).getByRole('region', { name: 'Game providers' })).toBeVisible()
    })
    await step('banner, marquee, jackpot and the aside column are in place', async () => {
      await expect(canvas.getByRole('region', { name: 'Promotions' })).toBeVisible()
      await expect(canvas.getByRole('region', { name: 'Announcements' })).toBeVisible()
      await expect(canvas.getByRole('region', { name: 'Jackpot' })).toBeVisible()
      await expect(canvas.getByRole('navigation', { name: 'Site links' })).toBeVisible()
    })
    await step('the banner fills exactly the reserved box', async () => {
      await expectBannerReserved(canvasElement, 32)
    })
  },
}

export const VisitorMobile: Story = {
  args: VisitorDesktop.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('tab', { name: /^(All games|Favourites|Recently played)$/ })).toHaveLength(3)
    // The aside is a desktop column: the mobile layout leaves it out even when given.
    await expect(canvas.queryByRole('navigation', { name: 'Site links' })).toBeNull()
    await expectBannerReserved(canvasElement, 28)
  },
}

export const VisitorFavouritesTab: Story = {
  args: { ...VisitorDesktop.args, tab: 'my_favorite' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Favourites' })
    await expect(canvasElement.querySelector('[data-slot="lobby-tabs-login"]')).toBeVisible()
    // A visitor never sees the member's slot, even when the caller passes it.
    await expect(canvasElement.querySelector('[data-slot="game-grid"]')).toBeNull()
    await userEvent.click(within(panel).getByRole('button'))
    await expect(args.onLoginRequest).toHaveBeenCalledOnce()
    await expect(args.onTabChange).not.toHaveBeenCalled()
  },
}

export const VisitorLastPlayedTab: Story = {
  args: { ...VisitorDesktop.args, tab: 'last_play' },
  play: async ({ canvas, canvasElement }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Recently played' })
    await expect(within(panel).getAllByRole('button')).toHaveLength(1)
    await expect(canvasElement.querySelector('[data-slot="game-grid"]')).toBeNull()
  },
}

export const TabSwitching: Story = {
  args: { ...VisitorDesktop.args, memberState: 'member' },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('clicking Favourites asks for my_favorite and shows the favourites slot', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Favourites' }))
      await expect(args.onTabChange).toHaveBeenLastCalledWith('my_favorite')
      const panel = canvas.getByRole('tabpanel', { name: 'Favourites' })
      await expect(within(panel).getAllByRole('listitem')).toHaveLength(favouriteGames.length)
      await expect(canvas.queryByRole('tablist', { name: 'Game categories' })).toBeNull()
    })
    await step('arrow keys move on to last_play and back to all_game', async () => {
      await userEvent.keyboard('{ArrowRight}')
      await expect(args.onTabChange).toHaveBeenLastCalledWith('last_play')
      await expect(canvas.getByRole('tab', { name: 'Recently played' })).toHaveFocus()
      await userEvent.keyboard('{ArrowRight}')
      await expect(args.onTabChange).toHaveBeenLastCalledWith('all_game')
      await expect(canvas.getByRole('tablist', { name: 'Game categories' })).toBeVisible()
    })
  },
}

export const MemberFavourites: Story = {
  args: { ...VisitorDesktop.args, memberState: 'member', tab: 'my_favorite' },
  play: async ({ canvas, canvasElement }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Favourites' })
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(favouriteGames.length)
    await expect(within(panel).getByRole('button', { name: favouriteGames[0]!.name })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="lobby-tabs-login"]')).toBeNull()
  },
}

export const MemberLastPlayed: Story = {
  args: { ...MemberFavourites.args, tab: 'last_play' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Recently played' })
    // The grid is virtual: its rows come once it has measured itself.
    const names = (await within(panel).findAllByRole('listitem')).map(
      (item) => item.querySelector('[data-slot="game-grid-name"]')?.textContent,
    )
    await expect(names).toEqual(lastPlayedGames.map((game) => game.name))
  },
}

export const MemberEmptyFavourites: Story = {
  args: { ...MemberFavourites.args, favourites: <NoFavourites /> },
  play: async ({ canvas, canvasElement }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Favourites' })
    await expect(within(panel).getByText('Tap the heart on any game to keep it here.')).toBeVisible()
    await expect(within(panel).queryByRole('button')).toBeNull()
    await expect(canvasElement.querySelector('[data-slot="lobby-tabs-login"]')).toBeNull()
  },
}

export const MemberFavouritesMobile: Story = {
  args: { ...VisitorMobile.args, memberState: 'member', tab: 'my_favorite' },
  globals: VisitorMobile.globals,
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Favourites' })
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(favouriteGames.length)
  },
}

/** Every slot in its loading state; the banner box is already its final size. */
export const Loading: Story = {
  args: { ...VisitorDesktop.args, ...slots(true) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('region', { name: 'Game providers' })).toHaveAttribute('aria-busy', 'true')
    await expectBannerReserved(canvasElement, 32)
  },
}

/** The banner container has not rendered at all yet: its box is reserved all the same. */
export const BannerPending: Story = {
  args: { ...Loading.args, banner: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region', { name: 'Promotions' })).toBeNull()
    await expectBannerReserved(canvasElement, 32)
  },
}

export const MobileLoading: Story = {
  args: { ...VisitorMobile.args, ...slots(true) },
  globals: VisitorMobile.globals,
  play: async ({ canvasElement }) => {
    await expectBannerReserved(canvasElement, 28)
  },
}
