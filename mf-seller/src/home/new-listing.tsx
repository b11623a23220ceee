import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORIES, isCategoryKey, type CategoryKey } from 'shared-domain';
import { Button, Field, Select } from 'shared-ui/forms';
import { useRuntime } from 'shared-ui';
import { createSellerProfile } from '../seller-api';
import { problemText } from '../shared/seller-format';
import { ActionRow, Outcome } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';

const CategoryBox = styled.div`
  flex: 1 1 220px;
  max-width: 360px;
  > div {
    margin-bottom: 0;
  }
`;

/** Starts a listing: pick its category, and the editor opens on the new draft. */
export function NewListing() {
  const api = useRuntime().api.serviceA;
  const navigate = useNavigate();
  const [category, setCategory] = useState<CategoryKey | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSend((key: CategoryKey) => createSellerProfile(api, key));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!category) {
      setProblem('Choose the category of your media');
      return;
    }
    const profile = await send.run(category);
    if (profile) navigate(`/seller/profiles/${encodeURIComponent(profile._id)}`);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New listing">
      <ActionRow>
        <CategoryBox>
          <Field label="Category of the new listing" error={problem}>
            <Select value={category} onChange={(e) => { setCategory(isCategoryKey(e.target.value) ? e.target.value : ''); setProblem(null); }}>
              <option value="">Choose a category</option>
              {CATEGORIES.map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
            </Select>
          </Field>
        </CategoryBox>
        <Button type="submit" disabled={send.sending}>{send.sending ? 'Creating…' : 'New listing'}</Button>
      </ActionRow>
      {send.error ? <Outcome $tone="error" role="alert">Could not start the listing: {problemText(send.error)}</Outcome> : null}
    </form>
  );
}
