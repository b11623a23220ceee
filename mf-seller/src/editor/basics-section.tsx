import { asksForAudience, audienceLabelOf, type SellerProfileDraft } from 'shared-domain/seller';
import { FieldRow } from 'shared-ui/forms';
import { useEditor } from './editor-context';
import { NumberField, TextField } from './editor-fields';
import { FormSection } from './editor-parts';

type TextKey = 'name' | 'city' | 'language' | 'subTitle';

/** The name, city, language, subtitle and the category's audience figure. */
export function BasicsSection() {
  const { draft, update } = useEditor();
  const set = (key: TextKey) => (value: string) => update((d): SellerProfileDraft => ({ ...d, [key]: value }));
  return (
    <FormSection title="Basics">
      <TextField field="name" label="Media name" value={draft.name} onChange={set('name')} autoComplete="off" />
      <FieldRow>
        <TextField field="city" label="City" hint='Or "Pan India"' value={draft.city} onChange={set('city')} />
        <TextField field="language" label="Language" value={draft.language} onChange={set('language')} />
      </FieldRow>
      <TextField field="subTitle" label="Subtitle" hint="One line under the name, e.g. the edition or the channel's genre" value={draft.subTitle} onChange={set('subTitle')} />
      {/* Digital and television give it as their first figure (monthly users, monthly cume reach). */}
      {asksForAudience(draft.category) && <NumberField
        field="audience"
        label={audienceLabelOf(draft.category)}
        hint="A whole number"
        value={draft.audience}
        onChange={(audience) => update((d) => ({ ...d, audience }))}
      />}
    </FormSection>
  );
}
