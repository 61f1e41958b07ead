/**
 * Story fixtures for the lobby screen, drawn from the shared ones in
 * `src/fixtures` so the slots show the same data as their own stories. Not
 * exported from the package.
 */
import { games } from '../../fixtures/games.ts'
import type { SidebarLink } from '../../components/sidebar/sidebar.tsx'

/** The member's favourites: the fixture games marked favourite. */
export const favouriteGames = games.filter((game) => game.favorite)

/** The games the member played last, most recent first. */
export const lastPlayedGames = [games[12]!, games[4]!, games[20]!, games[0]!, games[9]!]

/** Sidebar links for the desktop aside column. */
export const asideLinks: SidebarLink[] = [
  { id: 1, label: 'Lobby', href: '/main' },
  { id: 2, label: 'Promotions', href: '/main/2' },
  { id: 3, label: 'VIP club', href: '/main/3' },
  { id: 4, label: 'How to deposit', href: '/faq/1' },
  { id: 5, label: 'Responsible gaming', href: '/faq/7' },
  { id: 6, label: 'Customer service', href: 'https://help.example.com/chat' },
]
