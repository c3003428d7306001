/**
 * The store's router (decision 038): wouter matches the addresses and draws Switch, Route and Link; this module
 * owns the history they follow (the browser's, one in memory for tests, a fixed one on the server), what a page
 * reads of it (its address, the state it was sent with, its query) and the guard that asks before edits are lost.
 */
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { Router, Link as WouterLink } from 'wouter';

export { Route, Switch, useParams } from 'wouter';

/** Where the reader is: the path, its query (with its `?`, or empty) and the state the page was sent with. */
export interface Place {
  pathname: string;
  search: string;
  state: unknown;
}
export type To = string | { pathname?: string; search?: string };
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type BlockerFunction = (move: { currentLocation: Place; nextLocation: Place }) => boolean;

/** How a history keeps its entries: the browser's History API, an array in memory, or one fixed address. */
interface Driver {
  read(): { path: string; state: unknown };
  write(path: string, state: unknown, replace: boolean): void;
  go(delta: number): void;
  /** calls back with the number of entries moved when the reader moves through the entries (back, forward) */
  onMove(listener: (delta: number) => void): void;
}

function placeOf(path: string, state: unknown): Place {
  const at = path.indexOf('?');
  const pathname = at < 0 ? path : path.slice(0, at);
  const search = at < 0 || at === path.length - 1 ? '' : path.slice(at);
  return { pathname: pathname || '/', search, state };
}

export const hrefOf = (to: To, from?: Place): string => {
  if (typeof to === 'string') return to;
  const search = to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  return `${to.pathname ?? from?.pathname ?? '/'}${search}`;
};

/**
 * One reader's way through the pages: where they are, where they may go next, and the one guard (a page
 * with unsaved edits) that may hold a move until the reader says to go on or to stay.
 */
export class StoreHistory {
  private listeners = new Set<() => void>();
  private current: Place;
  private blocker: BlockerFunction | null = null;
  private held: (() => void) | null = null;
  private ignoredMoves = 0;
  /** a held move back or forward, let go by proceed(): the guard is not asked again when it arrives */
  private letThrough = false;
  /** set on the server: where a redirect sent the page (the server answers it with a 302) */
  redirectedTo: string | null = null;

  constructor(
    private driver: Driver,
    readonly isStatic = false,
  ) {
    const { path, state } = driver.read();
    this.current = placeOf(path, state);
    driver.onMove((delta) => this.moved(delta));
  }

  place = (): Place => this.current;
  pathname = (): string => this.current.pathname;
  search = (): string => this.current.search;
  isHolding = (): boolean => this.held !== null;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  navigate = (to: To | number, options: NavigateOptions = {}): void => {
    if (typeof to === 'number') {
      this.driver.go(to);
      return;
    }
    const path = hrefOf(to, this.current);
    if (this.isStatic) {
      this.redirectedTo ??= path;
      return;
    }
    const next = placeOf(path, options.state ?? null);
    const go = () => {
      this.driver.write(path, next.state, options.replace ?? false);
      this.refresh();
    };
    if (this.blocks(next)) this.hold(go);
    else go();
  };

  /** the guard: while it answers true for a move, the move waits for proceed() or reset() */
  setBlocker(blocker: BlockerFunction | null) {
    this.blocker = blocker;
    if (!blocker && this.held) this.hold(null);
  }

  proceed = () => {
    const go = this.held;
    this.hold(null);
    go?.();
  };

  reset = () => this.hold(null);

  private blocks(next: Place) {
    return this.blocker?.({ currentLocation: this.current, nextLocation: next }) ?? false;
  }

  private hold(go: (() => void) | null) {
    this.held = go;
    this.emit();
  }

  /** back or forward through the entries: taken back at once if the guard holds it, and made again on proceed() */
  private moved(delta: number) {
    if (this.ignoredMoves > 0) {
      this.ignoredMoves--;
      return;
    }
    const { path, state } = this.driver.read();
    const asked = !this.letThrough;
    this.letThrough = false;
    if (asked && delta !== 0 && this.blocks(placeOf(path, state))) {
      this.ignoredMoves++;
      this.driver.go(-delta);
      this.hold(() => {
        this.letThrough = true;
        this.driver.go(delta);
      });
      return;
    }
    this.refresh();
  }

