import type { Section } from 'shared-domain';
import { SELLER_LIMITS } from 'shared-domain/seller';
import { fieldDomId, useEditor } from './editor-context';
import { TextAreaField, TextField } from './editor-fields';
import { Actions, FormSection, RemoveButton, RowList, SmallButton, SubHeading } from './editor-parts';
import { withItem, withMoved, withoutItem } from './draft-edit';

/** SCORING.md: the About text counts for the score at 70 words or fewer. */
export const ABOUT_MAX_WORDS = 70;

export const wordCount = (text: string): number => text.split(/\s+/).filter((w) => w.length > 0).length;

export const isAbout = (s: Section): boolean => s.title.trim().toLowerCase() === 'about';

function SectionBlock({ index }: { index: number }) {
  const { draft, update } = useEditor();
  const section = draft.sections[index]!;
  const at = `sections.${index}`;
  const about = isAbout(section);
  const change = (next: Section) => update((d) => ({ ...d, sections: withItem(d.sections, index, next) }));
  const move = (by: -1 | 1) => update((d) => ({ ...d, sections: withMoved(d.sections, index, by) }));
  const name = section.title.trim() || `Section ${index + 1}`;
  return (
    <li>
      <SubHeading>{about ? 'About (shown first)' : name}</SubHeading>
      <TextField field={`${at}.title`} label="Section title" value={section.title} onChange={(title) => change({ ...section, title })} />
      {section.contents.map((content, k) => {
        const words = wordCount(content.value);
        const hint = about ? `${words} ${words === 1 ? 'word' : 'words'}; the score wants at most ${ABOUT_MAX_WORDS}` : undefined;
        return (
          <div key={k}>
            <TextAreaField
              field={`${at}.contents.${k}`}
              label={`${name}: text ${k + 1}`}
              hint={hint}
              value={content.value}
              onChange={(value) => change({ ...section, contents: withItem(section.contents, k, { ...content, value }) })}
            />
            {section.contents.length > 1 ? (
              <Actions>
                <RemoveButton label={`Remove text ${k + 1} of ${name}`} onClick={() => change({ ...section, contents: withoutItem(section.contents, k) })} />
              </Actions>
            ) : null}
          </div>
        );
      })}
      <Actions>
        {section.contents.length < SELLER_LIMITS.contents ? (
          <SmallButton type="button" onClick={() => change({ ...section, contents: [...section.contents, { type: 'text', value: '' }] })}>
            Add a text to {name}
          </SmallButton>
        ) : null}
        {index > 1 ? <SmallButton type="button" aria-label={`Move ${name} up`} onClick={() => move(-1)}>Move up</SmallButton> : null}
        {index > 0 && index < draft.sections.length - 1 ? (
          <SmallButton type="button" aria-label={`Move ${name} down`} onClick={() => move(1)}>Move down</SmallButton>
        ) : null}
        {index > 0 || !about ? (
          <RemoveButton label={`Remove section ${name}`} onClick={() => update((d) => ({ ...d, sections: withoutItem(d.sections, index) }))} />
        ) : null}
      </Actions>
    </li>
  );
}

/** Text sections: About first (its text at most 70 words for the score), then any others. */
export function SectionsSection() {
  const { draft, update } = useEditor();
  const hasAbout = draft.sections.some(isAbout);
  const add = (section: Section, first: boolean) => update((d) => ({ ...d, sections: first ? [section, ...d.sections] : [...d.sections, section] }));
  return (
    <FormSection title="Sections">
      <div id={fieldDomId('sections')}>
        {hasAbout ? null : (
          <Actions>
            <SmallButton type="button" onClick={() => add({ title: 'About', contents: [{ type: 'text', value: '' }] }, true)}>
              Add the About section
            </SmallButton>
          </Actions>
        )}
        <RowList>
          {draft.sections.map((s, i) => <SectionBlock key={i} index={i} />)}
        </RowList>
        {draft.sections.length < SELLER_LIMITS.sections ? (
          <Actions>
            <SmallButton type="button" onClick={() => add({ title: '', contents: [{ type: 'text', value: '' }] }, false)}>
              Add a section
            </SmallButton>
          </Actions>
        ) : null}
      </div>
    </FormSection>
  );
}
