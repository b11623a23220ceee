import { Page, PageTitle, TextLink } from '../ui/primitives';
import { EmptyState } from 'shared-ui/states';

/** Any other path the host gives the dashboard (e.g. the brief, built in a later issue). */
export function NotFoundPage() {
  return (
    <Page>
      <PageTitle>Page not found</PageTitle>
      <EmptyState action={<TextLink to="/dashboard">Go to your campaigns</TextLink>}>
        This page does not exist yet.
      </EmptyState>
    </Page>
  );
}
