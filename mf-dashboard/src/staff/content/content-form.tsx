import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CONTENT_LIMITS, type ContentItem, type ContentPage, type ContentSection } from 'shared-domain/content';
import { CheckboxLabel, Field, FieldRow, FieldSet, Input, TextArea } from 'shared-ui/forms';
import { Button } from '../../ui/primitives';
import { color } from 'shared-ui';
import { moveAt, removeAt, replaceAt } from './content-draft';

const Entry = styled.div`
  border-top: 1px dashed ${color.line};
  padding-top: 12px;
  margin-top: 12px;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 8px;
`;
const Code = styled(TextArea)`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.875rem;
  min-height: 140px;
`;

export type FieldErrors = Readonly<Record<string, string>>;
type Update = (change: (page: ContentPage) => ContentPage) => void;

/** Up, Down and Remove for one entry of a list, each naming what it moves for screen readers. */
function EntryActions({ what, index, count, onMove, onRemove }: { what: string; index: number; count: number; onMove?: (by: -1 | 1) => void; onRemove: () => void }) {
  return (
    <Row>
      {onMove && (
        <>
          <Button type="button" $variant="secondary" disabled={index === 0} onClick={() => onMove(-1)} aria-label={`Move ${what} up`}>Up</Button>
          <Button type="button" $variant="secondary" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`Move ${what} down`}>Down</Button>
        </>
      )}
      <Button type="button" $variant="danger" onClick={onRemove} aria-label={`Remove ${what}`}>Remove</Button>
    </Row>
  );
}

function ListGroup({ legend, error, addLabel, onAdd, children }: { legend: string; error?: string; addLabel: string; onAdd: () => void; children: ReactNode }) {
  return (
    <FieldSet>
      <legend>{legend}</legend>
      {error && <p role="alert" style={{ color: color.danger, margin: '0 0 8px' }}>{error}</p>}
      {children}
      <Row style={{ marginTop: 12 }}>
        <Button type="button" $variant="secondary" onClick={onAdd}>{addLabel}</Button>
      </Row>
    </FieldSet>
  );
}

const HTML_HINT = 'HTML: p, h2, h3, ul, ol, li, strong, em, a, br and tables. Links may go to http(s), mailto:, tel:, a site path (/about) or #sign-up. Script is refused.';

