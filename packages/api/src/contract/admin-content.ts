/**
 * The operator console's calls (issue 24), site content: banners, marquee, customer-service link, float, footer, model lists, pages. Codes 130–139.
 * Scaffold: filled by its slice.
 */
export {}
