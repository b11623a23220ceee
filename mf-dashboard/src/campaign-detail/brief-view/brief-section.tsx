import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CATEGORIES, type Brief } from 'shared-domain';
import { BRIEF_EXPECTED_OUTCOMES, BRIEF_GENDERS, BRIEF_OBJECTIVES, BRIEF_SALES_CHANNELS, briefErrorList, type BriefErrors, type BriefField } from 'shared-domain/campaign';
import type { CampaignDetail } from '../../api/campaigns.api';
import { saveCampaignBrief } from '../../api/campaign-brief.api';
import { downloadUpload } from '../../api/uploads.api';
import { saveBlob } from '../../app/save-blob';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { formatDate, formatRupees, todayIso } from '../../app/format';
import { ActionError } from '../../ui/dialog';
import { CheckboxLabel, Field, FieldRow, Input, Select, TextArea } from 'shared-ui/forms';
import { Actions, Button, Card, Muted, SectionTitle, SubTitle } from '../../ui/primitives';
import { color } from 'shared-ui';
import type { CampaignUpdate } from '../use-campaign';
import { checkDraft, draftFrom, type BriefDraft } from './brief-draft';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: 6px 16px;
  margin: 0 0 16px;
  dt {
    color: ${color.muted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  @media (max-width: 599px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 8px;
    }
  }
`;

const Fieldset = styled.fieldset`
  border: 1px solid ${color.line};
  border-radius: 8px;
  padding: 12px 16px 4px;
  margin: 0 0 16px;
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
`;

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  margin-bottom: 12px;
`;

/** A category key's name ('nontraditional' → 'BTL'); free text from older briefs as it is. */
const categoryLabel = (key: string) => CATEGORIES.find((c) => c.key === key)?.label ?? key;

/**
 * The host page's header is fixed (69px high, 64.5px on a phone) and covers the top of the
 * viewport; what is scrolled to the top stops this far below it.
 */
const BELOW_HOST_HEADER_PX = 96;

const Summary = styled.div`
  color: ${color.danger};
  margin-bottom: 12px;
  scroll-margin-top: ${BELOW_HOST_HEADER_PX}px;
`;

const Required = styled.span`
  color: ${color.danger};
`;

/** A label with the required mark (the control carries aria-required). */
const req = (text: string) => (
  <>
    {text}
    <Required aria-hidden="true"> *</Required>
  </>
);

const list = (values: readonly string[] | undefined) => (values && values.length ? values.join(', ') : '—');

function BriefFacts({ brief }: { brief: Brief }) {
  const tg = brief.targetGroup;
  const cd = brief.campaignDetails;
  const rows: [string, ReactNode][] = [
    ['Brand', brief.brand?.name || '—'],
    ['Website', brief.brand?.url || '—'],
    ['Category', brief.brand?.category || '—'],
    ['Sales channels', list(brief.brand?.salesChannel)],
    ['Target group', tg?.description || '—'],
    ['Age', tg?.age ? `${tg.age.from} – ${tg.age.to}` : '—'],
    ['Gender', list(tg?.gender)],
    ['Income', tg?.income ? `${formatRupees(tg.income.from)} – ${formatRupees(tg.income.to)}` : '—'],
    ['Locations', list(tg?.geos)],
    ['Objective', cd?.objective || '—'],
    ['Budget', typeof cd?.budget === 'number' ? formatRupees(cd.budget) : '—'],
    ['Dates', cd?.duration ? `${formatDate(cd.duration.startDate)} – ${formatDate(cd.duration.endDate)}` : '—'],
    ['Expected outcomes', list(cd?.expectedOutcome)],
    ['Media preference', list(brief.mediaPreference?.map(categoryLabel))],
  ];
  return (
    <Facts aria-label="Brief details">
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </Facts>
  );
}

function CheckGroup({
  legend,
  options,
  value,
  onChange,
  labelOf = (o) => o,
}: {
  legend: string;
  options: readonly string[];
  value: string[];
  onChange: (v: string[]) => void;
  labelOf?: (option: string) => string;
}) {
  const all = [...options, ...value.filter((v) => !options.includes(v))];
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 4px' }}>
      <legend style={{ fontWeight: 600, padding: 0 }}>{legend}</legend>
      <Checks>
        {all.map((o) => (
          <CheckboxLabel key={o}>
            <input
              type="checkbox"
              checked={value.includes(o)}
              onChange={(e) => onChange(e.target.checked ? [...value, o] : value.filter((v) => v !== o))}
            />
            {labelOf(o)}
          </CheckboxLabel>
        ))}
      </Checks>
    </fieldset>
  );
}

