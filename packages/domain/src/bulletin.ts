/** Bulletin display devices (spec sections 3 and 9). */
export const BULLETIN_DEVICE = { all: 0, desktop: 1, mobile: 2 } as const
export type BulletinDevice = (typeof BULLETIN_DEVICE)[keyof typeof BULLETIN_DEVICE]

export interface BulletinEntry {
  id: number
  display_device: BulletinDevice
  updated_at: string
}

export interface BulletinMemory {
  /** When the modal was last closed in this browser session (ms since epoch, from session storage). */
  closedAt: number | null
  /** The page's cancel flag: set where the modal must not open (e.g. while a game plays). */
  cancelled: boolean
}

/** Entries meant for this device: its own and those for all devices. */
export function bulletinsForDevice<T extends BulletinEntry>(entries: readonly T[], device: 'desktop' | 'mobile'): T[] {
  const own = device === 'desktop' ? BULLETIN_DEVICE.desktop : BULLETIN_DEVICE.mobile
  return entries.filter((e) => e.display_device === BULLETIN_DEVICE.all || e.display_device === own)
}

/**
 * Whether the bulletin modal opens (spec section 4): not cancelled; there is
 * something for this device; and it was never closed in this session, or an
 * entry was updated after it was closed, so a new bulletin is never swallowed.
 * Login state picks the list (public or member bulletins) before this runs.
 */
export function shouldShowBulletins(entries: readonly BulletinEntry[], memory: BulletinMemory): boolean {
  if (memory.cancelled || entries.length === 0) return false
  if (memory.closedAt === null) return true
  const closedAt = memory.closedAt
  return entries.some((e) => Date.parse(e.updated_at) > closedAt)
}

/**
 * What closing the modal does (spec section 4): the close time is stored; a
 * member of a site with display_frequency 0 also hides the bulletins on the
 * server and the page reloads.
 */
export function bulletinCloseEffects(input: { loggedIn: boolean; displayFrequency: 0 | 1 }): {
  storeCloseTime: true
  hideOnServer: boolean
  reload: boolean
} {
  const hide = input.loggedIn && input.displayFrequency === 0
  return { storeCloseTime: true, hideOnServer: hide, reload: hide }
}
