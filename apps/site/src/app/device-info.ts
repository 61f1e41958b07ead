import { DEVICE, describeUserAgent, loginTypeFor } from '@lobby/domain'
import { appShell } from '../features/native/bridge.ts'
import { isPwa } from '../features/native/pwa.ts'
import { session } from './session.ts'

/** The host this code was served from: the CDN line, or the page's host without one. */
function cdnHost(): string {
  try {
    return new URL(import.meta.url).host
  } catch {
    return window.location.host
  }
}

/**
 * The device information a login and a registration send (spec section 3,
 * "Login payload"): host, device, udid, login_type (app 3 in an app shell,
 * wechat 6, pwa 7 in the installed web app, else desktop 1 or mobile 2;
 * spec section 9), cdn, and the system group, system, version and browser
 * read from the user agent. No `remote_addr`: the server records the
 * address it sees on the connection.
 */
export function loginDeviceInfo(layout: 'desktop' | 'mobile') {
  const userAgent = navigator.userAgent
  const shell = appShell() !== null
  return {
    host: window.location.host,
    device: shell ? DEVICE.app : layout === 'desktop' ? DEVICE.desktop : DEVICE.mobile,
    udid: session.getUdid(),
    login_type: loginTypeFor({ layout, appShell: shell, pwa: isPwa(), userAgent }),
    cdn: cdnHost(),
    ...describeUserAgent(userAgent),
  }
}