function BriefForm({
  initial,
  pending,
  errors,
  onSubmit,
  onCancel,
  children,
}: {
  initial: BriefDraft;
  pending: boolean;
  errors: BriefErrors;
  onSubmit: (d: BriefDraft) => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const [d, setD] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Opening the form moves focus into it, so keyboard and screen-reader users land on the first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  const set = <K extends keyof BriefDraft>(key: K) => (value: BriefDraft[K]) => setD((prev) => ({ ...prev, [key]: value }));
  const text = (key: keyof BriefDraft) => (e: { target: { value: string } }) => set(key)(e.target.value as never);
  const err = (f: BriefField) => errors[f] ?? null;
  const summary = briefErrorList(errors);
  // A refused save moves focus (and the view) to the list of problems, which may be far above the button.
  // Focus does not scroll by itself; the summary's scroll margin keeps it below the host's fixed header.
  useEffect(() => {
    if (Object.keys(errors).length) {
      summaryRef.current?.focus({ preventScroll: true });
      summaryRef.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [errors]);
  const objectives = d.objective && !BRIEF_OBJECTIVES.includes(d.objective) ? [d.objective, ...BRIEF_OBJECTIVES] : BRIEF_OBJECTIVES;

  return (
    <form
      ref={formRef}
      aria-label="Edit brief"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) onSubmit(d);
      }}
    >
      {summary.length ? (
        <Summary ref={summaryRef} tabIndex={-1} role="alert">
          <strong>Check {summary.length === 1 ? 'this field' : `these ${summary.length} fields`}:</strong>
          <ul style={{ margin: '4px 0 0' }}>
            {summary.map((s) => (
              <li key={s.field}>{s.message}</li>
            ))}
          </ul>
        </Summary>
      ) : null}
      <Muted>
        Fields marked <Required>*</Required> are required.
      </Muted>
      <Fieldset>
        <legend>Brand</legend>
        <FieldRow>
          <Field label={req('Brand name')} error={err('brand.name')}>
            <Input value={d.name} onChange={text('name')} autoComplete="organization" aria-required data-autofocus />
          </Field>
          <Field label="Website" error={err('brand.url')}>
            <Input value={d.url} onChange={text('url')} inputMode="url" autoComplete="url" />
          </Field>
          <Field label={req('Category')} error={err('brand.category')} hint="For example FMCG or Real Estate">
            <Input value={d.category} onChange={text('category')} aria-required />
          </Field>
        </FieldRow>
        <CheckGroup legend="Sales channels" options={BRIEF_SALES_CHANNELS} value={d.salesChannel} onChange={set('salesChannel')} />
      </Fieldset>
      <Fieldset>
        <legend>Target group</legend>
        <Field label="Description" error={err('targetGroup.description')}>
          <TextArea value={d.description} onChange={text('description')} />
        </Field>
        <FieldRow>
          <Field label="Age from" error={err('targetGroup.ageFrom')}>
            <Input inputMode="numeric" value={d.ageFrom} onChange={text('ageFrom')} />
          </Field>
          <Field label="Age to" error={err('targetGroup.ageTo')}>
            <Input inputMode="numeric" value={d.ageTo} onChange={text('ageTo')} />
          </Field>
          <Field label="Monthly income from (₹)" error={err('targetGroup.incomeFrom')} hint="Whole rupees, such as 25,000">
            <Input inputMode="numeric" value={d.incomeFrom} onChange={text('incomeFrom')} />
          </Field>
          <Field label="Monthly income to (₹)" error={err('targetGroup.incomeTo')} hint="Whole rupees, such as 1,00,000">
            <Input inputMode="numeric" value={d.incomeTo} onChange={text('incomeTo')} />
          </Field>
        </FieldRow>
        <CheckGroup legend="Gender" options={BRIEF_GENDERS} value={d.gender} onChange={set('gender')} />
        <Field label="Locations" hint="Cities or states, separated by commas">
          <Input value={d.geos} onChange={text('geos')} />
        </Field>
      </Fieldset>
      <Fieldset>
        <legend>Campaign</legend>
        <FieldRow>
          <Field label={req('Objective')} error={err('campaignDetails.objective')}>
            <Select value={d.objective} onChange={text('objective')} aria-required>
              <option value="">Choose…</option>
              {objectives.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={req('Budget (₹)')} error={err('campaignDetails.budget')} hint="Whole rupees, such as 2,00,000">
            <Input inputMode="numeric" value={d.budget} onChange={text('budget')} aria-required />
          </Field>
          <Field label={req('Start date')} error={err('campaignDetails.startDate')}>
            <Input type="date" value={d.startDate} onChange={text('startDate')} aria-required />
          </Field>
          <Field label={req('End date')} error={err('campaignDetails.endDate')}>
            <Input type="date" value={d.endDate} onChange={text('endDate')} min={d.startDate || undefined} aria-required />
          </Field>
        </FieldRow>
        <CheckGroup legend="Expected outcomes" options={BRIEF_EXPECTED_OUTCOMES} value={d.expectedOutcome} onChange={set('expectedOutcome')} />
        <CheckGroup
          legend="Media you would like to use"
          options={CATEGORIES.map((c) => c.key)}
          value={d.mediaPreference}
          onChange={set('mediaPreference')}
          labelOf={categoryLabel}
        />
      </Fieldset>
      {children}
      <Actions>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save brief'}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}

/**
 * The brief's files with their names from the campaign's `uploads`: `brief.files` when the
 * campaign has a brief; without one (the server then sends no `brief.files`), the uploads of kind 'brief'.
 */
export function briefFilesOf(campaign: Pick<CampaignDetail, 'brief' | 'uploads'>): { _id: string; name: string }[] {
  const uploads = campaign.uploads ?? [];
  if (!campaign.brief) return uploads.filter((u) => u.kind === 'brief').map((u) => ({ _id: u._id, name: u.name }));
  const names = new Map(uploads.map((u) => [u._id, u.name]));
  return (campaign.brief.files ?? []).map((f) => ({ _id: f._id, name: names.get(f._id) ?? 'Brief file' }));
}

const FileList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 16px;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 6px 0;
    border-bottom: 1px solid ${color.line};
    overflow-wrap: anywhere;
  }
`;

/** The campaign's brief: read, and (for the owner) edited in place and saved with PUT …/brief. */
export function BriefSection({ campaign, update, canEdit }: { campaign: CampaignDetail; update: CampaignUpdate; canEdit: boolean }) {
  const { campaignApi } = useDashboardServices();
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<BriefErrors>({});
  const save = useAction((brief: Brief) => saveCampaignBrief(campaignApi, campaign._id, brief), {
    success: 'Brief saved',
    failure: 'Could not save the brief',
    messages: { 403: 'Only the campaign’s owner can edit the brief.' },
  });

  const download = useAction(
    async (file: { _id: string; name: string }) => {
      saveBlob(await downloadUpload(campaignApi, campaign._id, file._id), file.name);
      return true;
    },
    { failure: 'Could not download the file', messages: { 404: 'The file is no longer on the server.' } },
  );
  const briefFiles = briefFilesOf(campaign);

  const submit = async (draft: BriefDraft) => {
    const { errors: found, brief } = checkDraft(draft, campaign.brief, todayIso());
    setErrors(found);
    if (Object.keys(found).length) return;
    const answer = await save.run(brief);
    if (!answer) return;
    update((c) => ({ ...c, ...answer, brief: answer.brief ?? brief, plans: answer.plans.length ? answer.plans : c.plans, mediaOptions: answer.mediaOptions.length ? answer.mediaOptions : c.mediaOptions }));
    setEditing(false);
  };

  return (
    <Card aria-labelledby="brief-title">
      <SectionTitle id="brief-title">Brief</SectionTitle>
      {editing ? (
        <BriefForm
          initial={draftFrom(campaign.brief, todayIso())}
          pending={save.pending}
          errors={errors}
          onSubmit={(d) => void submit(d)}
          onCancel={() => {
            setEditing(false);
            setErrors({});
          }}
        >
          <ActionError error={save.error} />
        </BriefForm>
      ) : (
        <>
          {campaign.brief ? <BriefFacts brief={campaign.brief} /> : <Muted>No brief yet. A brief tells our planners about your brand, audience and goals.</Muted>}
          {briefFiles.length ? (
            <>
              <SubTitle>Brief files</SubTitle>
              <FileList aria-label="Brief files">
                {briefFiles.map((f) => (
                  <li key={f._id}>
                    <span>{f.name}</span>
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={download.pending}
                      onClick={() => void download.run(f)}
                      aria-label={`Download ${f.name}`}
                    >
                      Download
                    </Button>
                  </li>
                ))}
              </FileList>
              <ActionError error={download.error} />
            </>
          ) : null}
          {canEdit ? (
            <Button
              type="button"
              $variant={campaign.brief ? 'secondary' : 'primary'}
              onClick={() => {
                save.reset();
                setErrors({});
                setEditing(true);
              }}
            >
              {campaign.brief ? 'Edit brief' : 'Add a brief'}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
