import { useState } from 'react';
import type { CampaignDetail, CampaignUser } from '../../api/campaigns.api';
import { updateCampaignUsers } from '../../api/sharing.api';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { ConfirmAction } from '../../ui/confirm-action';
import { ActionError } from '../../ui/dialog';
import { Card, Muted, SectionTitle } from '../../ui/primitives';
import { color } from 'shared-ui';
import type { CampaignUpdate } from '../use-campaign';
import { PeopleList, who } from './people-list';
import { ShareForm } from './share-form';

/** What a 403 from the users route means, in words. */
export const OWNER_ONLY = 'Only the campaign’s owner can change who it is shared with.';

/** The owner as the server describes it (`owner: { _id, name, email }`), when it does. */
function ownerOf(campaign: CampaignDetail): { name?: string | null; email?: string | null } | null {
  const owner = campaign.owner as unknown;
  if (!owner || typeof owner !== 'object') return null;
  const { name, email } = owner as { name?: unknown; email?: unknown };
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return text(name) || text(email) ? { name: text(name), email: text(email) } : null;
}

/**
 * Who else sees the campaign. The owner grants access by e-mail and removes it; others see
 * the list only. The server has the last word: a 403 says plainly that only the owner may.
 */
export function SharingSection({ campaign, update, isOwner }: { campaign: CampaignDetail; update: CampaignUpdate; isOwner: boolean }) {
  const { campaignApi } = useDashboardServices();
  const [removing, setRemoving] = useState<CampaignUser | null>(null);

  const messages = { 403: OWNER_ONLY };
  const owner = ownerOf(campaign);
  const add = useAction((addresses: string[]) => updateCampaignUsers(campaignApi, campaign._id, { add: addresses }), {
    success: 'Campaign shared',
    failure: 'Could not share the campaign',
    messages,
  });
  const remove = useAction((userId: string) => updateCampaignUsers(campaignApi, campaign._id, { remove: [userId] }), {
    success: 'Access removed',
    failure: 'Could not remove access',
    messages,
  });

  return (
    <Card aria-labelledby="sharing-title">
      <SectionTitle id="sharing-title">Sharing</SectionTitle>
      {owner ? (
        <p>
          Owner: <strong>{owner.name ?? owner.email}</strong>
          {owner.name && owner.email ? <span style={{ color: color.muted }}> ({owner.email})</span> : null}
        </p>
      ) : null}
      {campaign._users.length === 0 ? (
        <Muted>{isOwner ? 'Only you can see this campaign.' : 'Not shared with anyone yet.'}</Muted>
      ) : (
        <PeopleList
          users={campaign._users}
          onRemove={
            isOwner
              ? (u) => {
                  remove.reset();
                  setRemoving(u);
                }
              : undefined
          }
        />
      )}
      {isOwner ? (
        <ShareForm campaign={campaign} add={add} onShared={(answer) => update((c) => ({ ...c, _users: Array.isArray(answer._users) ? answer._users : c._users }))} />
      ) : (
        <Muted>{OWNER_ONLY}</Muted>
      )}
      <ActionError error={add.error} />

      {removing ? (
        <ConfirmAction
          danger
          title="Remove access"
          message={`${who(removing)} will no longer see this campaign.`}
          confirmLabel="Remove access"
          action={remove}
          args={[removing._id]}
          onClose={() => setRemoving(null)}
          onDone={(answer) => {
            update((c) => ({ ...c, _users: Array.isArray(answer._users) ? answer._users : c._users.filter((u) => u._id !== removing._id) }));
            setRemoving(null);
          }}
        />
      ) : null}
    </Card>
  );
}
