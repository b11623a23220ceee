import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { contentRoutes, listContentPages, type ContentPageSummary } from 'shared-domain/content';
import { useDashboardServices } from '../../app/dashboard-services';
import { errorText } from '../../app/error-text';
import { useDocumentTitle } from '../../app/use-document-title';
import { useResource } from '../../app/use-resource';
import { useSession } from '../../app/use-session';
import { Muted, Page, PageTitle, TextLink } from '../../ui/primitives';
import { SignedOutView } from '../../ui/signed-out-view';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { color, focusRing, narrow } from 'shared-ui';
import { ContentEditor } from './content-editor';

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

/** Every editable address (route table order), with its stored page when there is one. */
function pageRows(stored: readonly ContentPageSummary[]): PageRow[] {
  const byUrl = new Map(stored.map((s) => [s.url, s]));
  return contentRoutes().map((r) => ({ ...r, stored: byUrl.get(r.url) }));
}

/**
 * `/staff/content`: staff edit the content and landing pages (SPEC.md section 3's shape) with
 * a live preview; every save is a version that can be viewed and restored. Guests get the
 * sign-in prompt; signed-in users without a staff role are told the screen is for staff.
 */
export function StaffContentPage() {
  const { mainApi } = useDashboardServices();
  const { token, revision, expire } = useSession();
  const [params, setParams] = useSearchParams();
  const selected = params.get('url');
  const [list, retryList] = useResource(token && mainApi ? `${token}#${revision}` : null, () => listContentPages(mainApi!));
  const dirty = useRef(false);
  // A reload after a save keeps the list (and the open editor) on screen.
  const lastList = useRef<ContentPageSummary[] | null>(null);
  if (list.status === 'success') lastList.current = list.data;
  else if (list.status === 'error' || list.status === 'idle') lastList.current = null;
  useDocumentTitle('Content (staff)');

  const expired = list.status === 'error' && list.error.status === 401;
  useEffect(() => {
    if (expired) expire();
  }, [expired, expire]);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const choose = (url: string) => {
    if (url === selected || (dirty.current && !window.confirm(LEAVE))) return;
    dirty.current = false;
    setParams({ url });
  };

  let body;
  if (!mainApi) body = <EmptyState>The content editor is not available here.</EmptyState>;
  else if (!token || expired) body = <SignedOutView text="Sign in with a staff account to edit site content" />;
  else if (!lastList.current && (list.status === 'loading' || list.status === 'idle')) {
    body = (
      <div aria-busy="true">
        <LoadingState label="Loading pages…" />
        <SkeletonBlock $height={240} aria-hidden="true" />
      </div>
    );
  } else if (list.status === 'error' && list.error.status === 403) {
    body = <EmptyState action={<TextLink to="/">Go to the home page</TextLink>}>Only MediaMart staff can edit site content.</EmptyState>;
  } else if (list.status === 'error') {
    body = <ErrorState title="Could not load the pages" message={errorText(list.error)} onRetry={retryList} />;
  } else if (lastList.current) {
    const rows = pageRows(lastList.current);
    const current = rows.find((r) => r.url === selected);
    body = (
      <Layout>
        <Pages aria-label="Pages">
          <ul>
            {rows.map((r) => (
              <li key={r.url}>
                <button type="button" aria-current={r.url === selected ? 'page' : undefined} onClick={() => choose(r.url)}>
                  {r.stored?.title ?? r.title}
                  <small>{r.url} · {r.stored ? `version ${r.stored.version}` : 'not written yet'}</small>
                </button>
              </li>
            ))}
          </ul>
        </Pages>
        {current ? (
          <ContentEditor key={current.url} api={mainApi} url={current.url} kind={current.kind} routeTitle={current.title}
            exists={!!current.stored} onSaved={retryList} onDirtyChange={onDirtyChange} onExpired={expire} />
        ) : (
          <Muted>{selected ? `${selected} is not a content page. ` : ''}Choose a page to edit.</Muted>
        )}
      </Layout>
    );
  }

  return (
    <Page style={{ maxWidth: 1400 }}>
      <PageTitle>Site content</PageTitle>
      {body}
    </Page>
  );
}
