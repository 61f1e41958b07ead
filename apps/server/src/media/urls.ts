/** Relative media URLs the server answers itself (see media/routes.ts). */
export const mediaUrl = {
  gameType: (gtId: number) => `/media/gt/${gtId}.svg`,
  gameTypeActive: (gtId: number) => `/media/gt/${gtId}-active.svg`,
  providerLight: (gpId: string) => `/media/gp/${gpId}-light.svg`,
  providerDark: (gpId: string) => `/media/gp/${gpId}-dark.svg`,
  game: (gameId: string) => `/media/game/${gameId}.svg`,
  /** Versioned: a replaced banner gets a new URL, so a cached old picture never shows. */
  banner: (id: number, version: number) => `/media/banner/${id}-v${version}.svg`,
  logo: (key: string) => `/media/logo/${key}.svg`,
  content: (id: number) => `/media/content/${id}.svg`,
  /** A promotion's 16:9 card picture, titled in its language. */
  promotion: (id: number, language: string) => `/media/promotion/${id}-${language}.svg`,
}
