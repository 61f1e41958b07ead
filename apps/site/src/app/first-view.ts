import { catalogueQueryFor, loadCatalogue } from '../features/catalogue/actions.ts'
import { loadBanners, loadJackpot, loadMarquee } from '../features/content/actions.ts'
import { lobbyGamesPart } from '../features/lobby-games/part.ts'
import { loadFooter, loadLogo, loadSiteDetail } from '../features/shell/actions.ts'

type Device = 'desktop' | 'mobile'

/** The addresses whose page the server renders (app/server-render.tsx): the lobby, where a visitor lands. */
export function isFirstViewPath(pathname: string): boolean {
  return pathname === '/'
}

/**
 * What the lobby's first view shows, loaded into the stores: the site's name,
 * logo and footer, a phone's template look, the banners, the marquee, the jackpot, the categories and
 * the lobby's game sections. The server's render loads it before rendering
 * (`force`: its stores start empty each time, its calls go to the server in
 * the same process); the page loads it again from the answers the server
 * embedded before it hydrates (main.tsx), so both render the same markup.
 */
export async function loadFirstView(device: Device, { force = false } = {}): Promise<void> {
  const lobbyGames = import('../features/lobby-games/actions.ts')
  // A phone's template look picks the home sections (routes/home.tsx): the view is rendered with it, so
  // the page does not take it after hydrating and render the lobby again, blocking.
  const look = device === 'mobile' ? import('../features/shell/mobile-look.ts') : undefined
  await Promise.all([
    loadSiteDetail({ force }).then(async () => (await look)?.loadMobileLook()),
    loadLogo(device, { force }),
    loadFooter(),
    loadBanners(device, { force }),
    loadMarquee({ force }),
    loadJackpot(),
    loadCatalogue(catalogueQueryFor(device), { force }),
    lobbyGames.then((m) => m.loadLobbyGames(device, { force })),
  ])
}

/**
 * The page's code for the lazily loaded parts of the first view, loaded
 * before it hydrates: a part whose code is still on its way stays the
 * server's markup, and an update that reaches it meanwhile (the template's
 * look arriving) makes React render it again instead of hydrating it.
 */
export async function loadFirstViewCode(): Promise<void> {
  await lobbyGamesPart.preload()
}
