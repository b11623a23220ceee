import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../app/use-document-title';
import { Lead, Page, PageTitle } from '../ui/primitives';
import { color, focusRing } from '../ui/tokens';

const HomeLink = styled(Link)`
  color: ${color.accent};
  font-weight: 600;
  ${focusRing}
`;

/** A path the catalog does not know, or a profile that does not exist. */
export function NotFoundPage({ title = 'Page not found', message = 'We could not find the page you were looking for.' }: { title?: string; message?: string }) {
  useDocumentTitle(title);
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <Lead>{message}</Lead>
      <HomeLink to="/">Go to the home page</HomeLink>
    </Page>
  );
}
