import { fbTracking, type TrackingEvent } from '@lobby/api'
import { api } from '../../app/api.ts'
import { readCookie, writeCookie } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'

/** `_fbp` and `_fbc` live 90 days, SameSite lax, secure (spec sections 3 and 9). */
const FB_COOKIE_DAYS = 90

function fbValue(value: string): string {
  return `fb.1.${Date.now()}.${value}`
}

/**
 * An ad click (`?fbclid=` on any page, spec section 2) becomes `_fbc`, so
 * the events that follow are attributed to it even after the address changes.
 */
export function rememberAdClick(params: URLSearchParams): void {
  const click = params.get('fbclid')?.trim()
  if (click && /^[\w-]{1,200}$/.test(click)) writeCookie('_fbc', fbValue(click), FB_COOKIE_DAYS, { secure: true })
}

/** The browser's id for the ad platform (`_fbp`), made once. */
function browserId(): string {
  const stored = readCookie('_fbp')
  if (stored) return decodeURIComponent(stored)
  const made = fbValue(String(Math.floor(Math.random() * 1e10)))
  writeCookie('_fbp', made, FB_COOKIE_DAYS, { secure: true })
  return made
}

/**
 * Sends a marketing event (spec section 7, `/fb_tracking`): the name, when,
 * a fresh id the server deduplicates on, the browser's `_fbp` / `_fbc` and the
 * member id. Never in the way: a failure is dropped.
 */
export async function trackEvent(
  eventName: TrackingEvent,
  customData: Record<string, string | number>,
  memberId?: number,
): Promise<void> {
  const fbc = readCookie('_fbc')
  try {
    await api.call(fbTracking, {
      site_id: siteConfig.siteId,
      eventName,
      eventTime: Math.floor(Date.now() / 1000),
      eventID: crypto.randomUUID(),
      userData: {
        fbp: browserId(),
        ...(fbc ? { fbc: decodeURIComponent(fbc) } : {}),
        ...(memberId ? { external_id: String(memberId) } : {}),
      },
      customData,
    })
  } catch {
    // Marketing never blocks or bothers the member.
  }
}
