// Provided under the share key 'react-router-dom' (see federation.cjs): one router instance
// for the host and every remote, but only the exports the packages use, so the shared chunk
// is tree-shaken instead of carrying the whole framework. A unit test
// (host-shell/src/federation-facades.test.ts) fails when code imports a name missing here.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutlet,
  useParams,
  useRoutes,
  useSearchParams,
} from 'mm-real-react-router';
