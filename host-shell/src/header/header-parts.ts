import styled from 'styled-components';
import { Button } from 'shared-ui/forms';

/** The header's square icon buttons (search, menu, close): shared-ui's Button, plain, icon-sized. */
export const IconButton = styled(Button).attrs({ $variant: 'plain', $size: 'icon' } as const)``;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
