import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Route, Routes } from 'react-router-dom';
import { routesOfPage, pageNamesOf, type PageName, type PageOwner, type RouteEntry } from 'shared-domain';
import { retryableLazy, type RetryableLazy } from 'shared-ui';
import { AccessGate, type GateTexts } from './access-gate';

/** A page's code: in the routes' own chunk (`component`), or loaded when first visited (`load`, again after a failure). */
export type PageCode = { component: ComponentType; load?: never } | { load: () => Promise<{ default: ComponentType }>; component?: never };

/** One page of a remote: its code, and its words in the access gate's states. */
export type PageSpec = PageCode & Omit<GateTexts, 'signInLabel'> & {
  /** The heading above the gate's states; the route table's title by default. */
  heading?: string;
  /** What the page's head shows beside the heading whatever the gate shows (a way on: "Plan a campaign"). */
  aside?: ReactNode;
};

/** The remote's page layout around a gate's state. */
export type PageFrame = ComponentType<{ heading: string; aside?: ReactNode; children: ReactNode }>;

/** A remote's pages by the route table's names: every page the table gives the remote, and no other. */
export type PageSpecs<O extends PageOwner> = { readonly [P in PageName<O>]: PageSpec };

export type PagesOptions = {
  /** Puts a gate's state in the remote's page layout (its heading; its document title); none: the state alone (a remote whose pages are all public). */
  frame?: PageFrame;
  /** What shows while a page's code arrives. */
  fallback: ReactNode;
  /** Any path the remote's routes do not have. */
  notFound: PageCode;
  /** The sign-in prompt's button on this remote's pages (`Sign in`). */
  signInLabel?: string;
};

/** What a remote's `./routes` gives the host (and its standalone page): the routes, and the preload of a page's code. */
export type DeclaredPages = {
  /** The remote's routes: mount it under a router (the host's `*` route); paths are absolute. */
  Routes: ComponentType;
  /**
   * Loads the code of the page `pathname` shows, so the routes mounted after it render that page
   * at once (the host waits for it before it hydrates the server's markup); undefined when that
   * code is here already or the page has none of its own.
   */
  preloadPage(pathname: string): Promise<void> | undefined;
};

const Bare: PageFrame = ({ children }) => <>{children}</>;

type Loaded = { code: RetryableLazy<ComponentType> | null; component: ComponentType | null };
const codeOf = (page: PageCode): Loaded =>
  page.load ? { code: retryableLazy(page.load), component: null } : { code: null, component: page.component };
const current = ({ code, component }: Loaded): ComponentType => code?.current() ?? component!;

/**
 * The one declaration of a remote's pages, typed against shared-domain's route table: `pages`
 * has exactly the page names the table gives `owner` (one missing, or one the table does not
 * have, fails the type check). Each route of the table renders its page behind the access gate
 * of its access level; pages that load their code do it through `retryableLazy`, so the host's
 * Retry (which mounts the routes anew) loads code that failed to arrive.
 */
export function definePages<O extends PageOwner>(owner: O, pages: PageSpecs<O>, options: PagesOptions): DeclaredPages {
  const names = pageNamesOf(owner);
  const code = new Map<string, Loaded>(names.map((name) => [name, codeOf(pages[name])]));
  const notFound = codeOf(options.notFound);
  const routes: { entry: RouteEntry; page: PageName<O> }[] = names.flatMap((page) => routesOfPage(owner, page).map((entry) => ({ entry, page })));
  const { frame: Frame = Bare, fallback, signInLabel } = options;

  const element = (entry: RouteEntry, page: PageName<O>, Page: ComponentType): ReactNode => {
    if (entry.redirect) return <Navigate to={entry.redirect} replace />;
    const { component: _c, load: _l, heading = entry.title, aside, ...texts } = pages[page];
    return (
      <AccessGate access={entry.access} signInLabel={signInLabel} frame={(state) => <Frame heading={heading} aside={aside}>{state}</Frame>} {...texts}>
        <Page />
      </AccessGate>
    );
  };

  function DeclaredRoutes() {
    // Taken once per mount: the same component on every render (a lazy one becoming the loaded one would remount the page).
    const [components] = useState(() => ({ pages: new Map([...code].map(([name, loaded]) => [name, current(loaded)])), notFound: current(notFound) }));
    const NotFound = components.notFound;
    return (
      <Suspense fallback={fallback}>
        <Routes>
          {routes.map(({ entry, page }) => {
            const node = element(entry, page, components.pages.get(page)!);
            return entry.pattern === '/' ? <Route key="/" index element={node} /> : <Route key={entry.pattern} path={entry.pattern} element={node} />;
          })}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    );
  }

  const patterns = routes.map(({ entry }) => ({ path: entry.pattern }));
  return {
    Routes: DeclaredRoutes,
    preloadPage(pathname) {
      const pattern = matchRoutes(patterns, pathname)?.[0]?.route.path;
      const found = routes.find(({ entry }) => entry.pattern === pattern);
      const loaded = found ? code.get(found.page) : notFound;
      return loaded?.code?.preload();
    },
  };
}
