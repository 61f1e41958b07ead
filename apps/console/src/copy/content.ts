/** The console's words for content (English; see ../copy.ts). Scaffold: filled by its slice. */
export const contentCopy = {}
