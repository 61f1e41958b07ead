import type { Announcement, Banner } from '@lobby/api'
import { proxy } from 'valtio'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface SanitizedBulletin {
  id: number
  title: string
  /** Operator HTML after DOMPurify; safe to render. */
  html: string
  updatedAt: string
}

/** Lobby content a visitor sees: banners, marquee, jackpot, bulletins. */
export const contentStore = proxy({
  banners: [] as Banner[],
  bannersStatus: 'idle' as LoadStatus,
  marquee: [] as Announcement[],
  jackpot: null as null | {
    total: number
    minorDigits: number
    incrementPerSecond: number
    /** Client clock when `total` was true. */
    at: number
  },
  bulletins: {
    entries: [] as SanitizedBulletin[],
    open: false,
    /** The first load has answered (or failed): whether the modal opens is decided. Other pop-ups wait for it. */
    checked: false,
    displayFrequency: 1 as 0 | 1,
  },
  history: {
    open: false,
    status: 'idle' as LoadStatus,
    items: [] as SanitizedBulletin[],
  },
})