/** Every field of a page, with the errors of the last check or save beside their fields. */
export function ContentForm({ page, errors, update }: { page: ContentPage; errors: FieldErrors; update: Update }) {
  const L = CONTENT_LIMITS;
  const setSection = (i: number, s: ContentSection) => update((p) => ({ ...p, sections: replaceAt(p.sections, i, s) }));
  const setItem = (i: number, item: ContentItem) => update((p) => ({ ...p, items: replaceAt(p.items, i, item) }));
  return (
    <div>
      <FieldSet>
        <legend>Page</legend>
        <Field label="Title" error={errors.title}>
          <Input value={page.title} maxLength={L.title} onChange={(e) => update((p) => ({ ...p, title: e.target.value }))} />
        </Field>
        <Field label="Subtitle" error={errors.subTitle}>
          <TextArea value={page.subTitle} maxLength={L.subTitle} onChange={(e) => update((p) => ({ ...p, subTitle: e.target.value }))} />
        </Field>
        <FieldRow>
          <Field label="Meta title" hint="The browser tab and search result title" error={errors['metaTags.title']}>
            <Input value={page.metaTags.title} maxLength={L.metaTitle} onChange={(e) => update((p) => ({ ...p, metaTags: { ...p.metaTags, title: e.target.value } }))} />
          </Field>
          <Field label="Meta description" hint="Shown under the title in search results" error={errors['metaTags.description']}>
            <TextArea value={page.metaTags.description} maxLength={L.metaDescription} onChange={(e) => update((p) => ({ ...p, metaTags: { ...p.metaTags, description: e.target.value } }))} />
          </Field>
        </FieldRow>
      </FieldSet>

      <ListGroup legend="Figures" error={errors.verticalData} addLabel="Add figure" onAdd={() => update((p) => ({ ...p, verticalData: [...p.verticalData, { title: '', subTitle: '' }] }))}>
        {page.verticalData.map((v, i) => (
          <Entry key={i}>
            <FieldRow>
              <Field label={`Figure ${i + 1} value`} hint="e.g. 200+" error={errors[`verticalData.${i}.title`]}>
                <Input value={v.title} maxLength={L.verticalTitle} onChange={(e) => update((p) => ({ ...p, verticalData: replaceAt(p.verticalData, i, { ...v, title: e.target.value }) }))} />
              </Field>
              <Field label={`Figure ${i + 1} label`} hint="e.g. Publications" error={errors[`verticalData.${i}.subTitle`]}>
                <Input value={v.subTitle} maxLength={L.verticalSubTitle} onChange={(e) => update((p) => ({ ...p, verticalData: replaceAt(p.verticalData, i, { ...v, subTitle: e.target.value }) }))} />
              </Field>
            </FieldRow>
            <EntryActions what={`figure ${i + 1}`} index={i} count={page.verticalData.length}
              onMove={(by) => update((p) => ({ ...p, verticalData: moveAt(p.verticalData, i, by) }))}
              onRemove={() => update((p) => ({ ...p, verticalData: removeAt(p.verticalData, i) }))} />
          </Entry>
        ))}
      </ListGroup>

      <ListGroup legend="Sections" error={errors.sections} addLabel="Add section" onAdd={() => update((p) => ({ ...p, sections: [...p.sections, { heading: '', html: '' }] }))}>
        {page.sections.map((s, i) => (
          <Entry key={i}>
            <Field label={`Section ${i + 1} heading`} error={errors[`sections.${i}.heading`]}>
              <Input value={s.heading} maxLength={L.heading} onChange={(e) => setSection(i, { ...s, heading: e.target.value })} />
            </Field>
            <Field label={`Section ${i + 1} text (HTML)`} hint={HTML_HINT} error={errors[`sections.${i}.html`]}>
              <Code value={s.html} spellCheck={false} onChange={(e) => setSection(i, { ...s, html: e.target.value })} />
            </Field>
            <EntryActions what={`section ${i + 1}`} index={i} count={page.sections.length}
              onMove={(by) => update((p) => ({ ...p, sections: moveAt(p.sections, i, by) }))}
              onRemove={() => update((p) => ({ ...p, sections: removeAt(p.sections, i) }))} />
          </Entry>
        ))}
      </ListGroup>

      <ListGroup legend="Listed entries (clients, testimonials)" error={errors.items} addLabel="Add entry" onAdd={() => update((p) => ({ ...p, items: [...p.items, { name: '', detail: '', quote: '', example: false }] }))}>
        {page.items.map((item, i) => (
          <Entry key={i}>
            <FieldRow>
              <Field label={`Entry ${i + 1} name`} error={errors[`items.${i}.name`]}>
                <Input value={item.name} maxLength={L.itemName} onChange={(e) => setItem(i, { ...item, name: e.target.value })} />
              </Field>
              <Field label={`Entry ${i + 1} detail`} hint="Role and company, city or sector" error={errors[`items.${i}.detail`]}>
                <Input value={item.detail} maxLength={L.itemDetail} onChange={(e) => setItem(i, { ...item, detail: e.target.value })} />
              </Field>
            </FieldRow>
            <Field label={`Entry ${i + 1} quote`} hint="Testimonials only" error={errors[`items.${i}.quote`]}>
              <TextArea value={item.quote} maxLength={L.itemQuote} onChange={(e) => setItem(i, { ...item, quote: e.target.value })} />
            </Field>
            <CheckboxLabel>
              <input type="checkbox" checked={item.example} onChange={(e) => setItem(i, { ...item, example: e.target.checked })} />
              Example (the page says it is an example until replaced)
            </CheckboxLabel>
            <EntryActions what={`entry ${i + 1}`} index={i} count={page.items.length}
              onMove={(by) => update((p) => ({ ...p, items: moveAt(p.items, i, by) }))}
              onRemove={() => update((p) => ({ ...p, items: removeAt(p.items, i) }))} />
          </Entry>
        ))}
      </ListGroup>

      <ListGroup legend="Frequently asked questions" error={errors.faqs} addLabel="Add question" onAdd={() => update((p) => ({ ...p, faqs: [...p.faqs, { question: '', answer: '' }] }))}>
        {page.faqs.map((f, i) => (
          <Entry key={i}>
            <Field label={`Question ${i + 1}`} error={errors[`faqs.${i}.question`]}>
              <Input value={f.question} maxLength={L.question} onChange={(e) => update((p) => ({ ...p, faqs: replaceAt(p.faqs, i, { ...f, question: e.target.value }) }))} />
            </Field>
            <Field label={`Answer ${i + 1} (HTML)`} hint={HTML_HINT} error={errors[`faqs.${i}.answer`]}>
              <Code value={f.answer} spellCheck={false} onChange={(e) => update((p) => ({ ...p, faqs: replaceAt(p.faqs, i, { ...f, answer: e.target.value }) }))} />
            </Field>
            <EntryActions what={`question ${i + 1}`} index={i} count={page.faqs.length}
              onMove={(by) => update((p) => ({ ...p, faqs: moveAt(p.faqs, i, by) }))}
              onRemove={() => update((p) => ({ ...p, faqs: removeAt(p.faqs, i) }))} />
          </Entry>
        ))}
      </ListGroup>
    </div>
  );
}
