import { useRef, useState } from 'react';
import styled from 'styled-components';
import { EMAIL_MESSAGE } from 'shared-domain';
import type { CampaignDetail, CampaignUser } from '../../api/campaigns.api';
import type { Action } from '../../app/use-action';
import { Button, Field, Input } from 'shared-ui/forms';
import { mobile } from 'shared-ui';
import { parseAddresses } from './addresses';

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

/** The owner's form to share the campaign with more addresses; each is checked before anything is sent. */
export function ShareForm({
  campaign, add, onShared,
}: {
  campaign: CampaignDetail;
  add: Action<[string[]], { _users: CampaignUser[] }>;
  onShared: (answer: { _users: CampaignUser[] }) => void;
}) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

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
    onShared(answer);
    setEmail('');
  };

  return (
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
      <Button type="submit" aria-disabled={add.pending || undefined} aria-busy={add.pending || undefined}>
        {add.pending ? 'Sharing…' : 'Share'}
      </Button>
    </AddRow>
  );
}
