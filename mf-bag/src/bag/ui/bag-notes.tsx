/** The notes above and below the bag: the campaign it adds to, and a guest's limit. */
import styled from 'styled-components';
import { color } from 'shared-ui';
import { LOCAL_BAG_LIMIT } from 'shared-domain';
import { Button } from './controls';

const CampaignBox = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 12px 0; padding: 10px 12px;
  border-radius: 8px; background: ${color.canvas}; color: ${color.ink};
  p { margin: 0; flex: 1 1 220px; }
`;
const GuestNote = styled.div`
  margin-top: 16px; padding: 12px; border-radius: 8px; background: ${color.canvas}; color: ${color.ink};
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px; justify-content: space-between;
`;

/** Says which campaign saving adds to (its name once known), with a way to save a new one instead. */
export function CampaignNote({ name, onLeave }: { name: string | null; onLeave(): void }) {
  return (
    <CampaignBox role="note" aria-label="Adding to a campaign">
      <p>
        {name ? <>Adding to your campaign <strong>{name}</strong>.</> : 'Adding to the campaign you came from.'} Saving adds
        the selected items to it.
      </p>
      <Button type="button" $variant="ghost" onClick={onLeave}>Save as a new campaign instead</Button>
    </CampaignBox>
  );
}

/** A guest's bag limit, with SIGN IN. */
export function GuestLimit({ onSignIn }: { onSignIn(): void }) {
  return (
    <GuestNote>
      <span>As a guest you can hold up to {LOCAL_BAG_LIMIT} items. Sign in to add more, choose options and rates, and save a campaign.</span>
      <Button type="button" $variant="primary" onClick={onSignIn}>SIGN IN</Button>
    </GuestNote>
  );
}
