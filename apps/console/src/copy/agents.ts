/** The console's words for agents (English; see ../copy.ts). Scaffold: filled by its slice. */
export const agentsCopy = {}
