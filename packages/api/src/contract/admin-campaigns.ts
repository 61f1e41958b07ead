/**
 * The operator console's calls (issue 24), letters (one member, a segment, everyone) and campaigns (red envelopes, roulettes, their results). Codes 140–149.
 * Scaffold: filled by its slice.
 */
export {}
