import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isStaff, isWhiteLabelAdmin, type ApiError, type User } from 'shared-domain';
import { HOSTNAME_STATUS_LABEL, type Organization } from 'shared-domain/organizations';
import { usePageResource } from 'shared-ui/runtime';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';
import { useDocumentTitle } from '../app/use-document-title';
import type { Resource } from '../app/use-resource';
import { useViewer } from '../app/use-viewer';
import { ButtonLink, Muted, Page, PageHead, PageTitle, TextLink } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { color, mobile } from 'shared-ui';
import { OrganizationForm } from './organization-form';
import { ORGANISATIONS_STAFF_ONLY } from './staff-only-text';
import { fetchOrganization, listOrganizations } from './organizations.api';
import { CardList } from '../ui/row-list';
import { Badge } from '../ui/badge';

const Item = styled.li`
  display: grid;
  grid-template-columns: 12px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
  padding: 12px 16px;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  ${mobile} {
    grid-template-columns: 12px minmax(0, 1fr);
    > :last-child { grid-column: 1 / -1; }
  }
  h2 { font-size: 1.0625rem; margin: 0 0 4px; overflow-wrap: anywhere; }
  p { margin: 0; color: ${color.muted}; overflow-wrap: anywhere; }
`;

const Swatch = styled.span<{ $colour: string }>`
  width: 12px;
  align-self: stretch;
  border-radius: 4px;
  background: ${(p) => p.$colour};
`;

const Back = styled.p`
  margin: 0 0 8px;
`;

/** An organisation's hostnames for the list, each not yet verified with where its claim stands. */
function hostnamesText(o: Organization): string {
  if (!o.hostnameClaims.length) return 'No hostname yet';
  return o.hostnameClaims.map((c) => (c.status === 'verified' ? c.hostname : `${c.hostname} (${HOSTNAME_STATUS_LABEL[c.status].toLowerCase()})`)).join(', ');
}

const pendingCount = (o: Organization) => o.hostnameClaims.filter((c) => c.status === 'pending').length;

/**
 * The missing, failed and loading states every organisation screen shares (signing in and who
 * may see them are the access gate's); null to show the screen.
 */
function loadState(title: string, result: Resource<unknown>, retry: () => void, viewer: User | null = null): ReactNode | null {
  const frame = (body: ReactNode) => (
    <Page>
      <PageTitle>{title}</PageTitle>
      {body}
    </Page>
  );
  if (result.status === 'error' && result.error.status === 404) {
    return frame(<EmptyState action={backLink(viewer)}>This organisation does not exist.</EmptyState>);
  }
  if (result.status === 'error') return frame(<ErrorState title="Could not load the organisations" message={errorText(result.error as ApiError)} onRetry={retry} />);
  if (result.status !== 'success') {
    return frame(
      <div aria-busy="true">
        <LoadingState label="Loading…" />
        <SkeletonBlock $height={96} aria-hidden="true" />
        <SkeletonBlock $height={240} aria-hidden="true" />
      </div>,
    );
  }
  return null;
}

const STAFF_ONLY = (
  <EmptyState action={<TextLink to="/dashboard">Go to your campaigns</TextLink>}>{ORGANISATIONS_STAFF_ONLY}</EmptyState>
);

/** Where the organisation screens send a viewer back to: a white-label-admin to its own settings, staff to the list. */
function backLink(viewer: User | null, label = 'All organisations'): ReactNode {
  return viewer && !isStaff(viewer) && isWhiteLabelAdmin(viewer)
    ? <TextLink to="/organization">Your organisation settings</TextLink>
    : <TextLink to="/staff/organizations">{label}</TextLink>;
}

/**
 * A new organisation is for staff only: a white-label-admin (whom the route's access level lets
 * into its own organisation's screen) is sent to its own settings, as creating is refused.
 * Null for staff and while unknown.
 */
function notForViewer(viewer: User | null): ReactNode | null {
  if (!viewer || isStaff(viewer)) return null;
  if (!isWhiteLabelAdmin(viewer)) return STAFF_ONLY;
  return <EmptyState action={backLink(viewer)}>{ORGANISATIONS_STAFF_ONLY}</EmptyState>;
}

