import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { EMAIL_MESSAGE, normalizeEmail } from 'shared-domain';
import type { SellerAccountAnswer, SellerMember } from 'shared-domain/seller';
import { color } from 'shared-ui';
import { Button, Field, Input } from 'shared-ui/forms';
import { useCatalogServices } from '../../app/catalog-services';
import { addSellerMember } from '../seller-api';
import { fieldProblems, problemText } from '../shared/seller-format';
import { ActionRow, Note, Outcome, Panel } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';

const MEMBER_MESSAGES = {
  404: 'No MediaMart user has this e-mail address. Ask them to sign in once with it, then add them here.',
  409: 'This person already belongs to a seller account.',
};

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

/** The account's people, and adding a teammate who has signed in to MediaMart before. */
export function SellerMembers({ members, onChange }: { members: SellerMember[]; onChange: (answer: SellerAccountAnswer) => void }) {
  const { api } = useCatalogServices();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const send = useSend((address: string) => addSellerMember(api, address));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAdded(null);
    const address = normalizeEmail(email);
    if (!address) {
      setProblem(EMAIL_MESSAGE);
      return;
    }
    setProblem(null);
    const answer = await send.run(address);
    if (!answer) return;
    onChange(answer);
    setEmail('');
    setAdded(`${address} can now edit this account's listings.`);
  };

  const refused = send.error ? fieldProblems(send.error).email ?? problemText(send.error, MEMBER_MESSAGES) : null;
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
      <Note>Everyone on the team can create, edit and submit the account&apos;s listings. A teammate must have signed in to MediaMart once with the address you add.</Note>
      <form onSubmit={submit} noValidate aria-label="Add a teammate">
        <ActionRow>
          <EmailBox>
            <Field label="Add a teammate by e-mail" error={problem}>
              <Input type="email" value={email} maxLength={254} autoComplete="off" onChange={(e) => { setEmail(e.target.value); setProblem(null); send.clear(); }} />
            </Field>
          </EmailBox>
          <Button type="submit" disabled={send.sending}>{send.sending ? 'Adding…' : 'Add teammate'}</Button>
        </ActionRow>
        {refused ? <Outcome $tone="error" role="alert">{refused}</Outcome> : null}
        {added ? <Outcome $tone="done" role="status">{added}</Outcome> : null}
      </form>
    </Panel>
  );
}
