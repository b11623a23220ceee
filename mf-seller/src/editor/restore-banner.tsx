import styled from 'styled-components';
import { color } from 'shared-ui';
import { formatWhen } from '../shared/seller-format';
import { Panel } from '../shared/seller-ui';
import { Actions, SmallButton } from './editor-parts';
import type { LocalCopy } from './local-copy';

const Box = styled(Panel)`
  border-color: ${color.warning};
  p {
    margin: 0 0 8px;
  }
`;

/** Unsaved changes from an earlier visit, newer than the stored draft: restore them or let them go. */
export function RestoreBanner({ copy, onRestore, onDiscard }: { copy: LocalCopy; onRestore: () => void; onDiscard: () => void }) {
  return (
    <Box aria-label="Unsaved changes">
      <p>
        This device has changes to this profile from {formatWhen(copy.at)} that were never saved. They are newer than the saved
        profile.
      </p>
      <Actions>
        <SmallButton type="button" onClick={onRestore}>Restore unsaved changes</SmallButton>
        <SmallButton type="button" onClick={onDiscard}>Discard them</SmallButton>
      </Actions>
    </Box>
  );
}
