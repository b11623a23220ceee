import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { formatNumber } from '../app/format';
import { color, focusRing } from 'shared-ui';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  margin-top: 24px;
`;

/** Prev and Next: a bordered box in `tone`, the accent while it links, muted where it cannot. */
const pageStep = (tone: string) => css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${tone};
  border-radius: 6px;
  color: ${tone};
`;

const PageLink = styled(Link)`
  ${pageStep(color.accent)}
  font-weight: 600;
  text-decoration: none;
  ${focusRing}
`;

const Disabled = styled.span`
  ${pageStep(color.muted)}
  border-color: ${color.line};
`;

/** Prev / Next links (real links, so a page can be opened or shared) and "Page n of m". */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label="Pagination">
      {page > 1 ? (
        <PageLink to={hrefFor(page - 1)} rel="prev">
          Prev
        </PageLink>
      ) : (
        <Disabled aria-disabled="true">Prev</Disabled>
      )}
      <span aria-current="page">
        Page {formatNumber(page)} of {formatNumber(pageCount)}
      </span>
      {page < pageCount ? (
        <PageLink to={hrefFor(page + 1)} rel="next">
          Next
        </PageLink>
      ) : (
        <Disabled aria-disabled="true">Next</Disabled>
      )}
    </Nav>
  );
}
