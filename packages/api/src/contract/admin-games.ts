/**
 * The operator console's calls (issue 24), games: providers and games (enable, labels, open mode), maintenance windows. Codes 165–169.
 * Scaffold: filled by its slice.
 */
export {}
