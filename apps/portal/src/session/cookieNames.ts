// Names of the cookies the server sets and the page reads (no dependencies: the Node server
// imports this file as it is).

/** Cookie of the chosen locale; the server renders the page in it. */
export const LOCALE_COOKIE = 'locale';
/** Cookie of the affiliate attribution (a query string of page, r and utm_*), set by the server. */
export const AFFILIATE_COOKIE = 'affiliate';
/** How long the affiliate attribution is kept, in days. */
export const AFFILIATE_DAYS = 30;
