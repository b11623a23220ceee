import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, toApiError, type User } from 'shared-domain';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { usePageResource } from 'shared-ui/runtime';
import { Field, FieldError, FieldRow, Input, TextArea } from 'shared-ui/forms';
import { Actions, Button, Card, Muted, Page, PageTitle, SectionTitle } from '../ui/primitives';
import { ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { color } from 'shared-ui';
import { fetchAccount, saveAgencyDetails, saveProfile } from './account.api';
import { agencyBody, agencyDraftOf, agencyErrors, agencyFieldOfMessage, type AgencyDraft, type AgencyErrors, type AgencyField } from './agency-form';

const PROFILE_NAME_MAX = 80;

const Saved = styled.p`
  margin: 0;
  color: ${color.success};
  font-weight: 600;
`;

const ReadOnly = styled.dl`
  display: grid;
  grid-template-columns: minmax(90px, max-content) 1fr;
  gap: 8px 16px;
  margin: 0 0 12px;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const PhoneRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

/** A sentence that a save went through, until the next edit. */
function SavedNote({ text }: { text: string | null }) {
  return <div role="status" aria-live="polite">{text ? <Saved>{text}</Saved> : null}</div>;
}

/**
 * `/account`: the signed-in user's own details. The name (PUT /user/profile); the e-mail
 * they sign in with (read-only); the phone, verified by a code through the auth remote's
 * dialog (`auth/phone-verification-requested`); and the agency details that invoices carry
 * (PUT /user/agency-details: agency name, GSTIN checked by its check digit, billing address).
 */
export function AccountPage() {
  const { mainApi, bus } = useDashboardServices();
  const [result, retry] = usePageResource('account', () => fetchAccount(mainApi));
  const [user, setUser] = useState<User | null>(null);
  useDocumentTitle('Your account', 'Your name, phone and the agency details your invoices carry.');

  useEffect(() => {
    if (result.status === 'success') setUser(result.data);
  }, [result]);
  // The phone dialog (mf-auth) answers with the updated user.
  useEffect(() => {
    const sub = bus.on('auth/phone-verified').subscribe((e) => setUser(e.user));
    return () => sub.unsubscribe();
  }, [bus]);

  const updated = (next: User) => {
    setUser(next);
    bus.publish({ type: 'auth/profile-updated', user: next });
  };

  return (
    <Page>
      <PageTitle>Your account</PageTitle>
      {result.status === 'error' ? (
        <ErrorState title="Could not load your account" message={errorText(result.error)} onRetry={retry} />
      ) : !user || result.status !== 'success' ? (
        <div aria-busy="true">
          <LoadingState label="Loading your account…" />
          <SkeletonBlock $height={180} aria-hidden="true" />
          <SkeletonBlock $height={320} aria-hidden="true" />
        </div>
      ) : (
        <>
          <ProfileCard key={`profile-${user._id}`} user={user} onSaved={updated} />
          <AgencyCard key={`agency-${user._id}`} user={user} onSaved={updated} />
        </>
      )}
    </Page>
  );
}

function ProfileCard({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { mainApi, bus } = useDashboardServices();
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > PROFILE_NAME_MAX) {
      setError(`Enter your name (at most ${PROFILE_NAME_MAX} characters)`);
      return;
    }
    setSaving(true);
    setError(null);
    setSaved(null);
    try {
      const next = await saveProfile(mainApi, trimmed);
      setName(next.name);
      setSaved('Your name is saved.');
      onSaved(next);
    } catch (err) {
      const apiError = toApiError(err);
      setError(errorText(apiError));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card aria-labelledby="account-profile-title">
      <SectionTitle id="account-profile-title">About you</SectionTitle>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Your name">
        <Field label="Name" error={error}>
          <Input
            value={name}
            autoComplete="name"
            maxLength={PROFILE_NAME_MAX + 20}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
              setSaved(null);
            }}
          />
        </Field>
        <Actions>
          <Button type="submit" disabled={saving}>{saving ? 'Saving…' : 'Save name'}</Button>
          <SavedNote text={saved} />
        </Actions>
      </form>
      <ReadOnly>
        <dt>E-mail</dt>
        <dd>{user.email ? <>{user.email} <Muted as="span">(you sign in with it)</Muted></> : 'None: you sign in with your phone'}</dd>
      </ReadOnly>
      <PhoneRow>
        <ReadOnly style={{ margin: 0 }}>
          <dt>Phone</dt>
          <dd>{user.phone ? <>{user.phone} <Muted as="span">(verified)</Muted></> : 'Not added yet'}</dd>
        </ReadOnly>
        <Button type="button" $variant="secondary" onClick={() => bus.publish({ type: 'auth/phone-verification-requested' })}>
          {user.phone ? 'Change and verify phone' : 'Add and verify phone'}
        </Button>
      </PhoneRow>
    </Card>
  );
}

const LABELS: Record<AgencyField, string> = {
  agencyName: 'Company or agency name',
  gstin: 'GSTIN',
  address: 'Billing address',
  city: 'City',
  state: 'State',
  pincode: 'PIN code',
  website: 'Website',
};

function AgencyCard({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { mainApi } = useDashboardServices();
  const [draft, setDraft] = useState<AgencyDraft>(() => agencyDraftOf(user));
  const [errors, setErrors] = useState<AgencyErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const set = (field: AgencyField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((all) => {
      if (!all[field]) return all;
      const rest = { ...all };
      delete rest[field];
      return rest;
    });
    setFormError(null);
    setSaved(null);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (saving) return;
    const form = e.currentTarget;
    const found = agencyErrors(draft);
    setSaved(null);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const first = Object.keys(found)[0] as AgencyField;
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const next = await saveAgencyDetails(mainApi, agencyBody(draft));
      setDraft(agencyDraftOf(next));
      setSaved('Your agency details are saved. Invoices will carry them.');
      onSaved(next);
    } catch (err) {
      const apiError: ApiError = toApiError(err);
      const field = apiError.status === 400 ? agencyFieldOfMessage(apiError.message) : null;
      if (field) {
        setErrors({ [field]: apiError.message });
        form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      } else setFormError(`Your agency details were not saved: ${errorText(apiError)}`);
    } finally {
      setSaving(false);
    }
  };

  const input = (field: AgencyField, props: Record<string, unknown> = {}) => (
    <Field label={LABELS[field]} error={errors[field]} hint={HINTS[field]}>
      <Input name={field} value={draft[field]} onChange={(e) => set(field, e.target.value)} {...props} />
    </Field>
  );

  return (
    <Card aria-labelledby="account-agency-title">
      <SectionTitle id="account-agency-title">Agency details for invoices</SectionTitle>
      <Muted>Invoices and media plans are billed to these details.</Muted>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Agency details">
        {input('agencyName', { autoComplete: 'organization', required: true })}
        {input('gstin', { autoCapitalize: 'characters', spellCheck: false })}
        <Field label={LABELS.address} error={errors.address}>
          <TextArea name="address" value={draft.address} autoComplete="street-address" onChange={(e) => set('address', e.target.value)} />
        </Field>
        <FieldRow>
          {input('city', { autoComplete: 'address-level2' })}
          {input('state', { autoComplete: 'address-level1' })}
          {input('pincode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
        </FieldRow>
        {input('website', { type: 'url', autoComplete: 'url' })}
        {formError ? <FieldError role="alert">{formError}</FieldError> : null}
        <Actions>
          <Button type="submit" disabled={saving}>{saving ? 'Saving…' : 'Save agency details'}</Button>
          <SavedNote text={saved} />
        </Actions>
      </form>
    </Card>
  );
}

const HINTS: Partial<Record<AgencyField, string>> = {
  agencyName: 'As it should appear on invoices',
  gstin: '15 characters, e.g. 27AAPFU0939F1ZV; leave empty if you have none',
  website: 'Optional, starting with https://',
};
