import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { color } from 'shared-ui';
import { useDocumentTitle } from '../app/use-document-title';
import { Actions, Button, Page, PageTitle, TextLink } from '../ui/primitives';
import { BriefErrorSummary } from './brief-error-summary';
import { BriefExtrasFields } from './brief-extras';
import { BriefFields, Required } from './brief-fields';
import { BriefFiles } from './brief-files';
import { useBriefForm } from './use-brief-form';
import type { FileUpload, SubmitPhase } from './use-brief-submit';

const Intro = styled.p`
  margin: 0 0 24px;
  color: ${color.muted};
  max-width: 60ch;
`;

const Form = styled.form`
  max-width: 760px;
`;

const Notice = styled.p`
  border-left: 4px solid ${color.danger};
  padding: 8px 12px;
  margin: 0 0 16px;
  background: ${color.dangerSurface};
`;

const SubmitRow = styled(Actions)`
  margin: 8px 0 48px;
`;

const PROGRESS: Partial<Record<SubmitPhase['phase'], string>> = {
  'signing-in': 'Sign in to send the brief…',
  sending: 'Sending the brief…',
  uploading: 'Uploading files…',
};

/** What became of the send: a failure, files that did not upload, and the step under way. */
function SendStatus({ status, uploads }: { status: SubmitPhase; uploads: readonly FileUpload[] }) {
  return (
    <>
      {status.phase === 'failed' ? <Notice role="alert">{status.message}</Notice> : null}
      {status.phase === 'upload-failed' ? (
        <Notice role="alert">
          Your brief was sent and the campaign was created, but {uploads.filter((u) => u.state === 'failed').length === 1 ? 'a file was' : 'some files were'} not
          uploaded.
        </Notice>
      ) : null}
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {PROGRESS[status.phase] ?? ''}
      </p>
    </>
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
  const form = useBriefForm(givenToday);
  const { status } = form;

  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <Intro>
        Tell us about your brand, who you want to reach and your budget. Our planners will prepare a media plan for you to
        review on your dashboard. Fields marked <Required>*</Required> are required.
      </Intro>
      <BriefErrorSummary items={form.summary} attempt={form.refused} />

      <Form noValidate onSubmit={form.onSubmit}>
        <BriefFields draft={form.draft} onChange={form.setField} errors={form.errors} idOf={form.idOf} earliestStart={form.today} disabled={form.locked} />
        <BriefExtrasFields value={form.extras} onChange={form.setExtras} id={form.idOf('extras')} disabled={form.locked} />
        <BriefFiles
          id={form.idOf('files')}
          files={form.files}
          problems={form.fileProblems}
          invalid={form.showFileProblems}
          uploads={form.uploads}
          disabled={form.locked}
          onAdd={form.addFiles}
          onRemove={form.removeFile}
        />
        <SendStatus status={status} uploads={form.uploads} />

        <SubmitRow>
          {status.phase === 'upload-failed' ? (
            <>
              <Button type="button" onClick={() => void form.retryUploads()}>
                Retry failed uploads
              </Button>
              <Button type="button" $variant="secondary" onClick={form.continueWithout}>
                Go to the campaign
              </Button>
            </>
          ) : (
            <>
              <Button type="submit" disabled={form.busy}>
                {form.busy ? 'Sending…' : 'Submit brief'}
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