  private refresh() {
    const { path, state } = this.driver.read();
    this.current = placeOf(path, state);
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

/** The browser's history; each entry's state carries its position, so a move back or forward knows how far it went. */
export function createBrowserHistory(): StoreHistory {
  type Entry = { idx: number; usr: unknown } | null;
  const entry = () => window.history.state as Entry;
  if (typeof entry()?.idx !== 'number') window.history.replaceState({ idx: 0, usr: entry() }, '');
  let index = entry()?.idx ?? 0;
  return new StoreHistory({
    read: () => ({ path: `${window.location.pathname}${window.location.search}`, state: entry()?.usr ?? null }),
    write: (path, state, replace) => {
      if (!replace) index++;
      window.history[replace ? 'replaceState' : 'pushState']({ idx: index, usr: state }, '', path);
    },
    go: (delta) => window.history.go(delta),
    onMove: (listener) =>
      window.addEventListener('popstate', () => {
        const next = entry()?.idx ?? 0;
        const delta = next - index;
        index = next;
        listener(delta);
      }),
  });
}

/** A history in memory (the web tests): the entries given, the last one open. */
export function createMemoryHistory(initialEntries: (string | { pathname: string; state?: unknown })[] = ['/']): StoreHistory {
  const entries = initialEntries.map((e) =>
    typeof e === 'string' ? { path: e, state: null as unknown } : { path: e.pathname, state: e.state ?? null },
  );
  let index = entries.length - 1;
  const moveListeners: ((delta: number) => void)[] = [];
  return new StoreHistory({
    read: () => entries[index],
    write: (path, state, replace) => {
      if (!replace) index++;
      entries.splice(index, entries.length - index, { path, state });
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      const moved = next - index;
      index = next;
      queueMicrotask(() => {
        for (const listener of moveListeners) listener(moved);
      });
    },
    onMove: (listener) => moveListeners.push(listener),
  });
}

/** The server's: one address, and a redirect recorded instead of made. */
export function createStaticHistory(url: string): StoreHistory {
  const { pathname, search } = new URL(url, 'http://tienda.local');
  return new StoreHistory({ read: () => ({ path: `${pathname}${search}`, state: null }), write() {}, go() {}, onMove() {} }, true);
}

const HistoryContext = createContext<StoreHistory | null>(null);

function useHistory(): StoreHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('a page outside the StoreRouter');
  return history;
}

/** The location hooks wouter calls (a path and a way to move; the query), reading this history. */
function locationHooks(history: StoreHistory) {
  const usePath = () => [useSyncExternalStore(history.subscribe, history.pathname, history.pathname), history.navigate] as const;
  const useQuery = () => useSyncExternalStore(history.subscribe, history.search, history.search);
  return { usePath, useQuery };
}

/** The router around the app: wouter's matching over this history. */
export function StoreRouter({ history, children }: { history: StoreHistory; children: ReactNode }) {
  const { usePath, useQuery } = useMemo(() => locationHooks(history), [history]);
  return (
    <HistoryContext.Provider value={history}>
      <Router hook={usePath as never} searchHook={useQuery}>
        {children}
      </Router>
    </HistoryContext.Provider>
  );
}

/** A router over a history in memory at `initialEntries` (the web tests). */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: Parameters<typeof createMemoryHistory>[0];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <StoreRouter history={history}>{children}</StoreRouter>;
}

export function useLocation(): Place {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.place, history.place);
}

export function useNavigate() {
  return useHistory().navigate;
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The page's query, and a way to change it (a new entry, or `{ replace: true }`). */
export function useSearchParams() {
  const history = useHistory();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const current = new URLSearchParams(history.search());
      const query = new URLSearchParams(typeof next === 'function' ? next(current) : next).toString();
      history.navigate(`${history.pathname()}${query ? `?${query}` : ''}`, options);
    },
    [history],
  );
  return [params, setParams] as const;
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To; replace?: boolean; state?: unknown };

/** A real link (it works before the page's script runs); a click inside the store moves without a reload. */
export function Link({ to, ...props }: LinkProps) {
  return <WouterLink href={hrefOf(to)} {...(props as object)} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** active only on this very path, not on the paths under it */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that knows it leads to the page open now (aria-current="page"), for menus. */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = hrefOf(to).split('?')[0].toLowerCase();
  const here = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const isActive = here === target || (!end && here.startsWith(target === '/' ? '/' : `${target}/`));
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  );
}

/** Sends the reader on as it is drawn; on the server, the page is answered with a redirect instead. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const history = useHistory();
  if (history.isStatic) history.navigate(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a redirect happens once, when it is drawn
  useLayoutEffect(() => {
    history.navigate(to, { replace, state });
  }, []);
  return null;
}

export interface Blocker {
  state: 'blocked' | 'unblocked';
  proceed(): void;
  reset(): void;
}

/** While `shouldBlock` answers true, a move (a link, the back button) waits for the page to say go on or stay. */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = useHistory();
  useEffect(() => {
    history.setBlocker(shouldBlock);
    return () => history.setBlocker(null);
  }, [history, shouldBlock]);
  const holding = useSyncExternalStore(history.subscribe, history.isHolding, history.isHolding);
  return { state: holding ? 'blocked' : 'unblocked', proceed: history.proceed, reset: history.reset };
}
