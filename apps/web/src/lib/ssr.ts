/**
 * What the server-rendered page and the browser share (decision 026): the state the HTML carries for the
 * hydration, whether the app is still hydrating, and each page's head (title, description, previews).
 */
import { STORE_PROFILE } from '@store/contracts/store-profile';
import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { HydrationState } from 'react-router';

/** The id of the JSON block holding `SsrState` (a data block: the Content-Security-Policy runs no inline script). */
export const SSR_STATE_ID = 'ssr-state';

/** Who a rendered page was made for: the server caches one page per audience, never per person. */
export type Audience = 'visitor' | 'DISTRIBUTOR' | 'ADMIN';

export interface SsrState {
  audience: Audience;
  /** the translations the page used: loaded before hydrating, or the page would wait for them and miss a click */
  namespaces: string[];
  queries: DehydratedState;
  router: HydrationState;
}

/** Reads the state the server wrote into the page; null for a page the browser draws alone. */
export function readSsrState(): SsrState | null {
  const block = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as SsrState;
  } catch {
    return null;
  }
}

const subscribeNever = () => () => {};

/**
 * False on the server and during the hydration, true once the page is the browser's: what depends on the
 * browser alone (the window's width, the person's cart) waits for it, so the hydration finds the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

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
  /** the picture the page shows first, asked for with the HTML */
  preloadImage?: string;
}

/** A page's title as tabs and previews show it: the page, then the store. */
export const pageTitle = (title: string) => `${title} · ${STORE_PROFILE.name}`;

/** On the server, the render collects the head here; in the browser there is none and the document is changed. */
export const HeadCollector = createContext<((head: PageHead) => void) | null>(null);

/**
 * Sets the page's head: written into the HTML by the server, kept up to date in the browser as the person
 * moves between pages (the title; the preview tags only matter to the first HTML a crawler reads).
 */
export function usePageHead(head: PageHead | null) {
  const collect = useContext(HeadCollector);
  if (collect && head) collect(head);
  const title = head?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
