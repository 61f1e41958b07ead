/** The console's words for games (English; see ../copy.ts). Scaffold: filled by its slice. */
export const gamesCopy = {}
