/**
 * The operator console's calls (issue 24), agents: applications, the tree, settlements. Codes 160–164.
 * Scaffold: filled by its slice.
 */
export {}
