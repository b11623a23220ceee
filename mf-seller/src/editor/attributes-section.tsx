import { attributeFieldsOf, type AttributeField } from 'shared-domain/seller';
import type { Attribute } from 'shared-domain';
import { FieldRow, Input } from 'shared-ui/forms';
import { useEditor } from './editor-context';
import { EditorField, ListInput, NumberInput, TextField } from './editor-fields';
import { FormSection } from './editor-parts';

const asText = (v: unknown) => (typeof v === 'string' ? v : '');
const asNumber = (v: unknown) => (typeof v === 'number' ? v : undefined);
const asList = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function AttributeRow({ spec }: { spec: AttributeField }) {
  const { draft, update } = useEditor();
  const attribute: Attribute = draft.attributes[spec.key] ?? {};
  const field = `attributes.${spec.key}`;
  const change = (patch: Attribute) => update((d) => {
    const next: Attribute = { ...d.attributes[spec.key], ...patch };
    if (next.value === undefined) delete next.value;
    return { ...d, attributes: { ...d.attributes, [spec.key]: next } };
  });
  const control = spec.kind === 'number'
    ? <NumberInput value={asNumber(attribute.value)} onChange={(value) => change({ value })} />
    : spec.kind === 'list'
      ? <ListInput value={asList(attribute.value)} onChange={(value) => change({ value })} />
      : <Input type="text" value={asText(attribute.value)} onChange={(e) => change({ value: e.target.value })} />;
  return (
    <FieldRow>
      <EditorField field={field} label={spec.label} hint={spec.hint}>
        {control}
      </EditorField>
      <TextField
        field={`${field}.toolTip`}
        label={`Tooltip for ${spec.label}`}
        hint={spec.toolTipRequired ? 'What buyers read beside the figure (the score needs it)' : 'What buyers read beside the figure'}
        value={attribute.toolTip ?? ''}
        onChange={(toolTip) => change({ toolTip })}
      />
    </FieldRow>
  );
}

/** The category's figures (digital and television), each with the tooltip buyers read. */
export function AttributesSection() {
  const { draft } = useEditor();
  const fields = attributeFieldsOf(draft.category);
  if (fields.length === 0) return null;
  return (
    <FormSection title="Figures" note="Lists are comma-separated.">
      {fields.map((spec) => <AttributeRow key={spec.key} spec={spec} />)}
    </FormSection>
  );
}
