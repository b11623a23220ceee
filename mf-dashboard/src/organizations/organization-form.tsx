import { useEffect, useId, useRef, useState, type ChangeEvent, type CSSProperties, type FormEvent } from 'react';
import styled from 'styled-components';
import { toApiError } from 'shared-domain';
import { SOCIAL_NETWORKS, type Organization, type SocialNetwork } from 'shared-domain/organizations';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';
import { CheckboxLabel, Field, FieldError, FieldRow, Input, TextArea } from 'shared-ui/forms';
import { Actions, Button, Card, Muted, SectionTitle } from '../ui/primitives';
import { color, focusRing, mobile } from 'shared-ui';
import {
  afterRowRemoved, contrastWithWhite, draftOf, embedSnippet, errorsOf, inputOf, LOGO_TYPES, logoFileError, PATH, socialPath,
  toDraftPaths, withoutError, type EmbedKind, type FieldErrors, type OrganizationDraft,
} from './organization-draft';
import { createOrganization, OrganizationSaveError, updateOrganization, uploadLogo } from './organizations.api';
import { formatContrast, MIN_TEXT_CONTRAST, normalizeHexColour, paletteColourError, themeVariables } from './palette';

const SOCIAL_LABELS: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', x: 'X', youtube: 'YouTube' };

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(260px, 360px);
  gap: 16px;
  align-items: start;
  @media (max-width: 959px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sticky = styled.div`
  position: sticky;
  top: 130px;
  @media (max-width: 959px) {
    position: static;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  > :first-child { flex: 1; min-width: 0; }
  > button { margin-top: 26px; }
  ${mobile} {
    > button { padding: 8px 10px; }
  }
`;

const ColourRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  input[type='color'] {
    width: 56px;
    height: 44px;
    padding: 2px;
    border: 1px solid ${color.line};
    border-radius: 6px;
    background: ${color.surface};
    cursor: pointer;
    flex: none;
    ${focusRing}
  }
`;

const Ratio = styled.p<{ $ok: boolean }>`
  margin: 4px 0 0;
  font-size: 0.875rem;
  color: ${(p) => (p.$ok ? color.success : color.danger)};
  font-weight: 600;
`;

const LogoBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-bottom: 12px;
  img {
    max-width: 160px;
    max-height: 64px;
    object-fit: contain;
    border: 1px solid ${color.line};
    border-radius: 6px;
    padding: 4px;
    background: #fff;
  }
`;

const Snippet = styled.pre`
  margin: 0 0 8px;
  padding: 12px;
  background: #1b1d24;
  color: #f5f6f8;
  border-radius: 6px;
  font-size: 0.8125rem;
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${focusRing}
`;

const Status = styled.p`
  margin: 0;
  color: ${color.success};
  font-weight: 600;
`;

/** The header, buttons and footer of a page in the chosen colours, through the theme's CSS variables. */
const PreviewFrame = styled.div`
  border: 1px solid ${color.line};
  border-radius: 8px;
  overflow: hidden;
  font-family: var(--mm-font);
  background: var(--mm-canvas);
  color: var(--mm-ink);
  .pv-header {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 52px;
    padding: 0 12px;
    background: var(--mm-primary);
    color: var(--mm-primary-ink);
    font-weight: 700;
  }
  .pv-header img { max-height: 32px; max-width: 120px; background: #fff; border-radius: 4px; padding: 2px; }
  .pv-body { padding: 12px; display: flex; flex-wrap: wrap; gap: 8px; }
  .pv-primary, .pv-secondary {
    font: inherit;
    font-weight: 600;
    border-radius: 6px;
    padding: 8px 12px;
    border: 0;
  }
  .pv-primary { background: var(--mm-primary); color: var(--mm-primary-ink); }
  .pv-secondary { background: var(--mm-secondary); color: var(--mm-secondary-ink); }
  .pv-link { color: var(--mm-primary); font-weight: 600; text-decoration: underline; }
  .pv-footer {
    padding: 12px;
    background: var(--mm-secondary);
    color: var(--mm-secondary-ink);
    font-size: 0.875rem;
  }
  .pv-footer p { margin: 0 0 4px; }
`;

export type OrganizationFormProps = {
  /** The saved organisation, or null for a new one (staff). */
  org: Organization | null;
  /** After a save or a logo upload: the organisation as the server answered it. */
  onSaved: (org: Organization, created: boolean) => void;
  /** Where the embed snippets load the bundles and call the API; the site the admin is on. */
  siteOrigin?: string;
  /** A saved confirmation to show from the start (after a new organisation's page opened). */
  notice?: string;
};

/**
 * Organisation settings (POST/PUT /organizations, PUT /organizations/{id}/logo): name, logo,
 * palette (refused below 4.5:1 with the measured ratio, previewed live), hostnames, contact
 * details, social links, the chat assistant, embed origins, and the embed snippets. The
 * server's `errors` land on their fields, a hostname clash (409) on its row.
 */
export function OrganizationForm({ org, onSaved, siteOrigin = window.location.origin, notice }: OrganizationFormProps) {
  const { mainApi } = useDashboardServices();
  const [draft, setDraft] = useState<OrganizationDraft>(() => draftOf(org));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(notice ?? null);
  const [focusAsked, setFocusAsked] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  useEffect(() => {
    if (focusAsked) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusAsked]);

  const paletteErrors = {
    [PATH.primary]: paletteColourError('The primary colour', draft.primary),
    [PATH.secondary]: paletteColourError('The secondary colour', draft.secondary),
  };
  const paletteRefused = Boolean(paletteErrors[PATH.primary] || paletteErrors[PATH.secondary]);

  const edit = (path: string, change: (d: OrganizationDraft) => OrganizationDraft) => {
    setDraft(change);
    setErrors((all) => withoutError(all, path));
    setFormError(null);
    setSaved(null);
  };
  const setText = (key: 'name' | 'address' | 'city' | 'primary' | 'secondary', path: string) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    edit(path, (d) => ({ ...d, [key]: e.target.value }));

  type ListKey = 'emails' | 'hostnames' | 'embedOrigins';
  const setRow = (key: ListKey, index: number, value: string) =>
    edit(`${PATH[key]}.${index}`, (d) => ({ ...d, [key]: d[key].map((v, i) => (i === index ? value : v)) }));
  const addRow = (key: ListKey) => {
    setDraft((d) => ({ ...d, [key]: [...d[key], ''] }));
    setErrors((all) => {
      if (!all[PATH[key]]) return all;
      const rest = { ...all };
      delete rest[PATH[key]];
      return rest;
    });
  };
  const removeRow = (key: ListKey, index: number) => {
    setDraft((d) => ({ ...d, [key]: d[key].filter((_, i) => i !== index) }));
    setErrors((all) => afterRowRemoved(all, PATH[key], index));
    setSaved(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaved(null);
    setFormError(null);
    const found = errorsOf(draft);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError('Check the fields marked below.');
      setFocusAsked((n) => n + 1);
      return;
    }
    if (!mainApi) return;
    setSaving(true);
    try {
      const input = inputOf(draft);
      const next = org ? await updateOrganization(mainApi, org._org, input) : await createOrganization(mainApi, input);
      setErrors({});
      setDraft(draftOf(next));
      setSaved(org ? 'The organisation is saved.' : 'The organisation is created. You can now upload its logo.');
      onSaved(next, !org);
    } catch (err) {
      if (err instanceof OrganizationSaveError) {
        const mapped = toDraftPaths(draft, err.errors);
        setErrors(mapped);
        setFormError(err.message);
        if (Object.keys(mapped).length > 0) setFocusAsked((n) => n + 1);
      } else {
        setFormError(`The organisation was not saved: ${errorText(toApiError(err))}`);
      }
    } finally {
      setSaving(false);
    }
  };

  const listRows = (key: ListKey, label: string, rowLabel: (i: number) => string, extra: Record<string, unknown> = {}) => (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
      <legend style={{ fontWeight: 600, padding: 0, marginBottom: 8 }}>{label}</legend>
      {draft[key].length === 0 ? <Muted>None yet.</Muted> : null}
      {draft[key].map((value, i) => (
        <Row key={`${key}-${i}`}>
          <Field label={rowLabel(i)} error={errors[`${PATH[key]}.${i}`]}>
            <Input value={value} name={`${key}.${i}`} onChange={(ev) => setRow(key, i, ev.target.value)} {...extra} />
          </Field>
          <Button type="button" $variant="secondary" aria-label={`Remove ${rowLabel(i).toLowerCase()}`} onClick={() => removeRow(key, i)}>
            Remove
          </Button>
        </Row>
      ))}
      {errors[PATH[key]] ? <FieldError role="alert">{errors[PATH[key]]}</FieldError> : null}
      <div>
        <Button type="button" $variant="secondary" onClick={() => addRow(key)}>{ADD_LABEL[key]}</Button>
      </div>
    </fieldset>
  );

  return (
    <Layout>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label="Organisation settings">
        <Card aria-labelledby={`${id}-name`}>
          <SectionTitle id={`${id}-name`}>Name and logo</SectionTitle>
          <Field label="Organisation name" error={errors[PATH.name]}>
            <Input value={draft.name} name="name" autoComplete="organization" onChange={setText('name', PATH.name)} />
          </Field>
          <LogoField org={org} logoUrl={draft.logoUrl} error={errors[PATH.logoUrl]} onUploaded={(next) => {
            setDraft((d) => ({ ...d, logoUrl: next.logoUrl }));
            setErrors((all) => withoutError(all, PATH.logoUrl));
            onSaved(next, false);
          }} />
        </Card>

        <Card aria-labelledby={`${id}-colours`}>
          <SectionTitle id={`${id}-colours`}>Colours</SectionTitle>
          <Muted>Text and buttons must stay readable: each colour needs a contrast of at least 4.5:1 with white (WCAG AA).</Muted>
          <FieldRow>
            <ColourField label="Primary colour" value={draft.primary} problem={paletteErrors[PATH.primary] ?? errors[PATH.primary]}
              onChange={(v) => edit(PATH.primary, (d) => ({ ...d, primary: v }))} />
            <ColourField label="Secondary colour" value={draft.secondary} problem={paletteErrors[PATH.secondary] ?? errors[PATH.secondary]}
              onChange={(v) => edit(PATH.secondary, (d) => ({ ...d, secondary: v }))} />
          </FieldRow>
        </Card>

        <Card aria-labelledby={`${id}-hosts`}>
          <SectionTitle id={`${id}-hosts`}>Hostnames</SectionTitle>
          <Muted>The addresses the white-label copy answers on, such as media.agency.in. Point each at this site.</Muted>
          {listRows('hostnames', 'Hostnames', (i) => `Hostname ${i + 1}`, { autoCapitalize: 'none', spellCheck: false, inputMode: 'url' })}
        </Card>

        <Card aria-labelledby={`${id}-contact`}>
          <SectionTitle id={`${id}-contact`}>Contact details</SectionTitle>
          <Field label="Address" error={errors[PATH.address]}>
            <TextArea value={draft.address} name="address" onChange={setText('address', PATH.address)} />
          </Field>
          <Field label="City" error={errors[PATH.city]}>
            <Input value={draft.city} name="city" onChange={setText('city', PATH.city)} />
          </Field>
          {listRows('emails', 'E-mail addresses (the first shows in the footer)', (i) => `E-mail ${i + 1}`, { type: 'email', autoComplete: 'email' })}
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, padding: 0, marginBottom: 8 }}>Social links</legend>
            <FieldRow>
              {SOCIAL_NETWORKS.map((n) => (
                <Field key={n} label={SOCIAL_LABELS[n]} error={errors[socialPath(n)]} hint="https:// address of the page">
                  <Input type="url" value={draft.social[n]} name={socialPath(n)}
                    onChange={(ev) => edit(socialPath(n), (d) => ({ ...d, social: { ...d.social, [n]: ev.target.value } }))} />
                </Field>
              ))}
            </FieldRow>
          </fieldset>
          <CheckboxLabel>
            <input type="checkbox" checked={draft.showChat} onChange={(ev) => edit(PATH.showChat, (d) => ({ ...d, showChat: ev.target.checked }))} />
            Show the chat assistant
          </CheckboxLabel>
          {errors[PATH.showChat] ? <FieldError>{errors[PATH.showChat]}</FieldError> : null}
        </Card>

        <Card aria-labelledby={`${id}-embed`}>
          <SectionTitle id={`${id}-embed`}>Embedding on your own site</SectionTitle>
          <Muted>Only these origins may embed the bag or the dashboard, e.g. https://www.agency.in (no path).</Muted>
          {listRows('embedOrigins', 'Allowed embed origins', (i) => `Embed origin ${i + 1}`, { type: 'url', autoCapitalize: 'none', spellCheck: false })}
        </Card>

        <Actions>
          <Button type="submit" disabled={saving || paletteRefused} aria-describedby={paletteRefused ? `${id}-refused` : undefined}>
            {saving ? 'Saving…' : org ? 'Save organisation' : 'Create organisation'}
          </Button>
          <div role="status" aria-live="polite">{saved ? <Status>{saved}</Status> : null}</div>
        </Actions>
        {paletteRefused ? <FieldError id={`${id}-refused`} as="p">Choose colours with a contrast of at least 4.5:1 to save.</FieldError> : null}
        {formError ? <FieldError role="alert" as="p">{formError}</FieldError> : null}
      </form>

      <Sticky>
        <Preview draft={draft} />
        <EmbedSnippets siteOrigin={siteOrigin} primary={draft.primary} secondary={draft.secondary} saved={Boolean(org)} />
      </Sticky>
    </Layout>
  );
}

