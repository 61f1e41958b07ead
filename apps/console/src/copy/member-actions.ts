/** The console's words for member-actions (English; see ../copy.ts). Scaffold: filled by its slice. */
export const memberActionsCopy = {}
