import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isWhiteLabelAdmin } from 'shared-domain';
import { contentRoutes, listContentPages, SITE_NAME_PLACEHOLDER, type ContentPageSummary } from 'shared-domain/content';
import { useRuntime, useViewer } from 'shared-ui';
import { usePageResource } from 'shared-ui/runtime';
import { useDashboardServices } from '../../app/dashboard-services';
import { errorText } from '../../app/error-text';
import { useDocumentTitle } from '../../app/use-document-title';
import { Muted, Page, PageTitle } from '../../ui/primitives';
import { ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { color, focusRing, narrow } from 'shared-ui';
import { ContentEditor } from './content-editor';
import { listOrganizations } from '../../organizations/organizations.api';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  ${narrow} { grid-template-columns: minmax(0, 1fr); }
`;
const Pages = styled.nav`
  border: 1px solid ${color.line};
  border-radius: 8px;
  max-height: calc(100vh - 160px);
  overflow: auto;
  ${narrow} { max-height: 240px; }
  ul { list-style: none; margin: 0; padding: 0; }
  button {
    display: block;
    width: 100%;
    text-align: left;
    font: inherit;
    background: none;
    border: 0;
    border-bottom: 1px solid ${color.line};
    padding: 10px 12px;
    min-height: 44px;
    cursor: pointer;
    color: ${color.ink};
    ${focusRing}
  }
  button[aria-current='page'] { background: ${color.canvas}; font-weight: 700; border-left: 4px solid ${color.accent}; }
  small { display: block; color: ${color.muted}; }
`;

const LEAVE = 'You have unsaved changes on this page. Leave it and lose them?';

type PageRow = { url: string; title: string; kind: 'landing' | 'content'; stored: ContentPageSummary | undefined };

/**
 * Every editable address (route table order), with its stored page when there is one; for an
 * organisation, the site's stored pages only (its own text replaces one of them on its host),
 * `stored` set where it has its own text.
 */
function pageRows(stored: readonly ContentPageSummary[], organizationId: string | null): PageRow[] {
  const byUrl = new Map(stored.map((s) => [s.url, s]));
  const rows = contentRoutes().map((r) => ({ ...r, stored: byUrl.get(r.url) }));
  if (!organizationId) return rows;
  return rows.filter((r) => r.stored).map((r) => ({ ...r, stored: r.stored!.overridden ? r.stored : undefined }));
}


/**
 * `/staff/content`: staff edit the content and landing pages (SPEC.md section 3's shape) with
 * a live preview; every save is a version that can be viewed and restored. An organisation's
 * administrator edits its own text of those pages (its host only; `?organization=` for staff),
 * through the same editor. Staff and organisation administrators (the route's access level:
 * the gate asks a guest to sign in and tells anyone else).
 */
export function StaffContentPage() {
  const { mainApi } = useDashboardServices();
  const { session } = useRuntime();
  const [params, setParams] = useSearchParams();
  const selected = params.get('url');
  const viewer = useViewer();
  // Whose texts: a white-label-admin its own organisation's (GET /organizations answers [its own]); staff the site's, or an organisation's with ?organization=.
  const admin = isWhiteLabelAdmin(viewer);
  const [own, retryOwn] = usePageResource(admin ? 'own-organisation' : null, () => listOrganizations(mainApi));
  const organizationId = admin ? (own.status === 'success' ? own.data[0]?._org ?? null : undefined) : params.get('organization') || null;
  const [list, retryList] = usePageResource(organizationId === undefined ? null : `content-pages#${organizationId ?? ''}`, () => listContentPages(mainApi, { organizationId }));
  const dirty = useRef(false);
  // A reload after a save keeps the list (and the open editor) on screen.
  const lastList = useRef<ContentPageSummary[] | null>(null);
  if (list.status === 'success') lastList.current = list.data;
  else if (list.status === 'error' || list.status === 'idle') lastList.current = null;
  useDocumentTitle('Content (staff)');
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const choose = (url: string) => {
    if (url === selected || (dirty.current && !window.confirm(LEAVE))) return;
    dirty.current = false;
    setParams(organizationId && !admin ? { organization: organizationId, url } : { url });
  };

  let body;
  if (admin && own.status === 'error') {
    body = <ErrorState title="Could not load your organisation" message={errorText(own.error)} onRetry={retryOwn} />;
  } else if (admin && organizationId === null) {
    body = <Muted>Your account does not belong to an organisation.</Muted>;
  } else if (!lastList.current && (list.status === 'loading' || list.status === 'idle')) {
    body = (
      <div aria-busy="true">
        <LoadingState label="Loading pages…" />
        <SkeletonBlock $height={240} aria-hidden="true" />
      </div>
    );
  } else if (list.status === 'error') {
    body = <ErrorState title="Could not load the pages" message={errorText(list.error)} onRetry={retryList} />;
  } else if (lastList.current) {
    const rows = pageRows(lastList.current, organizationId ?? null);
    const current = rows.find((r) => r.url === selected);
    body = (
      <Layout>
        <Pages aria-label="Pages">
          <ul>
            {rows.map((r) => (
              <li key={r.url}>
                <button type="button" aria-current={r.url === selected ? 'page' : undefined} onClick={() => choose(r.url)}>
                  {r.stored?.title ?? r.title}
                  <small>{r.url} · {r.stored ? `version ${r.stored.version}${organizationId ? ', your own text' : ''}` : organizationId ? "the site's text" : 'not written yet'}</small>
                </button>
              </li>
            ))}
          </ul>
        </Pages>
        {current ? (
          <ContentEditor key={`${organizationId ?? ''}#${current.url}`} api={mainApi} url={current.url} kind={current.kind} routeTitle={current.title} organizationId={organizationId}
            exists={!!current.stored} onSaved={retryList} onDirtyChange={onDirtyChange} onExpired={session.expire} />
        ) : (
          <Muted>{selected ? `${selected} is not a content page. ` : ''}Choose a page to edit.</Muted>
        )}
      </Layout>
    );
  }

  return (
    <Page style={{ maxWidth: 1400 }}>
      <PageTitle>{organizationId ? "Your organisation's pages" : 'Site content'}</PageTitle>
      {organizationId ? (
        <Muted>
          Your text of a page is shown on your organisation&apos;s host only; without one, your host shows the site&apos;s text with your
          organisation&apos;s name. Write {SITE_NAME_PLACEHOLDER} where a text names the site.
        </Muted>
      ) : (
        <Muted>Write {SITE_NAME_PLACEHOLDER} where a text names the site: it reads MediaMart here and each organisation&apos;s name on its host.</Muted>
      )}
      {body}
    </Page>
  );
}
