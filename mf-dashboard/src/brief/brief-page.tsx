import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORIES } from 'shared-domain';
import { BRIEF_AGE_LIMITS, BRIEF_EXPECTED_OUTCOMES, BRIEF_GENDERS, BRIEF_OBJECTIVES, BRIEF_SALES_CHANNELS, BRIEF_UPLOAD_EXTENSIONS, BRIEF_UPLOAD_MAX_BYTES, BRIEF_UPLOAD_MAX_FILES, briefErrorList, indiaDay, normaliseBrief, validateBrief, validateBriefFiles, type BriefErrors, type BriefField } from 'shared-domain/campaign';
import { formatBytes } from '../app/format';
import { useDocumentTitle } from '../app/use-document-title';
import { CheckboxLabel, FieldError, FieldRow, Input, Select, TextArea } from 'shared-ui/forms';
import { Actions, Button, Page, PageTitle, TextLink } from '../ui/primitives';
import { color, focusRing, mobile } from 'shared-ui';
import { briefFromDraft, initialDraft, type BriefDraft, type ChoiceField, type TextField } from './brief-draft';
import { fileKey, useBriefSubmit, type FileUpload } from './use-brief-submit';

/** Which draft field each rule's message belongs to. */
const FIELD_OF: Record<BriefField, keyof BriefDraft> = {
  'brand.name': 'name',
  'brand.url': 'url',
  'brand.category': 'category',
  'brand.salesChannel': 'salesChannel',
  'targetGroup.gender': 'gender',
  'targetGroup.geos': 'geos',
  'campaignDetails.expectedOutcome': 'expectedOutcome',
  mediaPreference: 'mediaPreference',
  'targetGroup.description': 'description',
  'targetGroup.ageFrom': 'ageFrom',
  'targetGroup.ageTo': 'ageTo',
  'targetGroup.incomeFrom': 'incomeFrom',
  'targetGroup.incomeTo': 'incomeTo',
  'campaignDetails.objective': 'objective',
  'campaignDetails.budget': 'budget',
  'campaignDetails.startDate': 'startDate',
  'campaignDetails.endDate': 'endDate',
};

const ACCEPT = BRIEF_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');
const MAX_MB = BRIEF_UPLOAD_MAX_BYTES / (1024 * 1024);

const Intro = styled.p`
  margin: 0 0 24px;
  color: ${color.muted};
  max-width: 60ch;
`;

const Form = styled.form`
  max-width: 760px;
`;

const Group = styled.fieldset`
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  padding: 16px 20px 8px;
  margin: 0 0 20px;
  min-width: 0;
  > legend {
    font-size: 1.125rem;
    font-weight: 700;
    padding: 0 6px;
  }
  ${mobile} {
    padding: 12px 12px 4px;
  }
`;

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 12px;
  min-width: 0;
  > legend {
    font-weight: 600;
    font-size: 0.9375rem;
    padding: 0;
    margin-bottom: 4px;
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 20px;
  }
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  min-width: 0;
  > label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;

const Hint = styled.span`
  color: ${color.muted};
  font-size: 0.8125rem;
`;

const Required = styled.span`
  color: ${color.danger};
`;

/**
 * The host page's header is fixed (69px high, 64.5px on a phone) and covers the top of the
 * viewport; what is scrolled to the top stops this far below it.
 */
const BELOW_HOST_HEADER_PX = 96;

const Summary = styled.div`
  scroll-margin-top: ${BELOW_HOST_HEADER_PX}px;
  border: 2px solid ${color.danger};
  border-radius: 8px;
  background: ${color.dangerSurface};
  padding: 16px 20px;
  margin: 0 0 24px;
  ${focusRing}
  h2 {
    font-size: 1.0625rem;
    margin: 0 0 8px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  a {
    color: ${color.danger};
    font-weight: 600;
  }
`;

const Notice = styled.p`
  border-left: 4px solid ${color.danger};
  padding: 8px 12px;
  margin: 0 0 16px;
  background: ${color.dangerSurface};
`;

const FileList = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${color.line};
  }
  li > span:first-child {
    flex: 1 1 200px;
    overflow-wrap: anywhere;
  }
  progress {
    flex: 1 1 120px;
    height: 10px;
  }
`;

const SubmitRow = styled(Actions)`
  margin: 8px 0 48px;
