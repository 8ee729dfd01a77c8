// The paths the server answers itself (the API, the dev mailbox, tenant files, built assets,
// health, sitemap index and sitemaps, robots, a language's messages), never the router. The browser's link interception and the server's
// page route both read this one list, so a new server path cannot be half registered.

/** Whether a path belongs to the server, not to a portal page. */
export const SERVER_PATHS =
  /^\/(v1\/api|__dev|tenants|assets|i18n|healthz|readyz|sitemap\.xml|sitemaps|robots\.txt)(\/|$)/;
