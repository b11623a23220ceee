/**
 * The ad creative maker's copy drafts (issue 36): a few facts of the brief → headline, body and
 * call to action variants, drafted by shared-domain's rules (`draftAdCopy`) in the browser and
 * fitted to the chosen medium's limits. Every draft is editable; "Use this copy" puts its
 * headline and call to action into the creative's fields (the body is for text ads and captions).
 */
import { useMemo, useState } from 'react';
import { BRIEF_OBJECTIVES } from 'shared-domain/campaign';
import { adCopyLimits, adCopyProblem, draftAdCopy, type AdCopyBrief, type AdCopyVariant } from 'shared-domain/planning';
import { FieldError, OutlineButton, SelectField, TextAreaField, TextField } from 'shared-ui/forms';
import { Group, SizeNote } from './ad-creative-maker-parts';
import type { OptionSizesAnswer } from './creatives/sizes-api';

export type AdCopyDraftProps = {
  /** The creative's brand name (the copy is drafted around it). */
  brand: string;
  /** The linked media option (`?option=`): the copy is fitted to its text and CTA specs; null: the form's own limits. */
  option: Pick<OptionSizesAnswer, 'option' | 'copyLimits'> | null;
  /** Puts a draft's headline and call to action into the creative. */
  onUse: (copy: AdCopyVariant) => void;
};

type BriefFacts = Omit<AdCopyBrief, 'brand'>;
const EMPTY: BriefFacts = { category: '', objective: '', audience: '', cities: '', offer: '' };
const FACTS: ReadonlyArray<{ key: Exclude<keyof BriefFacts, 'objective'>; label: string; placeholder: string }> = [
  { key: 'category', label: 'What you sell', placeholder: 'e.g. home loans' },
  { key: 'audience', label: 'Target group', placeholder: 'e.g. first-time home buyers' },
  { key: 'cities', label: 'Cities or regions', placeholder: 'e.g. Pune, Nashik' },
  { key: 'offer', label: 'Offer (optional)', placeholder: 'e.g. Zero processing fee till 31 March' },
];

/** The brief's facts, the "Draft copy" button and the editable drafts. */
export function AdCopyDraft({ brand, option, onUse }: AdCopyDraftProps) {
  const limits = useMemo(() => adCopyLimits(option?.copyLimits), [option]);
  const limitsOf = option && (option.copyLimits.text !== null || option.copyLimits.cta !== null)
    ? `${option.option.mediaName}, ${option.option.optionName}` : null;
  const [facts, setFacts] = useState<BriefFacts>(EMPTY);
  const [drafts, setDrafts] = useState<AdCopyVariant[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [used, setUsed] = useState<number | null>(null);
  const set = (key: keyof BriefFacts, value: string) => setFacts((f) => ({ ...f, [key]: value }));
  const draft = () => {
    const brief = { ...facts, brand };
    const why = adCopyProblem(brief);
    setProblem(why);
    setUsed(null);
    setDrafts(why ? null : draftAdCopy(brief, limits));
  };
  const edit = (i: number, part: keyof AdCopyVariant, value: string) =>
    setDrafts((list) => list && list.map((d, j) => (j === i ? { ...d, [part]: value } : d)));
  const fitted = `Fitted to ${limits.headline} characters for the headline, ${limits.body} for the body and ${limits.cta} for the call to action`;

  return (
    <Group aria-labelledby="mm-ad-copy-legend">
      <legend id="mm-ad-copy-legend">Draft the copy from your brief</legend>
      <SizeNote>
        Drafted by fixed rules from what you type here and the brand name above, in your browser; nothing is sent anywhere.
        {' '}{fitted}{limitsOf ? ` (the limits of ${limitsOf})` : ''}.
      </SizeNote>
      {FACTS.slice(0, 1).map((f) => <TextField key={f.key} label={f.label} placeholder={f.placeholder} value={facts[f.key]} maxLength={160} onChange={(e) => set(f.key, e.target.value)} />)}
      <SelectField label="Objective" value={facts.objective} onChange={(e) => set('objective', e.target.value)}>
        <option value="">Choose…</option>
        {BRIEF_OBJECTIVES.map((o) => <option key={o} value={o}>{o}</option>)}
      </SelectField>
      {FACTS.slice(1).map((f) => <TextField key={f.key} label={f.label} placeholder={f.placeholder} value={facts[f.key]} maxLength={160} onChange={(e) => set(f.key, e.target.value)} />)}
      <OutlineButton type="button" onClick={draft}>Draft copy</OutlineButton>
      {problem && <FieldError role="alert">{problem}</FieldError>}
      {drafts && (
        <ol aria-label="Copy drafts">
          {drafts.map((d, i) => (
            <li key={i} aria-label={`Draft ${i + 1}`}>
              <TextField label={`Headline, draft ${i + 1}`} value={d.headline} maxLength={limits.headline} onChange={(e) => edit(i, 'headline', e.target.value)} />
              <TextAreaField label={`Body copy, draft ${i + 1}`} value={d.body} rows={3} maxLength={limits.body} onChange={(e) => edit(i, 'body', e.target.value)} />
              <TextField label={`Call to action, draft ${i + 1}`} value={d.cta} maxLength={limits.cta} onChange={(e) => edit(i, 'cta', e.target.value)} />
              <OutlineButton type="button" onClick={() => { onUse(d); setUsed(i); }}>Use draft {i + 1} in the creative</OutlineButton>
              {used === i && (
                <SizeNote role="status">
                  Its headline and call to action are now in the creative&apos;s fields above; the body copy stays here for text ads and captions.
                </SizeNote>
              )}
            </li>
          ))}
        </ol>
      )}
    </Group>
  );
}
