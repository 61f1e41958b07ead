/** The console's words for adjustments (English; see ../copy.ts). Scaffold: filled by its slice. */
export const adjustmentsCopy = {}
