import styled from 'styled-components';
import { alpha, color } from 'shared-ui';
import { SUGGESTION_LIST_MAX_PX } from 'shared-domain/search';
import { PREVIEW_OFFSET } from '../preview/preview-banner';
import { mobile, th } from '../theme/theme';

// The popups' parts, apart from search-field.ts so they load with the popups, not the page.

export const Popup = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  min-width: 280px;
  z-index: 3;
  overflow: hidden;
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: 8px;
  box-shadow: 0 8px 24px ${alpha(color.ink, 18)};
  ${mobile} {
    position: fixed;
    top: calc(${(p) => th(p).headerHeight.mobile}px + ${PREVIEW_OFFSET});
    left: 8px;
    right: 8px;
    min-width: 0;
  }
`;

export const PopupMessage = styled.p`
  margin: 0;
  padding: 12px 16px;
  color: ${color.muted};
  font-size: 14px;
`;

/** At most 240 px tall (SPEC.md section 9), then it scrolls. */
export const PopupList = styled.ul`
  max-height: ${SUGGESTION_LIST_MAX_PX}px;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  &:empty { display: none; }
`;

export const ToolTag = styled.span`
  flex: none;
  color: ${color.muted};
  font-size: 12px;
`;
