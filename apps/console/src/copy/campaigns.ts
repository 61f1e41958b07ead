/** The console's words for campaigns (English; see ../copy.ts). Scaffold: filled by its slice. */
export const campaignsCopy = {}
