/** The console's words for dashboard (English; see ../copy.ts). Scaffold: filled by its slice. */
export const dashboardCopy = {}
