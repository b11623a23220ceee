import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { alpha, color, mobile } from 'shared-ui';
import { Button, buttonStyle, LinkButton, type ButtonStyleProps } from 'shared-ui/forms';
import { COMPARE_LIMIT, compareHref } from './compare-store';
import { useCompare } from './use-compare';

const TRAY_HEIGHT = 72;

const Bar = styled.aside`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  min-height: ${TRAY_HEIGHT}px;
  box-sizing: border-box;
  padding: 12px 16px;
  background: ${color.surface};
  border-top: 1px solid ${color.line};
  box-shadow: 0 -4px 16px ${alpha(color.ink, 12)};
  color: ${color.ink};
  ${mobile} {
    padding: 8px 12px;
  }
`;

const Heading = styled.h2`
  font-size: 1rem;
  margin: 0;
`;

const Picks = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  flex: 1 1 320px;
  ${mobile} {
    order: 3;
    flex-basis: 100%;
    flex-wrap: nowrap;
    overflow-x: auto;
  }
  li {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    max-width: 260px;
    padding: 2px 2px 2px 10px;
    border: 1px solid ${color.line};
    border-radius: 999px;
    background: ${color.canvas};
    font-size: 0.875rem;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** A round × : shared-ui's plain icon Button, smaller. */
const Remove = styled(Button).attrs({ $variant: 'plain', $size: 'icon' } as const)`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  color: ${color.muted};
  font-size: 1.125rem;
  line-height: 1;
  &:hover {
    background: ${color.line};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  ${mobile} {
    margin-left: auto;
  }
`;

/** A link that looks like the primary Button (shared-ui's button style). */
const CompareLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyle}
  text-decoration: none;
`;

const Clear = styled(LinkButton)`
  padding: 8px 4px;
`;

/** Keeps the end of the page clear of the fixed tray. */
const Spacer = styled.div`
  height: ${TRAY_HEIGHT + 24}px;
  ${mobile} {
    height: ${TRAY_HEIGHT * 2}px;
  }
`;

/** The picked options along the bottom of the page, each removable, with the link to `/compare`. */
export function CompareTray() {
  const { picks, remove, clear } = useCompare();
  if (picks.length === 0) return null;
  return (
    <>
      <Spacer aria-hidden="true" />
      <Bar aria-labelledby="mm-compare-tray">
        <Heading id="mm-compare-tray">
          Compare ({picks.length} of {COMPARE_LIMIT})
        </Heading>
        <Picks>
          {picks.map((p) => (
            <li key={p._id}>
              <span title={`${p.mediaName} – ${p.name}`}>
                {p.mediaName} – {p.name}
              </span>
              <Remove type="button" aria-label={`Remove ${p.name} (${p.mediaName}) from compare`} onClick={() => remove(p._id)}>
                ×
              </Remove>
            </li>
          ))}
        </Picks>
        <Actions>
          <Clear type="button" onClick={clear}>
            Clear
          </Clear>
          <CompareLink to={compareHref(picks.map((p) => p._id))}>
            {picks.length === 1 ? 'Compare 1 option' : `Compare ${picks.length} options`}
          </CompareLink>
        </Actions>
      </Bar>
    </>
  );
}
