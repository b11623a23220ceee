import { css } from 'styled-components';
import { color, focusRing } from 'shared-ui';

/** A rounded pill `height` px tall (a filter chip, a category link): surface, ink text, focus ring. */
export const pill = (height: number) => css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: ${height}px;
  border-radius: ${height / 2}px;
  background: ${color.surface};
  color: ${color.ink};
  ${focusRing}
`;

/** A small label on a card (a discount, a kind of media): `ink` on `background`, `radius` px round. */
export const badge = (background: string, ink: string, radius: number) => css`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${radius}px;
  background: ${background};
  color: ${ink};
`;

/** The catalog's select box (sort order, a filter's values). */
export const selectControl = css`
  font: inherit;
  min-height: 44px;
  padding: 0 8px;
  border: 1px solid ${color.muted};
  border-radius: 6px;
  background: ${color.surface};
  color: ${color.ink};
  ${focusRing}
`;