const ADD_LABEL = { emails: 'Add e-mail', hostnames: 'Add hostname', embedOrigins: 'Add origin' } as const;

function ColourField({ label, value, problem, onChange }: { label: string; value: string; problem?: string; onChange: (v: string) => void }) {
  const id = useId();
  const hex = normalizeHexColour(value);
  const ratio = contrastWithWhite(value);
  return (
    <div>
      <ColourRow>
        <input type="color" aria-label={`${label} picker`} value={hex ?? '#000000'} onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-ratio`} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Field label={`${label} (hex)`} error={problem}>
            <Input value={value} spellCheck={false} autoCapitalize="none" maxLength={7} onChange={(e) => onChange(e.target.value)} />
          </Field>
        </div>
      </ColourRow>
      <Ratio id={`${id}-ratio`} $ok={ratio !== null && ratio >= MIN_TEXT_CONTRAST} aria-live="polite">
        {ratio === null ? 'Not a colour yet' : `Contrast with white: ${formatContrast(ratio)} (${ratio >= MIN_TEXT_CONTRAST ? 'meets' : 'below'} 4.5:1)`}
      </Ratio>
    </div>
  );
}

function Preview({ draft }: { draft: OrganizationDraft }) {
  const vars = themeVariables({ primary: draft.primary, secondary: draft.secondary }) as CSSProperties;
  const name = draft.name.trim() || 'Your organisation';
  const email = draft.emails.map((e) => e.trim()).find(Boolean);
  const place = [draft.address.trim(), draft.city.trim()].filter(Boolean).join(', ');
  return (
    <Card aria-labelledby="org-preview-title">
      <SectionTitle id="org-preview-title">Preview</SectionTitle>
      <PreviewFrame data-testid="org-preview" style={vars} aria-hidden="false">
        <div className="pv-header">
          {draft.logoUrl ? <img src={draft.logoUrl} alt="" /> : null}
          <span>{name}</span>
        </div>
        <div className="pv-body">
          <span className="pv-primary" role="presentation">Add to bag</span>
          <span className="pv-secondary" role="presentation">Plan a campaign</span>
          <span className="pv-link">A link</span>
        </div>
        <div className="pv-footer">
          <p><strong>{name}</strong></p>
          {place ? <p>{place}</p> : null}
          {email ? <p>{email}</p> : null}
        </div>
      </PreviewFrame>
    </Card>
  );
}

function LogoField({ org, logoUrl, error, onUploaded }: { org: Organization | null; logoUrl: string; error?: string; onUploaded: (org: Organization) => void }) {
  const { mainApi } = useDashboardServices();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setDone(false);
    if (!file) return;
    const wrong = logoFileError(file);
    if (wrong) {
      setProblem(wrong);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    if (!org || !mainApi) return;
    setProblem(null);
    setUploading(true);
    try {
      const next = await uploadLogo(mainApi, org._org, file);
      setDone(true);
      onUploaded(next);
    } catch (err) {
      setProblem(`The logo was not uploaded: ${errorText(toApiError(err))}`);
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <>
      <LogoBox>
        {logoUrl ? <img src={logoUrl} alt={`Current logo`} /> : <Muted style={{ margin: 0 }}>No logo yet: the header shows the name.</Muted>}
      </LogoBox>
      <Field
        label="Logo file"
        hint={org ? 'PNG, JPEG or SVG, at most 256 KB. It is uploaded when chosen.' : 'Save the new organisation first, then upload its logo.'}
        error={problem ?? error}
      >
        <Input ref={inputRef} type="file" accept={LOGO_TYPES.join(',')} disabled={!org || uploading} onChange={(e) => void choose(e)} />
      </Field>
      <div role="status" aria-live="polite">
        {uploading ? <Muted>Uploading the logo…</Muted> : done ? <Status>The logo is uploaded.</Status> : null}
      </div>
    </>
  );
}

function EmbedSnippets({ siteOrigin, primary, secondary, saved }: { siteOrigin: string; primary: string; secondary: string; saved: boolean }) {
  return (
    <Card aria-labelledby="org-embed-title">
      <SectionTitle id="org-embed-title">Embed snippets</SectionTitle>
      <Muted>
        Paste one into a page of an allowed origin{saved ? '' : ' (after saving)'}; it shows the bag or the dashboard in these colours.
      </Muted>
      <SnippetBlock kind="bag" title="Bag" code={embedSnippet('bag', siteOrigin, { primary, secondary })} />
      <SnippetBlock kind="dashboard" title="Dashboard" code={embedSnippet('dashboard', siteOrigin, { primary, secondary })} />
    </Card>
  );
}

function SnippetBlock({ kind, title, code }: { kind: EmbedKind; title: string; code: string }) {
  const [note, setNote] = useState<string | null>(null);
  const pre = useRef<HTMLPreElement>(null);
  useEffect(() => setNote(null), [code]);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setNote(`The ${title.toLowerCase()} snippet is copied.`);
    } catch {
      // Without clipboard access: select it for Ctrl+C.
      const range = document.createRange();
      if (pre.current) {
        range.selectNodeContents(pre.current);
        window.getSelection()?.removeAllRanges();
        window.getSelection()?.addRange(range);
      }
      setNote('Copying is not allowed here: the snippet is selected, press Ctrl+C (⌘C on a Mac).');
    }
  };
  return (
    <div style={{ marginBottom: 12 }}>
      <h3 style={{ fontSize: '1rem', margin: '0 0 6px' }} id={`snippet-${kind}`}>{title}</h3>
      <Snippet ref={pre} tabIndex={0} aria-labelledby={`snippet-${kind}`} data-testid={`snippet-${kind}`}>{code}</Snippet>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => void copy()} aria-label={`Copy the ${title.toLowerCase()} snippet`}>Copy</Button>
        <span role="status" aria-live="polite">{note}</span>
      </Actions>
    </div>
  );
}