/** `/staff/organizations`: every organisation with its hostnames; New organisation; each opens its settings. */
export function StaffOrganizationsPage() {
  const { mainApi } = useDashboardServices();
  const [result, retry] = usePageResource('organisations', () => listOrganizations(mainApi));
  useDocumentTitle('Organisations', 'White-label organisations: their hostnames, colours and contact details.');
  const viewer = useViewer();
  const state = loadState('Organisations', result, retry, viewer);
  if (state) return state;
  const orgs = result.status === 'success' ? result.data : [];
  return (
    <Page>
      <PageHead>
        <PageTitle>Organisations</PageTitle>
        <ButtonLink to="/staff/organizations/new">New organisation</ButtonLink>
      </PageHead>
      {orgs.length === 0 ? (
        <EmptyState action={<ButtonLink to="/staff/organizations/new">New organisation</ButtonLink>}>
          No organisations yet. An organisation is an agency&apos;s white-label copy of the site on its own hostnames.
        </EmptyState>
      ) : (
        <CardList>
          {orgs.map((o) => (
            <Item key={o._org}>
              <Swatch $colour={o.settings.theme.palette.primary.main} aria-hidden="true" />
              <div>
                <h2>{o.name}</h2>
                <p>{hostnamesText(o)}</p>
                {pendingCount(o) ? <Badge $tone="warning">{pendingCount(o)} hostname{pendingCount(o) === 1 ? '' : 's'} to verify</Badge> : null}
              </div>
              <ButtonLink to={`/staff/organizations/${encodeURIComponent(o._org)}`} $variant="secondary" aria-label={`Edit ${o.name}`}>
                Edit
              </ButtonLink>
            </Item>
          ))}
        </CardList>
      )}
    </Page>
  );
}

/** `/staff/organizations/:id` (and `/staff/organizations/new`): one organisation's settings, for staff. */
export function StaffOrganizationPage() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const { mainApi } = useDashboardServices();
  const [result, retry] = usePageResource<Organization | null>(id, () => (isNew ? Promise.resolve(null) : fetchOrganization(mainApi, id)));
  const [current, setCurrent] = useState<Organization | null>(null);
  useEffect(() => {
    if (result.status === 'success') setCurrent(result.data);
  }, [result]);
  const title = isNew ? 'New organisation' : current ? current.name : 'Organisation';
  useDocumentTitle(isNew ? 'New organisation' : 'Organisation', 'An organisation’s white-label settings.');
  const viewer = useViewer();
  const state = loadState(title, result, retry, viewer);
  // Only staff create organisations; a white-label-admin may open its own by id (the server decides).
  const refused = isNew ? notForViewer(viewer) : null;
  if (refused) {
    return (
      <Page>
        <PageTitle>{title}</PageTitle>
        {refused}
      </Page>
    );
  }
  if (state) return state;
  const org = result.status === 'success' ? current ?? result.data : null;
  const admin = viewer !== null && !isStaff(viewer);
  return (
    <Page>
      <Back>{admin ? backLink(viewer) : <TextLink to="/staff/organizations">← All organisations</TextLink>}</Back>
      <PageTitle>{title}</PageTitle>
      {org && (
        <Muted>
          <TextLink to={admin ? '/staff/content' : `/staff/content?organization=${encodeURIComponent(org._org)}`}>Pages&apos; texts</TextLink>: the
          organisation&apos;s own text of the About, Privacy Policy and other pages on its host.
        </Muted>
      )}
      <OrganizationForm
        key={org?._org ?? 'new'}
        org={org}
        notice={created ? 'The organisation is created. You can now upload its logo.' : undefined}
        onSaved={(next, isCreated) => {
          setCurrent(next);
          if (isCreated) navigate(`/staff/organizations/${encodeURIComponent(next._org)}`, { replace: true, state: { created: true } });
        }}
      />
    </Page>
  );
}

/** `/organization`: a white-label-admin's own organisation (GET /organizations answers [its own]). */
export function OwnOrganizationPage() {
  const { mainApi } = useDashboardServices();
  const viewer = useViewer();
  const [result, retry] = usePageResource('own-organisation', () => listOrganizations(mainApi));
  const [current, setCurrent] = useState<Organization | null>(null);
  useDocumentTitle('Organisation settings', 'Your organisation’s logo, colours, hostnames and contact details.');
  const state = loadState('Organisation settings', result, retry);
  if (state) return state;
  if (isStaff(viewer)) {
    return (
      <Page>
        <PageTitle>Organisation settings</PageTitle>
        <EmptyState action={<ButtonLink to="/staff/organizations">Organisations</ButtonLink>}>
          Staff edit every organisation from the list of organisations.
        </EmptyState>
      </Page>
    );
  }
  const orgs = result.status === 'success' ? result.data : [];
  const org = current ?? orgs[0] ?? null;
  if (!org) {
    return (
      <Page>
        <PageTitle>Organisation settings</PageTitle>
        <EmptyState action={<TextLink to="/dashboard">Go to your campaigns</TextLink>}>Your account does not belong to an organisation.</EmptyState>
      </Page>
    );
  }
  return (
    <Page>
      <PageTitle>Organisation settings</PageTitle>
      <Muted>{org.name}: what visitors of {org.hostnames[0] ?? 'your hostnames'} see.</Muted>
      <Muted><TextLink to="/staff/content">Your pages&apos; texts</TextLink>: the About, Privacy Policy and other pages as your host shows them.</Muted>
      <OrganizationForm key={org._org} org={org} onSaved={(next) => setCurrent(next)} />
    </Page>
  );
}
