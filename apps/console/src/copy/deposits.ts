/** The console's words for deposits (English; see ../copy.ts). Scaffold: filled by its slice. */
export const depositsCopy = {}
