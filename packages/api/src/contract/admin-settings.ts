/**
 * The operator console's calls (issue 24), the site's settings: registration per currency, languages, currencies, demo mode. Codes 155–159.
 * Scaffold: filled by its slice.
 */
export {}
