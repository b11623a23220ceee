import { useId } from 'react';
import styled from 'styled-components';
import { SOCIAL_NETWORKS, type Organization, type SocialNetwork } from 'shared-domain/organizations';
import { CheckboxLabel, Field, FieldError, FieldRow, Input, TextArea } from 'shared-ui/forms';
import { Actions, Button, Card, Muted, SectionTitle } from '../ui/primitives';
import { ColourField } from './colour-field';
import { EmbedSnippets } from './embed-snippets';
import { ListRows } from './list-rows';
import { LogoField, Status } from './logo-field';
import { hasUnsavedHostnames, PATH, socialPath } from './organization-draft';
import { HostnameClaims } from './hostname-claims';
import { Preview } from './organization-preview';
import { useOrganizationForm } from './use-organization-form';

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
  const f = useOrganizationForm({ org, onSaved, notice });
  const { draft, errors } = f;
  const id = useId();

  return (
    <Layout>
      <form ref={f.formRef} onSubmit={(e) => void f.submit(e)} noValidate aria-label="Organisation settings">
        <Card aria-labelledby={`${id}-name`}>
          <SectionTitle id={`${id}-name`}>Name and logo</SectionTitle>
          <Field label="Organisation name" error={errors[PATH.name]}>
            <Input value={draft.name} name="name" autoComplete="organization" onChange={f.setText('name', PATH.name)} />
          </Field>
          <LogoField org={org} logoUrl={draft.logoUrl} error={errors[PATH.logoUrl]} onUploaded={f.logoUploaded} />
        </Card>

        <Card aria-labelledby={`${id}-colours`}>
          <SectionTitle id={`${id}-colours`}>Colours</SectionTitle>
          <Muted>Text and buttons must stay readable: each colour needs a contrast of at least 4.5:1 with white (WCAG AA).</Muted>
          <FieldRow>
            <ColourField label="Primary colour" value={draft.primary} problem={f.paletteErrors[PATH.primary] ?? errors[PATH.primary]}
              onChange={(v) => f.edit(PATH.primary, (d) => ({ ...d, primary: v }))} />
            <ColourField label="Secondary colour" value={draft.secondary} problem={f.paletteErrors[PATH.secondary] ?? errors[PATH.secondary]}
              onChange={(v) => f.edit(PATH.secondary, (d) => ({ ...d, secondary: v }))} />
          </FieldRow>
        </Card>

        <Card aria-labelledby={`${id}-hosts`}>
          <SectionTitle id={`${id}-hosts`}>Hostnames</SectionTitle>
          <Muted>The addresses the white-label copy answers on, such as media.agency.in (your own domain: not an IP address, localhost or one of the platform&apos;s own addresses). Point each at this site.</Muted>
          <ListRows list="hostnames" values={draft.hostnames} label="Hostnames" rowLabel={(i) => `Hostname ${i + 1}`} errors={errors} onRow={(i, v) => f.setRow('hostnames', i, v)} onAdd={() => f.addRow('hostnames')} onRemove={(i) => f.removeRow('hostnames', i)} input={{ autoCapitalize: 'none', spellCheck: false, inputMode: 'url' }} />
          {org ? <HostnameClaims org={org} unsaved={hasUnsavedHostnames(draft, org)} onChanged={f.claimsChanged} /> : null}
        </Card>

        <Card aria-labelledby={`${id}-contact`}>
          <SectionTitle id={`${id}-contact`}>Contact details</SectionTitle>
          <Field label="Address" error={errors[PATH.address]}>
            <TextArea value={draft.address} name="address" onChange={f.setText('address', PATH.address)} />
          </Field>
          <Field label="City" error={errors[PATH.city]}>
            <Input value={draft.city} name="city" onChange={f.setText('city', PATH.city)} />
          </Field>
          <ListRows list="emails" values={draft.emails} label="E-mail addresses (the first shows in the footer)" rowLabel={(i) => `E-mail ${i + 1}`} errors={errors} onRow={(i, v) => f.setRow('emails', i, v)} onAdd={() => f.addRow('emails')} onRemove={(i) => f.removeRow('emails', i)} input={{ type: 'email', autoComplete: 'email' }} />
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, padding: 0, marginBottom: 8 }}>Social links</legend>
            <FieldRow>
              {SOCIAL_NETWORKS.map((n) => (
                <Field key={n} label={SOCIAL_LABELS[n]} error={errors[socialPath(n)]} hint="https:// address of the page">
                  <Input type="url" value={draft.social[n]} name={socialPath(n)}
                    onChange={(ev) => f.edit(socialPath(n), (d) => ({ ...d, social: { ...d.social, [n]: ev.target.value } }))} />
                </Field>
              ))}
            </FieldRow>
          </fieldset>
          <CheckboxLabel>
            <input type="checkbox" checked={draft.showChat} onChange={(ev) => f.edit(PATH.showChat, (d) => ({ ...d, showChat: ev.target.checked }))} />
            Show the chat assistant
          </CheckboxLabel>
          {errors[PATH.showChat] ? <FieldError>{errors[PATH.showChat]}</FieldError> : null}
        </Card>

        <Card aria-labelledby={`${id}-embed`}>
          <SectionTitle id={`${id}-embed`}>Embedding on your own site</SectionTitle>
          <Muted>Only these origins may embed the bag or the dashboard, e.g. https://www.agency.in (no path).</Muted>
          <ListRows list="embedOrigins" values={draft.embedOrigins} label="Allowed embed origins" rowLabel={(i) => `Embed origin ${i + 1}`} errors={errors} onRow={(i, v) => f.setRow('embedOrigins', i, v)} onAdd={() => f.addRow('embedOrigins')} onRemove={(i) => f.removeRow('embedOrigins', i)} input={{ type: 'url', autoCapitalize: 'none', spellCheck: false }} />
        </Card>

        <Actions>
          <Button type="submit" disabled={f.saving || f.paletteRefused} aria-describedby={f.paletteRefused ? `${id}-refused` : undefined}>
            {f.saving ? 'Saving…' : org ? 'Save organisation' : 'Create organisation'}
          </Button>
          <div role="status" aria-live="polite">{f.saved ? <Status>{f.saved}</Status> : null}</div>
        </Actions>
        {f.paletteRefused ? <FieldError id={`${id}-refused`} as="p">Choose colours with a contrast of at least 4.5:1 to save.</FieldError> : null}
        {f.formError ? <FieldError role="alert" as="p">{f.formError}</FieldError> : null}
      </form>

      <Sticky>
        <Preview draft={draft} />
        <EmbedSnippets siteOrigin={siteOrigin} primary={draft.primary} secondary={draft.secondary} org={org ?? null} />
      </Sticky>
    </Layout>
  );
}
