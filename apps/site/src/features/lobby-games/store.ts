import type { crashGameMenu, DemoGame, demoGtGames, ResponseOf, templateGameList } from '@lobby/api'
import { proxy } from 'valtio'

export type TemplateSection = ResponseOf<typeof templateGameList>['info'][number]
export type CrashMenuEntry = ResponseOf<typeof crashGameMenu>['list'][number]
export type DemoCategory = ResponseOf<typeof demoGtGames>[number]

type Status = 'idle' | 'loading' | 'ready' | 'error'

/** The home lobby's games: template sections, the crash menu, the demo providers and the open demo list. */
export const lobbyGamesStore = proxy({
  /** currency|device of what is loaded or loading. */
  key: null as string | null,
  status: 'idle' as Status,
  /** Message key or server message of the sections' failure. */
  error: null as string | null,
  sections: [] as TemplateSection[],
  /** The crash menu (`custom-game-menus/crash`); the lobby shows its sections without it when it fails. */
  crash: [] as CrashMenuEntry[],
  /** Categories with demo providers (`/demo/gt_games`). */
  demoCategories: [] as DemoCategory[],
  demoList: {
    open: false,
    provider: null as { gpId: string; name: string; gtId: number; house: 0 | 1 } | null,
    status: 'idle' as Status,
    games: [] as DemoGame[],
  },
})
