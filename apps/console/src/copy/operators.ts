/** The console's words for operators (English; see ../copy.ts). Scaffold: filled by its slice. */
export const operatorsCopy = {}
