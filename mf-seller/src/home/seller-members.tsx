import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { EMAIL_MESSAGE, normalizeEmail } from 'shared-domain';
import type { SellerMember } from 'shared-domain/seller';
import { color, useRuntime, useSiteName } from 'shared-ui';
import { Button, Field, Input } from 'shared-ui/forms';
import { useResource } from 'shared-ui/states';
import { fetchSentInvitations, inviteSellerMember } from '../seller-api';
import { fieldProblems, problemText } from '../shared/seller-format';
import { ActionRow, Note, Outcome, Panel } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';
import { LeaveAccount } from './leave-account';
import { SentInvitations } from './sent-invitations';

const Members = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  li {
    padding: 8px 0;
    border-bottom: 1px solid ${color.line};
    overflow-wrap: anywhere;
  }
  span {
    color: ${color.muted};
  }
`;

const EmailBox = styled.div`
  flex: 1 1 260px;
  > div {
    margin-bottom: 0;
  }
`;

const memberContact = (m: SellerMember) => [m.email, m.phone].filter(Boolean).join(' · ');

/**
 * The account's people: the team, inviting a teammate by e-mail, the open invitations (with
 * Revoke) and leaving. What an invite says afterwards is the same for every address, as the
 * server's answer is: whether someone uses MediaMart is theirs to tell.
 */
export function SellerMembers({ members, reloadKey, onLeft }: { members: SellerMember[]; reloadKey: string; onLeft: () => void }) {
  const api = useRuntime().api.serviceA;
  const siteName = useSiteName();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [invited, setInvited] = useState<string | null>(null);
  const send = useSend((address: string) => inviteSellerMember(api, address));
  const [sent, reloadSent] = useResource(`seller-sent-invitations:${reloadKey}`, () => fetchSentInvitations(api));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setInvited(null);
    const address = normalizeEmail(email);
    if (!address) {
      setProblem(EMAIL_MESSAGE);
      return;
    }
    setProblem(null);
    const answer = await send.run(address);
    if (!answer) return;
    setEmail('');
    setInvited(`Invitation sent to ${answer.invited}. Once they sign in to ${siteName} with this address, they can accept it in their seller studio. It stays open for two weeks.`);
    reloadSent();
  };

  const serverProblem = send.error ? fieldProblems(send.error).email ?? null : null;
  const refused = send.error && !serverProblem ? problemText(send.error) : null;
  return (
    <Panel aria-labelledby="seller-members">
      <h2 id="seller-members">Team</h2>
      <Members>
        {members.map((m) => (
          <li key={m._id}>
            {m.name || 'Unnamed user'} {memberContact(m) ? <span>{memberContact(m)}</span> : null}
          </li>
        ))}
      </Members>
      <Note>Everyone on the team can create, edit and submit the account&apos;s listings. A teammate joins when they accept your invitation.</Note>
      <form onSubmit={submit} noValidate aria-label="Invite a teammate">
        <ActionRow>
          <EmailBox>
            <Field label="Invite a teammate by e-mail" error={problem ?? serverProblem}>
              <Input type="email" value={email} maxLength={254} autoComplete="off" onChange={(e) => { setEmail(e.target.value); setProblem(null); setInvited(null); send.clear(); }} />
            </Field>
          </EmailBox>
          <Button type="submit" disabled={send.sending}>{send.sending ? 'Sending…' : 'Send invitation'}</Button>
        </ActionRow>
        {refused ? <Outcome $tone="error" role="alert">{refused}</Outcome> : null}
        {invited ? <Outcome $tone="done" role="status">{invited}</Outcome> : null}
      </form>
      <SentInvitations resource={sent} onRetry={reloadSent} />
      <LeaveAccount onlyMember={members.length <= 1} onLeft={onLeft} />
    </Panel>
  );
}
