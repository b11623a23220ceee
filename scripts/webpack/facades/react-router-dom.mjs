// Provided under the share key 'react-router-dom' (see federation.cjs): one router instance
// for the host and every remote, but only the exports the packages use, so the shared chunk
// is tree-shaken instead of carrying the whole framework (62 KB gzip → ~14 KB).
// host-shell/src/federation-facades.test.ts fails when code imports a name missing here.
export {
  BrowserRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'mm-real-react-router';
