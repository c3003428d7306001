/**
 * What the server's page render and the web app agree on (decision 026): the cookies a page request carries
 * (the page cookie and the language), which pages are rendered on the server, and the marks a cached page leaves for the
 * values that belong to one person.
 */
import { paths } from './paths.ts';

/**
 * The page cookie (decision 033): set by the server at login, HttpOnly, and cleared or replaced at logout and
 * at a change of password. Its value is a token of its own, stored hashed beside the session: it only selects
 * the audience, price group and name a rendered page is made for, and opens no route of the API.
 */
export const SESSION_COOKIE = 'ca_session';

/** The store's languages, Spanish first (the default). */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

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

/** The id of the JSON block a rendered page carries its state in (a data block: the CSP runs no inline script). */
export const SSR_STATE_ID = 'ssr-state';

/**
 * Who a rendered page was made for: the server keeps one page per audience, never per person. The warehouse
 * ('WAREHOUSE') reads a visitor's data, without prices, on a page that speaks to it as staff.
 */
export type Audience = 'visitor' | 'DISTRIBUTOR' | 'ADMIN' | 'WAREHOUSE';

/** A page's head: what a search engine lists and what WhatsApp or Facebook show of a shared link. */
export interface PageHead {
  title: string;
  description?: string;
  /** a picture for the preview, absolute or from the site's root */
  image?: { url: string; width?: number; height?: number; alt?: string };
  /** structured data (schema.org) for search engines */
  jsonLd?: object[];
  /** false for pages search engines should not list */
  index?: boolean;
  /** the answer's status when not 200 (a product that does not exist: 404) */
  status?: number;
  /** 'product' for a product's page (Open Graph's type) */
  type?: 'website' | 'product';
  /** the picture the page shows first, asked for with the HTML (a photo's widths as its <img> offers them) */
  preloadImage?: { src: string; srcSet?: string; sizes?: string };
}

/** The name a signed-in page greets: the company's, else the person's (the store's pages and the server's render). */
export const greetingName = (user: { company_name?: string | null; name: string }) => user.company_name || user.name;
