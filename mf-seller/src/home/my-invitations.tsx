import { useState } from 'react';
import styled from 'styled-components';
import type { SellerAccountAnswer, SellerInvitation } from 'shared-domain/seller';
import { color, useRuntime } from 'shared-ui';
import { Button, OutlineButton } from 'shared-ui/forms';
import { ErrorState, useLatestData, type Resource } from 'shared-ui/states';
import { acceptSellerInvitation, declineSellerInvitation } from '../seller-api';
import { formatWhen, problemText } from '../shared/seller-format';
import { ActionRow, Note, Outcome, Panel, SmallPrint } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 12px 0;
    border-bottom: 1px solid ${color.line};
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-bottom: 0;
  }
  p {
    margin: 0 0 4px;
  }
`;

/**
 * Invitations to the signed-in user's e-mail address, each with Accept and Decline. Nothing
 * shows while they load or when there are none: the studio or the sign-up form is the page.
 * A user who already belongs to an account is told to leave it first (the server says so too).
 */
export function MyInvitations({ resource, onRetry, member, onAccepted }: {
  resource: Resource<SellerInvitation[]>;
  onRetry: () => void;
  /** True when the user belongs to a seller account already. */
  member: boolean;
  onAccepted: (answer: SellerAccountAnswer) => void;
}) {
  const api = useRuntime().api.serviceA;
  const latest = useLatestData(resource);
  const [afterDecline, setAfterDecline] = useState<{ basis: SellerInvitation[] | undefined; list: SellerInvitation[] } | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const accepting = useSend((id: string) => acceptSellerInvitation(api, id));
  const declining = useSend((id: string) => declineSellerInvitation(api, id));
  const busy = accepting.sending || declining.sending;
  const failed = accepting.error ?? declining.error;
  const list = afterDecline && afterDecline.basis === latest ? afterDecline.list : latest;

  const accept = async (invitation: SellerInvitation) => {
    if (busy) return;
    setDeclined(null);
    declining.clear();
    const joined = await accepting.run(invitation._id);
    if (joined) onAccepted(joined);
  };

  const decline = async (invitation: SellerInvitation) => {
    if (busy) return;
    setDeclined(null);
    accepting.clear();
    const left = await declining.run(invitation._id);
    if (!left) return;
    setAfterDecline({ basis: latest, list: left });
    setDeclined(`You declined the invitation from ${invitation.accountName}.`);
  };

  if (!list) {
    return resource.status === 'error'
      ? <ErrorState title="Could not load your invitations to seller accounts" message={problemText(resource.error)} onRetry={onRetry} />
      : null;
  }
  if (list.length === 0) return declined ? <Outcome $tone="done" role="status">{declined}</Outcome> : null;
  return (
    <Panel aria-labelledby="seller-my-invitations">
      <h2 id="seller-my-invitations">Invitations to join a seller account</h2>
      {member ? <Note>You belong to a seller account already. To accept an invitation, leave your account first (under Team, below).</Note> : null}
      <Rows>
        {list.map((invitation) => (
          <li key={invitation._id}>
            <p><strong>{invitation.accountName}</strong> invited you to list media with them.</p>
            <SmallPrint>Invited by {invitation.invitedBy} · open until {formatWhen(invitation.expiresAt)}</SmallPrint>
            <ActionRow>
              <Button type="button" aria-disabled={busy} aria-label={`Accept the invitation from ${invitation.accountName}`} onClick={() => void accept(invitation)}>
                Accept
              </Button>
              <OutlineButton type="button" aria-disabled={busy} aria-label={`Decline the invitation from ${invitation.accountName}`} onClick={() => void decline(invitation)}>
                Decline
              </OutlineButton>
            </ActionRow>
          </li>
        ))}
      </Rows>
      {failed ? (
        <Outcome $tone="error" role="alert">
          {problemText(failed, { 404: 'This invitation is no longer open: it expired, was withdrawn or was answered. Reload the page to see your invitations as they are.' })}
        </Outcome>
      ) : null}
      {declined ? <Outcome $tone="done" role="status">{declined}</Outcome> : null}
    </Panel>
  );
}
