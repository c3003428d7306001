/**
 * What the server-rendered page and the browser share (decision 026): the state the HTML carries for the
 * hydration, whether the app is still hydrating, and each page's head (title, description, previews).
 */
import { type Audience, type PageHead, SSR_STATE_ID } from '@store/contracts/page-render';
import { STORE_PROFILE } from '@store/contracts/store-profile';
import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

export interface SsrState {
  audience: Audience;
  queries: DehydratedState;
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
