/** The console's words for letters (English; see ../copy.ts). Scaffold: filled by its slice. */
export const lettersCopy = {}
