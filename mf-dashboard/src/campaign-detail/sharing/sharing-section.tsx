import { useRef, useState } from 'react';
import styled from 'styled-components';
import { normalizeEmail, EMAIL_MESSAGE } from 'shared-domain';
import type { CampaignDetail, CampaignUser } from '../../api/campaigns.api';
import { updateCampaignUsers } from '../../api/sharing.api';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { ActionError, BusyButton, ConfirmDialog } from '../../ui/dialog';
import { Field, Input } from 'shared-ui/forms';
import { Button, Card, Muted, SectionTitle } from '../../ui/primitives';
import { color, mobile } from 'shared-ui';
import type { CampaignUpdate } from '../use-campaign';

/** What a 403 from the users route means, in words. */
export const OWNER_ONLY = 'Only the campaign’s owner can change who it is shared with.';

const People = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${color.line};
    overflow-wrap: anywhere;
  }
  li > span {
    min-width: 0;
  }
  li > button {
    flex-shrink: 0;
    white-space: nowrap;
  }
`;

const AddRow = styled.form`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  > :first-child {
    flex: 1;
  }
  button {
    margin-top: 26px;
  }
  ${mobile} {
    flex-direction: column;
    align-items: stretch;
    button {
      margin-top: 0;
    }
  }
`;

const who = (u: CampaignUser) => u.name?.trim() || u.email?.trim() || 'A user';

/** The owner as the server describes it (`owner: { _id, name, email }`), when it does. */
function ownerOf(campaign: CampaignDetail): { name?: string | null; email?: string | null } | null {
  const owner = campaign.owner as unknown;
  if (!owner || typeof owner !== 'object') return null;
  const { name, email } = owner as { name?: unknown; email?: unknown };
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return text(name) || text(email) ? { name: text(name), email: text(email) } : null;
}

/** Splits what was typed into addresses (commas, semicolons, spaces or new lines between them). */
export function parseAddresses(text: string): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,;]+/).filter(Boolean)) {
    const address = normalizeEmail(part);
    if (!address) invalid.push(part);
    else if (!valid.includes(address)) valid.push(address);
  }
  return { valid, invalid };
}

/**
 * Who else sees the campaign. The owner grants access by e-mail and removes it; others see
 * the list only. The server has the last word: a 403 says plainly that only the owner may.
 */
export function SharingSection({ campaign, update, isOwner }: { campaign: CampaignDetail; update: CampaignUpdate; isOwner: boolean }) {
  const { campaignApi } = useDashboardServices();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
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

  const submit = async () => {
    const refuse = (message: string) => {
      setEmailError(message);
      emailRef.current?.focus();
    };
    const { valid, invalid } = parseAddresses(email);
    if (!valid.length && !invalid.length) return refuse('Enter the e-mail address to share with');
    if (invalid.length) return refuse(invalid.length === 1 && valid.length === 0 ? EMAIL_MESSAGE : `Not an e-mail address: ${invalid.join(', ')}`);
    const known = new Set(campaign._users.map((u) => u.email?.toLowerCase()).filter(Boolean));
    const fresh = valid.filter((a) => !known.has(a));
    if (!fresh.length) return refuse(valid.length === 1 ? 'The campaign is already shared with this address' : 'The campaign is already shared with these addresses');
    setEmailError(null);
    const answer = await add.run(fresh);
    if (!answer) {
      // The server's reason is shown under the form; the address stays to be corrected.
      emailRef.current?.focus();
      return;
    }
    update((c) => ({ ...c, _users: Array.isArray(answer._users) ? answer._users : c._users }));
    setEmail('');
  };

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
        <People aria-label="People with access">
          {campaign._users.map((u) => (
            <li key={u._id}>
              <span>
                <strong>{who(u)}</strong>
                {u.name && u.email ? <span style={{ color: color.muted }}> ({u.email})</span> : null}
              </span>
              {isOwner ? (
                <Button
                  type="button"
                  $variant="danger"
                  aria-label={`Remove access for ${who(u)}`}
                  onClick={() => {
                    remove.reset();
                    setRemoving(u);
                  }}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </People>
      )}
      {isOwner ? (
        <AddRow
          aria-label="Share with someone"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Field
            label="Share with (e-mail)"
            error={emailError}
            hint="They need an account: ask them to sign in once with this address first. Separate several addresses with commas."
          >
            <Input
              ref={emailRef}
              type="text"
              inputMode="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailError(null);
                add.reset();
              }}
              autoComplete="email"
            />
          </Field>
          <BusyButton type="submit" aria-disabled={add.pending || undefined} aria-busy={add.pending || undefined}>
            {add.pending ? 'Sharing…' : 'Share'}
          </BusyButton>
        </AddRow>
      ) : (
        <Muted>{OWNER_ONLY}</Muted>
      )}
      <ActionError error={add.error} />

      {removing ? (
        <ConfirmDialog
          danger
          title="Remove access"
          message={`${who(removing)} will no longer see this campaign.`}
          confirmLabel="Remove access"
          pending={remove.pending}
          error={remove.error}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            const answer = await remove.run(removing._id);
            if (!answer) return;
            update((c) => ({ ...c, _users: Array.isArray(answer._users) ? answer._users : c._users.filter((u) => u._id !== removing._id) }));
            setRemoving(null);
          }}
        />
      ) : null}
    </Card>
  );
}
