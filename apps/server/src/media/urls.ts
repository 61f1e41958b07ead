/** Relative media URLs the server answers itself (see media/routes.ts). */
export const mediaUrl = {
  gameType: (gtId: number) => `/media/gt/${gtId}.svg`,
  gameTypeActive: (gtId: number) => `/media/gt/${gtId}-active.svg`,
  providerLight: (gpId: string) => `/media/gp/${gpId}-light.svg`,
  providerDark: (gpId: string) => `/media/gp/${gpId}-dark.svg`,
  game: (gameId: string) => `/media/game/${gameId}.svg`,
}
