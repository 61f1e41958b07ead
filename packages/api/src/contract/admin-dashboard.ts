/**
 * The operator console's calls (issue 24), the dashboard (figures and charts per currency) and finance's deposit orders. Codes 120–129.
 * Scaffold: filled by its slice.
 */
export {}
