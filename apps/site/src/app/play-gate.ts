import type * as PlayActions from '../features/play/actions.ts'
import { withAgeConfirmed } from './age-gate.ts'
import { requireLogin } from './login-gate.ts'
import { currentLayout } from '../layouts/use-layout.ts'
import { demoMode } from './demo-mode.ts'

/** What a tile, a banner or a list knows of a game when a member plays it for real. */
export interface PlayableGame {
  gpId: string
  gameCode: string
  /** `game_type` of the game (its category id): 4 plays in the page (spec section 9). */
  gameType: number
  name: string
  providerName?: string
}

type PlayModule = typeof PlayActions

/**
 * Real play's entry (spec sections 4 and 5), small enough for the first
 * route: the launch code loads once a member is signed in (`preloadPlay`),
 * so a click can open the game window synchronously, inside the click, where
 * no popup blocker stops it. A visitor is asked to log in; demo mode blocks
 * play; a device that has not yet said its user is 18 or older asks first.
 */
let play: PlayModule | null = null
let loading: Promise<PlayModule> | null = null

export function preloadPlay(): Promise<PlayModule> {
  loading ??= import('../features/play/actions.ts').then((module) => {
    play = module
    return module
  })
  return loading
}

export function playGame(game: PlayableGame): void {
  // Demo mode blocks real play and skips the login it would ask for (spec section 5); it says so.
  if (demoMode()) {
    void Promise.all([import('../features/toast/store.ts'), import('./i18n.ts')]).then(async ([toast, i18n]) =>
      toast.showToast({ type: 'warning', text: await i18n.siteText('session_flows.demo_play') }),
    )
    return
  }
  if (!requireLogin('play')) return
  // Once per device, before any play: 18 or older (issue 25). The launch runs inside the confirm's click.
  withAgeConfirmed(() => {
    const device = currentLayout() === 'layout-desktop' ? 'desktop' : 'mobile'
    if (play) play.launch(game, device)
    // Not loaded yet (a click right after login): the window may then open a moment after the click.
    else void preloadPlay().then((module) => module.launch(game, device))
  })
}

/** A game of the lobby's lists (`SlotGame`), played for real. */
export function playSlotGame(game: { gp_id: string; game_code: string; game_type: number; game_name: string }): void {
  playGame({ gpId: game.gp_id, gameCode: game.game_code, gameType: game.game_type, name: game.game_name })
}

/** Logout while a game is open asks first (spec section 4): false when the force-stop warning was shown instead. */
export function confirmBeforeLogout(): boolean {
  return play ? play.confirmBeforeLogout() : true
}

/**
 * Spec section 4: a language change is refused while a game window is open.
 * The language selector (issue 7) asks this first and shows `pg.language_refused`.
 */
export function languageChangeRefused(): boolean {
  return play?.gameWindowOpen() ?? false
}