`;

type Ids = (field: string) => string;

/** What a control needs to be named, described and marked invalid by its field. */
type ControlProps = { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true };

function TextInput({
  ids, field, label, required, hint, error, children,
}: {
  ids: Ids;
  field: TextField;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = ids(field);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>
        {label}
        {required ? <Required aria-hidden="true"> *</Required> : null}
      </label>
      {children({ id, name: field, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? true : undefined })}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </FieldBox>
  );
}

function ChoiceGroup({
  legend, options, value, onToggle, labelOf, id, error,
}: {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onToggle: (option: string) => void;
  labelOf?: (option: string) => string;
  /** The group's id, so the error summary can take focus to it. */
  id?: string;
  error?: string;
}) {
  return (
    <Choices id={id} tabIndex={id ? -1 : undefined} aria-describedby={error && id ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {error ? <FieldError id={id ? `${id}-error` : undefined}>{error}</FieldError> : null}
      <div>
        {options.map((o) => (
          <CheckboxLabel key={o}>
            <input type="checkbox" checked={value.includes(o)} onChange={() => onToggle(o)} />
            {labelOf ? labelOf(o) : o}
          </CheckboxLabel>
        ))}
      </div>
    </Choices>
  );
}

function UploadRow({ u }: { u: FileUpload }) {
  const words = u.state === 'done' ? 'Uploaded' : u.state === 'failed' ? `Not uploaded: ${u.error ?? 'failed'}` : u.state === 'uploading' ? `Uploading ${Math.round(u.progress * 100)}%` : 'Waiting';
  return (
    <li>
      <span>{u.file.name}</span>
      {u.state === 'uploading' || u.state === 'waiting' ? (
        <progress max={100} value={Math.round(u.progress * 100)} aria-label={`Upload of ${u.file.name}`} />
      ) : null}
      <span style={{ color: u.state === 'failed' ? 'var(--mm-danger, #a61b1b)' : undefined }}>{words}</span>
    </li>
  );
}

/**
 * `/ad-campaign-brief` and `/plan`: the campaign brief (SPEC.md section 3). Anyone may fill it
 * in; sending it asks for sign-in, creates a campaign with a requested plan, uploads the
 * chosen files to it and opens the campaign.
 */
export function BriefPage({ today: givenToday }: { today?: string } = {}) {
  const { pathname } = useLocation();
  const isPlan = pathname.replace(/\/+$/, '') === '/plan';
  const title = isPlan ? 'Plan your campaign' : 'Campaign brief';
  useDocumentTitle(title, 'Tell us your brand, audience, budget and dates; our planners answer with a media plan you can approve.');

  // The user's day (India): the defaults count from it and the start may not be before it.
  const today = useMemo(() => givenToday ?? indiaDay(new Date()), [givenToday]);
  const [draft, setDraft] = useState<BriefDraft>(() => initialDraft(today));
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  // Grows with each refused submit, so the summary takes focus every time.
  const [refused, setRefused] = useState(0);
  const base = useId();
  const ids: Ids = (field) => `${base}-${field}`;
  const summaryRef = useRef<HTMLDivElement>(null);
  const { status, uploads, submit, retryUploads, continueWithout } = useBriefSubmit();

  const errors: BriefErrors = useMemo(() => validateBrief(briefFromDraft(draft), today), [draft, today]);
  const fileProblems = useMemo(() => validateBriefFiles(files), [files]);
  const shown = tried ? errors : {};
  const errorOf = (field: keyof BriefDraft) => {
    const rule = (Object.keys(FIELD_OF) as BriefField[]).find((k) => FIELD_OF[k] === field);
    return rule ? shown[rule] : undefined;
  };
  const summary = tried
    ? [
        ...briefErrorList(errors).map((e) => ({ target: ids(FIELD_OF[e.field]), message: e.message })),
        ...fileProblems.map((p) => ({ target: ids('files'), message: p.message })),
      ]
    : [];

  const set = (field: TextField) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));
  const toggle = (field: ChoiceField) => (option: string) =>
    setDraft((d) => ({ ...d, [field]: d[field].includes(option) ? d[field].filter((o) => o !== option) : [...d[field], option] }));

  const addFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.target.files ?? []);
    setFiles((list) => {
      const have = new Set(list.map(fileKey));
      return [...list, ...chosen.filter((f) => !have.has(fileKey(f)))];
    });
    // Lets the same file be chosen again after it was removed.
    e.target.value = '';
  };

  // Focus does not scroll by itself; the summary's scroll margin keeps it below the host's fixed header.
  useEffect(() => {
    if (!refused) return;
    summaryRef.current?.focus({ preventScroll: true });
    summaryRef.current?.scrollIntoView?.({ block: 'start' });
  }, [refused]);

  const busy = status.phase === 'signing-in' || status.phase === 'sending' || status.phase === 'uploading';
  const locked = busy || status.phase === 'upload-failed';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (locked) return;
    setTried(true);
    if (briefErrorList(errors).length || fileProblems.length) {
      setRefused((n) => n + 1);
      return;
    }
    void submit(normaliseBrief(briefFromDraft(draft)), files);
  };

  const field = (name: TextField, label: string, input: (p: ControlProps) => ReactNode, extra: { required?: boolean; hint?: string } = {}) => (
    <TextInput ids={ids} field={name} label={label} error={errorOf(name)} {...extra}>
      {input}
    </TextInput>
  );

  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <Intro>
        Tell us about your brand, who you want to reach and your budget. Our planners will prepare a media plan for you to
        review on your dashboard. Fields marked <Required>*</Required> are required.
      </Intro>

      {summary.length ? (
        <Summary ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={`${base}-summary`}>
          <h2 id={`${base}-summary`}>
            {summary.length === 1 ? 'There is a problem with the brief' : `There are ${summary.length} problems with the brief`}
          </h2>
          <ul>
            {summary.map((s) => (
              <li key={`${s.target}-${s.message}`}>
                <a
                  href={`#${s.target}`}
                  onClick={(e) => {
                    e.preventDefault();
                    document.getElementById(s.target)?.focus();
                  }}
                >
                  {s.message}
                </a>
              </li>
            ))}
          </ul>
        </Summary>
      ) : null}

      <Form noValidate onSubmit={onSubmit}>
        <Group disabled={locked}>
          <legend>Brand</legend>
          <FieldRow>
            {field('name', 'Brand name', (p) => <Input {...p} value={draft.name} onChange={set('name')} autoComplete="organization" />, { required: true })}
            {field('category', 'Category', (p) => <Input {...p} value={draft.category} onChange={set('category')} />, { required: true, hint: 'Your industry, e.g. FMCG, Real Estate, Education' })}
          </FieldRow>
          {field('url', 'Website', (p) => <Input {...p} type="url" inputMode="url" value={draft.url} onChange={set('url')} autoComplete="url" placeholder="example.com" />)}
          <ChoiceGroup legend="Sales channels" options={BRIEF_SALES_CHANNELS} value={draft.salesChannel} onToggle={toggle('salesChannel')} id={ids('salesChannel')} error={errorOf('salesChannel')} />
        </Group>

        <Group disabled={locked}>
          <legend>Target group</legend>
          {field('description', 'Who do you want to reach?', (p) => <TextArea {...p} value={draft.description} onChange={set('description')} />, { hint: 'E.g. working parents in metro cities who shop online' })}
          <FieldRow>
            {field('ageFrom', 'Age from', (p) => <Input {...p} type="number" inputMode="numeric" min={BRIEF_AGE_LIMITS.min} max={BRIEF_AGE_LIMITS.max} value={draft.ageFrom} onChange={set('ageFrom')} />)}
            {field('ageTo', 'Age to', (p) => <Input {...p} type="number" inputMode="numeric" min={BRIEF_AGE_LIMITS.min} max={BRIEF_AGE_LIMITS.max} value={draft.ageTo} onChange={set('ageTo')} />)}
          </FieldRow>
          <ChoiceGroup legend="Gender" options={BRIEF_GENDERS} value={draft.gender} onToggle={toggle('gender')} id={ids('gender')} error={errorOf('gender')} />
          <FieldRow>
            {field('incomeFrom', 'Monthly income from (₹)', (p) => <Input {...p} inputMode="numeric" value={draft.incomeFrom} onChange={set('incomeFrom')} />, { hint: 'Whole rupees, such as 25,000' })}
            {field('incomeTo', 'Monthly income to (₹)', (p) => <Input {...p} inputMode="numeric" value={draft.incomeTo} onChange={set('incomeTo')} />, { hint: 'Whole rupees, such as 1,00,000' })}
          </FieldRow>
          {field('geos', 'Locations', (p) => <Input {...p} value={draft.geos} onChange={set('geos')} />, { hint: 'Cities or states, separated by commas, e.g. Mumbai, Pune, Karnataka' })}
        </Group>

        <Group disabled={locked}>
          <legend>Campaign details</legend>
          <FieldRow>
            {field('objective', 'Objective', (p) => (
              <Select {...p} value={draft.objective} onChange={set('objective')}>
                <option value="">Choose an objective</option>
                {BRIEF_OBJECTIVES.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </Select>
            ), { required: true })}
            {field('budget', 'Budget (₹)', (p) => <Input {...p} inputMode="numeric" value={draft.budget} onChange={set('budget')} />, { required: true, hint: 'Whole rupees, such as 2,00,000' })}
          </FieldRow>
          <FieldRow>
            {field('startDate', 'Start date', (p) => <Input {...p} type="date" min={today} value={draft.startDate} onChange={set('startDate')} />, { required: true })}
            {field('endDate', 'End date', (p) => <Input {...p} type="date" min={draft.startDate || today} value={draft.endDate} onChange={set('endDate')} />, { required: true })}
          </FieldRow>
          <ChoiceGroup legend="Expected outcomes" options={BRIEF_EXPECTED_OUTCOMES} value={draft.expectedOutcome} onToggle={toggle('expectedOutcome')} id={ids('expectedOutcome')} error={errorOf('expectedOutcome')} />
        </Group>

        <Group disabled={locked}>
          <legend>Media preference</legend>
          <ChoiceGroup
            legend="Media you would like to use"
            options={CATEGORIES.map((c) => c.key)}
            value={draft.mediaPreference}
            onToggle={toggle('mediaPreference')}
            id={ids('mediaPreference')}
            error={errorOf('mediaPreference')}
            labelOf={(k) => CATEGORIES.find((c) => c.key === k)?.label ?? k}
          />
        </Group>

        <Group disabled={locked}>
          <legend>Files</legend>
          <FieldBox>
            <label htmlFor={ids('files')}>Attach files (optional)</label>
            <Input
              id={ids('files')}
              type="file"
              multiple
              accept={ACCEPT}
              onChange={addFiles}
              aria-describedby={`${ids('files')}-hint`}
              aria-invalid={tried && fileProblems.length ? true : undefined}
            />
            <Hint id={`${ids('files')}-hint`}>
              Up to {BRIEF_UPLOAD_MAX_FILES} files of at most {MAX_MB} MB each: PDF, Word, Excel, PowerPoint, CSV, text or images. They are
              added to the campaign after the brief is sent.
            </Hint>
          </FieldBox>
          {files.length && uploads.length === 0 ? (
            <FileList aria-label="Chosen files">
              {files.map((f) => {
                const problem = fileProblems.find((p) => p.name === f.name);
                return (
                  <li key={fileKey(f)}>
                    <span>
                      {f.name} <Hint>({formatBytes(f.size)})</Hint>
                      {problem ? <FieldError style={{ display: 'block' }}>{problem.message}</FieldError> : null}
                    </span>
                    <Button type="button" $variant="ghost" onClick={() => setFiles((l) => l.filter((x) => x !== f))} aria-label={`Remove ${f.name}`}>
                      Remove
                    </Button>
                  </li>
                );
              })}
            </FileList>
          ) : null}
          {uploads.length ? (
            <FileList aria-label="Uploads">
              {uploads.map((u) => (
                <UploadRow key={u.key} u={u} />
              ))}
            </FileList>
          ) : null}
        </Group>

        {status.phase === 'failed' ? <Notice role="alert">{status.message}</Notice> : null}
        {status.phase === 'upload-failed' ? (
          <Notice role="alert">
            Your brief was sent and the campaign was created, but {uploads.filter((u) => u.state === 'failed').length === 1 ? 'a file was' : 'some files were'} not
            uploaded.
          </Notice>
        ) : null}
        <p role="status" aria-live="polite" style={{ margin: 0 }}>
          {status.phase === 'signing-in' ? 'Sign in to send the brief…' : status.phase === 'sending' ? 'Sending the brief…' : status.phase === 'uploading' ? 'Uploading files…' : ''}
        </p>

        <SubmitRow>
          {status.phase === 'upload-failed' ? (
            <>
              <Button type="button" onClick={() => void retryUploads()}>
                Retry failed uploads
              </Button>
              <Button type="button" $variant="secondary" onClick={continueWithout}>
                Go to the campaign
              </Button>
            </>
          ) : (
            <>
              <Button type="submit" disabled={busy}>
                {busy ? 'Sending…' : 'Submit brief'}
              </Button>
              <TextLink to="/dashboard">Cancel</TextLink>
            </>
          )}
        </SubmitRow>
      </Form>
    </Page>
  );
}

export default BriefPage;
