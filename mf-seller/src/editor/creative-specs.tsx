import { useState } from 'react';
import { CREATIVE_SPEC_KEYS, GUIDELINES_KEY, SELLER_LIMITS, SOP_FIELDS, type CreativeSpecType } from 'shared-domain/seller';
import { Field, Select } from 'shared-ui/forms';
import { useOption } from './editor-context';
import { FieldGroup } from './editor-fields';
import { Actions, RemoveButton, Row, SmallButton } from './editor-parts';
import { KeyValueRows } from './key-value-rows';
import { withItem, withoutItem } from './draft-edit';

const SPEC_NAMES: Readonly<Record<CreativeSpecType, string>> = { image: 'Image', video: 'Video', audio: 'Audio', text: 'Text', cta: 'Call to action' };
const SPEC_TYPES = Object.keys(CREATIVE_SPEC_KEYS) as CreativeSpecType[];

/** The creative specs: each of a type, its required keys listed first, rows of the seller's own allowed. */
export function OptionCreativeSpecs({ index }: { index: number }) {
  const { option, change, field } = useOption(index);
  const [type, setType] = useState<CreativeSpecType>('image');
  const specs = option.creativeSpecs;
  return (
    <FieldGroup field={field('creativeSpecs')} legend="Creative specs" hint="What the seller needs from the advertiser, per kind of creative.">
      {specs.map((spec, k) => (
        <div key={k}>
          <KeyValueRows
            field={field(`creativeSpecs.${k}.fields`)}
            legend={`${SPEC_NAMES[spec.type]} spec`}
            rows={spec.fields}
            fixedKeys={CREATIVE_SPEC_KEYS[spec.type]}
            addLabel={`Add a row to the ${SPEC_NAMES[spec.type].toLowerCase()} spec`}
            onChange={(fields) => change((o) => ({ ...o, creativeSpecs: withItem(o.creativeSpecs, k, { ...spec, fields }) }))}
          />
          <Actions>
            <RemoveButton label={`Remove the ${SPEC_NAMES[spec.type].toLowerCase()} spec ${k + 1}`} onClick={() => change((o) => ({ ...o, creativeSpecs: withoutItem(o.creativeSpecs, k) }))} />
          </Actions>
        </div>
      ))}
      {specs.length < SELLER_LIMITS.creativeSpecs ? (
        <Row>
          <Field label="Kind of spec to add">
            <Select value={type} onChange={(e) => setType(e.target.value as CreativeSpecType)}>
              {SPEC_TYPES.map((t) => <option key={t} value={t}>{SPEC_NAMES[t]}</option>)}
            </Select>
          </Field>
          <SmallButton
            type="button"
            onClick={() => change((o) => ({ ...o, creativeSpecs: [...o.creativeSpecs, { type, fields: CREATIVE_SPEC_KEYS[type].map((key) => ({ key, value: '' })) }] }))}
          >
            Add the spec
          </SmallButton>
        </Row>
      ) : null}
    </FieldGroup>
  );
}

/** Additional info (the campaign guidelines first) and the proof-of-execution settings. */
export function OptionInfoAndProof({ index }: { index: number }) {
  const { option, change, field } = useOption(index);
  return (
    <>
      <KeyValueRows
        field={field('additionalInfo')}
        legend="Additional info"
        rows={option.additionalInfo}
        fixedKeys={[GUIDELINES_KEY]}
        addLabel="Add an info row"
        onChange={(additionalInfo) => change((o) => ({ ...o, additionalInfo }))}
      />
      <KeyValueRows
        field={field('sop')}
        legend="Proof of execution"
        hint="How and when the seller proves the ad ran."
        rows={option.sop}
        fixedKeys={SOP_FIELDS}
        onChange={(sop) => change((o) => ({ ...o, sop }))}
      />
    </>
  );
}
