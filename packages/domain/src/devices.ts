/** `support_device` / `device` codes on the wire (spec section 9): 0 desktop, 1 mobile, 2 app. */
export const DEVICE = { desktop: 0, mobile: 1, app: 2 } as const
export type DeviceCode = (typeof DEVICE)[keyof typeof DEVICE]

/** Desktop layout from this window width up (spec section 9). */
export const DESKTOP_MIN_WIDTH = 992

export function isDesktopWidth(width: number): boolean {
  return width >= DESKTOP_MIN_WIDTH
}

/** Mobile templates chosen by template config (spec section 9). */
export const MOBILE_TEMPLATES = ['H5_1', 'H5_2', 'H5_3', 'H5_4', 'H5_5', 'H5_6', 'H5_7', 'H5_8'] as const
export type MobileTemplate = (typeof MOBILE_TEMPLATES)[number]
