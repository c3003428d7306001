/**
 * What the server's page render and the web app agree on (decision 026): the cookies a page request carries
 * the session in, which pages are rendered on the server, and the marks a cached page leaves for the
 * values that belong to one person.
 */
import { paths } from './paths.ts';

/** The session's token, as the page requests carry it (the API reads only the Authorization header). */
export const SESSION_COOKIE = 'ca_session';
/** The name a signed-in page greets, written by the browser beside the token. */
export const SESSION_NAME_COOKIE = 'ca_name';

/** The language the person chose ('es' or 'en'), kept for the pages the server renders. */
export const LANGUAGE_COOKIE = 'ca_lang';

/**
 * Marks the cached page holds in place of a person's values, filled in for each request. Unicode's private
 * use area: no text of the store contains them.
 */
export const PERSONAL_MARKS = { name: '\uE000name\uE000' } as const;

/** The public pages the server renders with their content; every other page is drawn by the browser. */
export const RENDERED_PAGES: readonly string[] = [
  paths.home,
  paths.store,
  paths.preSale,
  paths.productPage,
  paths.questions,
  paths.about,
  paths.contact,
];
