/**
 * The operator console's calls (issue 24), operators managed from the console (owner). Codes 150–154.
 * Scaffold: filled by its slice.
 */
export {}
