import type { CampaignUser } from '../../api/campaigns.api';
import { Button } from '../../ui/primitives';
import { RowList } from '../../ui/row-list';
import { color } from 'shared-ui';

/** A user's name, else their address. */
export const who = (u: CampaignUser): string => u.name?.trim() || u.email?.trim() || 'A user';

/** The people the campaign is shared with; the owner may remove each. */
export function PeopleList({ users, onRemove }: { users: readonly CampaignUser[]; onRemove?: (user: CampaignUser) => void }) {
  return (
    <RowList aria-label="People with access">
      {users.map((u) => (
        <li key={u._id}>
          <span>
            <strong>{who(u)}</strong>
            {u.name && u.email ? <span style={{ color: color.muted }}> ({u.email})</span> : null}
          </span>
          {onRemove ? (
            <Button type="button" $variant="danger" aria-label={`Remove access for ${who(u)}`} onClick={() => onRemove(u)}>
              Remove
            </Button>
          ) : null}
        </li>
      ))}
    </RowList>
  );
}
