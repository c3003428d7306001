/** A page whose code arrives with the page (its own chunk): drawn at once once loaded, suspended until then. */
import { type ComponentType, createElement, type FunctionComponent, lazy } from 'react';

export type LazyPage = FunctionComponent & {
  /** loads the page's code; after it, the page draws without suspending (what a hydration needs) */
  preload(): Promise<unknown>;
};

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Suspended = lazy(() => preload().then((component) => ({ default: component })));
  const Page = () => createElement(loaded ?? Suspended);
  return Object.assign(Page, { preload });
}
