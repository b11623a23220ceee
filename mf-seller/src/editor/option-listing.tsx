import { checkImage, SELLER_LIMITS, type SellerOptionDraft } from 'shared-domain/seller';
import { CheckboxLabel, FieldRow, Select } from 'shared-ui/forms';
import { useOption } from './editor-context';
import { EditorField, FieldGroup, TextAreaField, TextField } from './editor-fields';
import { Actions, RemoveButton, Row, RowList, SmallButton } from './editor-parts';
import { FileUploadField } from './file-upload';
import { withItem, withoutItem } from './draft-edit';
import { ArtworkThumbs } from '../shared/seller-ui';

/** The option's name, ad type and top-choice template. */
export function OptionBasics({ index }: { index: number }) {
  const { option, change, field } = useOption(index);
  return (
    <FieldRow>
      <TextField field={field('name')} label="Option name" value={option.name} onChange={(name) => change((o) => ({ ...o, name }))} />
      <TextField field={field('type')} label="Ad type" hint="e.g. Full Page, 10 sec spot, Banner" value={option.type} onChange={(type) => change((o) => ({ ...o, type }))} />
      <EditorField field={field('_template')} label="Top choice" hint="Between 1 and 3 options of a profile">
        <Select value={option._template} onChange={(e) => change((o) => ({ ...o, _template: e.target.value as SellerOptionDraft['_template'] }))}>
          <option value="">None</option>
          <option value="Popular Media">Popular Media</option>
          <option value="Premium Media">Premium Media</option>
        </Select>
      </EditorField>
    </FieldRow>
  );
}

/** The index of the chosen description after the one at `removed` is taken out. */
function chosenAfterRemove(chosen: string | null, removed: number): string | null {
  if (chosen === null) return null;
  const n = Number(chosen);
  return n === removed ? null : n > removed ? String(n - 1) : chosen;
}

/** Several descriptions and which one buyers read. */
export function OptionDescriptions({ index }: { index: number }) {
  const { option, change, field } = useOption(index);
  const radioName = `option-${option._id}-description`;
  return (
    <FieldGroup field={field('description')} legend="Descriptions" hint="Write one or more; choose the one buyers read.">
      <RowList>
        {option.descriptions.map((text, k) => (
          <li key={k}>
            <TextAreaField
              field={field(`descriptions.${k}`)}
              label={`Description ${k + 1}`}
              value={text}
              onChange={(value) => change((o) => ({ ...o, descriptions: withItem(o.descriptions, k, value) }))}
            />
            <Actions>
              <CheckboxLabel>
                <input type="radio" name={radioName} checked={option.descriptionId === String(k)} onChange={() => change((o) => ({ ...o, descriptionId: String(k) }))} />
                Show description {k + 1} to buyers
              </CheckboxLabel>
              <RemoveButton
                label={`Remove description ${k + 1}`}
                onClick={() => change((o) => ({ ...o, descriptions: withoutItem(o.descriptions, k), descriptionId: chosenAfterRemove(o.descriptionId, k) }))}
              />
            </Actions>
          </li>
        ))}
      </RowList>
      <Actions>
        <CheckboxLabel>
          <input type="radio" name={radioName} checked={option.descriptionId === null} onChange={() => change((o) => ({ ...o, descriptionId: null }))} />
          No description chosen
        </CheckboxLabel>
        {option.descriptions.length < SELLER_LIMITS.descriptions ? (
          <SmallButton type="button" onClick={() => change((o) => ({ ...o, descriptions: [...o.descriptions, ''] }))}>
            Add a description
          </SmallButton>
        ) : null}
      </Actions>
    </FieldGroup>
  );
}

/** Reference artworks: thumbnails with a remove button each, and an upload of more images. */
export function OptionArtworks({ index }: { index: number }) {
  const { option, change, field } = useOption(index);
  const artworks = option.referenceArtworks;
  return (
    <>
      {artworks.length > 0 ? (
        <ArtworkThumbs aria-label="Reference artworks">
          {artworks.map((a, k) => (
            <li key={`${a.url}-${k}`}>
              <img src={a.url} alt={`Reference artwork ${k + 1}`} />
              <RemoveButton label={`Remove reference artwork ${k + 1}`} onClick={() => change((o) => ({ ...o, referenceArtworks: withoutItem(o.referenceArtworks, k) }))} />
            </li>
          ))}
        </ArtworkThumbs>
      ) : null}
      {artworks.length < SELLER_LIMITS.artworks ? (
        <FileUploadField
          field={field('referenceArtworks')}
          label="Add reference artworks"
          hint={`Images of ads that ran (PNG, JPEG, GIF or WebP); up to ${SELLER_LIMITS.artworks}.`}
          kind="artwork"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          check={(bytes) => checkImage(bytes, 'The artwork')}
          onUploaded={(file) => change((o) => ({ ...o, referenceArtworks: [...o.referenceArtworks, { url: file.url }].slice(0, SELLER_LIMITS.artworks) }))}
        />
      ) : null}
    </>
  );
}

/** The vendors who execute the option (names). */
export function OptionVendors({ index }: { index: number }) {
  const { option, change, field } = useOption(index);
  const vendors = option._vendors;
  return (
    <FieldGroup field={field('vendors')} legend="Vendors" hint="Who executes this option.">
      <RowList>
        {vendors.map((name, k) => (
          <li key={k}>
            <Row>
              <TextField field={field(`_vendors.${k}`)} label={`Vendor ${k + 1}`} value={name} onChange={(v) => change((o) => ({ ...o, _vendors: withItem(o._vendors, k, v) }))} />
              <RemoveButton label={`Remove vendor ${k + 1}`} onClick={() => change((o) => ({ ...o, _vendors: withoutItem(o._vendors, k) }))} />
            </Row>
          </li>
        ))}
      </RowList>
      {vendors.length < SELLER_LIMITS.vendors ? (
        <Actions>
          <SmallButton type="button" onClick={() => change((o) => ({ ...o, _vendors: [...o._vendors, ''] }))}>
            Add a vendor
          </SmallButton>
        </Actions>
      ) : null}
    </FieldGroup>
  );
}
