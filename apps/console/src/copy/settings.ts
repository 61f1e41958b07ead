/** The console's words for settings (English; see ../copy.ts). Scaffold: filled by its slice. */
export const settingsCopy = {}
