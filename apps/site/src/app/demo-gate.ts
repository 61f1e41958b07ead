import { demoPlay, failureText, type SlotGame } from '@lobby/api'
import { DEVICE } from '@lobby/domain'
import { proxy } from 'valtio'
import { withAgeConfirmed } from './age-gate.ts'
import { api } from './api.ts'
import { session } from './session.ts'
import { siteConfig } from './site-config.ts'

/** What a demo launch needs of a game: any list's game (provider page, lobby section, demo list). */
export type DemoLaunchGame = Pick<SlotGame, 'game_id' | 'game_name' | 'gp_id' | 'game_type' | 'game_code' | 'house'>

/** The demo game shown in the demo modal (`app/demo-dialog.tsx`). */
export const demoStore = proxy({
  open: false,
  title: '',
  url: undefined as string | undefined,
  /** Message key or server message of the launch's failure. */
  error: null as string | null,
  /** The game shown, so a retry launches it again whatever list it came from. */
  game: null as DemoLaunchGame | null,
})

/**
 * Demo play (spec sections 5 and 9) needs no login: the server answers the URL
 * of a house demo page with a fresh demo session, shown in the demo modal. The
 * one demo launch of the site: provider pages, the lobby's sections and the
 * demo list modal all start here, as real play starts in `play-gate.ts`.
 */
export async function openDemoGame(game: DemoLaunchGame, device: 'desktop' | 'mobile'): Promise<void> {
  // Once per device, before any play, demo too: 18 or older (issue 25). Asked first, it opens from the confirm (this
  // call is then done); Leave opens nothing.
  let launched: Promise<void> | undefined
  withAgeConfirmed(() => {
    launched = launchDemo(game, device)
  })
  await launched
}

async function launchDemo(game: DemoLaunchGame, device: 'desktop' | 'mobile'): Promise<void> {
  const launched = { ...game }
  Object.assign(demoStore, { open: true, title: game.game_name, url: undefined, error: null, game: launched })
  try {
    const { game_url } = await api.call(demoPlay, {
      site_id: siteConfig.siteId,
      currency: session.getCurrency(),
      device: device === 'desktop' ? DEVICE.desktop : DEVICE.mobile,
      gp_id: game.gp_id,
      game_type: game.game_type,
      game_code: game.game_code,
      house: game.house === 1 ? 1 : 0,
    })
    if (demoStore.game?.game_id === launched.game_id) demoStore.url = game_url
  } catch (error) {
    if (demoStore.game?.game_id === launched.game_id) demoStore.error = failureText(error)
  }
}

export function closeDemo(): void {
  Object.assign(demoStore, { open: false, title: '', url: undefined, error: null, game: null })
}
