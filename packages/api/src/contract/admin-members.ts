/**
 * The operator console's calls (issue 24), members: support's actions (disable, reset password, clean cache), the member page's letters and agent line, and finance's balance adjustments with four eyes. Codes 110–119.
 * Scaffold: filled by its slice.
 */
export {}
