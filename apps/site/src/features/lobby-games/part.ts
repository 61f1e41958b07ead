import { preloadable } from '../../lib/preloadable.tsx'

/**
 * The lobby's game sections, their code apart from the first route's: loaded
 * right after the shell, and before the page hydrates the server's first view
 * (app/first-view.ts), so that they hydrate with the rest instead of suspending.
 */
export const lobbyGamesPart = preloadable(async () => (await import('./lobby-games.tsx')).LobbyGames)
