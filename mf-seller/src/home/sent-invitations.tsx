import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { SellerSentInvitation } from 'shared-domain/seller';
import { color, useRuntime } from 'shared-ui';
import { ErrorState, useLatestData, type Resource } from 'shared-ui/states';
import { OutlineButton } from 'shared-ui/forms';
import { revokeSellerInvitation } from '../seller-api';
import { formatWhen, problemText } from '../shared/seller-format';
import { Loading, Note, Outcome, SmallPrint } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';

const Heading = styled.h3`
  font-size: 1.0625rem;
  margin: 20px 0 8px;
  &:focus {
    outline: none;
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 4px 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${color.line};
  }
  li > div {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

/**
 * The account's open invitations, each with Revoke. A revoke answers the list left, shown at
 * once; the next load of `resource` (after another invite) takes over from it.
 */
export function SentInvitations({ resource, onRetry }: { resource: Resource<SellerSentInvitation[]>; onRetry: () => void }) {
  const api = useRuntime().api.serviceA;
  const latest = useLatestData(resource);
  const [afterRevoke, setAfterRevoke] = useState<{ basis: SellerSentInvitation[] | undefined; list: SellerSentInvitation[] } | null>(null);
  const revoke = useSend((id: string) => revokeSellerInvitation(api, id));
  const heading = useRef<HTMLHeadingElement>(null);
  const list = afterRevoke && afterRevoke.basis === latest ? afterRevoke.list : latest;

  const onRevoke = async (id: string) => {
    const left = await revoke.run(id);
    if (!left) return;
    setAfterRevoke({ basis: latest, list: left });
    // The button pressed is gone with its row: the keyboard continues from the list's heading.
    heading.current?.focus();
  };

  let body;
  if (list) {
    body = list.length === 0 ? <Note>No open invitations.</Note> : (
      <Rows>
        {list.map((invitation) => (
          <li key={invitation._id}>
            <div>
              <p>{invitation.email}</p>
              <SmallPrint>Invited by {invitation.invitedBy} · open until {formatWhen(invitation.expiresAt)}</SmallPrint>
            </div>
            <OutlineButton type="button" disabled={revoke.sending} aria-label={`Revoke the invitation to ${invitation.email}`} onClick={() => void onRevoke(invitation._id)}>
              Revoke
            </OutlineButton>
          </li>
        ))}
      </Rows>
    );
  } else if (resource.status === 'error') {
    body = <ErrorState title="Could not load the open invitations" message={problemText(resource.error)} onRetry={onRetry} />;
  } else {
    body = <Loading label="Loading the open invitations…" heights={[48]} />;
  }

  return (
    <section aria-labelledby="seller-sent-invitations">
      <Heading id="seller-sent-invitations" ref={heading} tabIndex={-1}>Open invitations</Heading>
      {body}
      {revoke.error ? <Outcome $tone="error" role="alert">{problemText(revoke.error, { 404: 'This invitation was already answered, revoked or expired. Reload the page to see the list as it is.' })}</Outcome> : null}
    </section>
  );
}
