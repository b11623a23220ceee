import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { checkSellerDraft, reviewProblems, scoreSellerProfile, type SellerProfile, type SellerProfileDraft } from 'shared-domain/seller';
import { narrow, useRuntime } from 'shared-ui';
import { Page } from 'shared-ui/runtime';
import { submitSellerProfile } from '../seller-api';
import { problemText } from '../shared/seller-format';
import { AttributesSection } from './attributes-section';
import { BasicsSection } from './basics-section';
import { DemographicsSection } from './demographics-section';
import { EditorProvider, type EditorContextValue } from './editor-context';
import { LogoSection, MediaKitSection } from './files-section';
import { clearLocalCopy, newerLocalCopy } from './local-copy';
import { OptionsSection } from './options-section';
import { ProfileHeader } from './profile-header';
import { RestoreBanner } from './restore-banner';
import { SaveStatus } from './save-status';
import { ScorePanel } from './score-panel';
import { SectionsSection } from './sections-section';
import { SubmitPanel } from './submit-panel';
import { useAutosave } from './use-autosave';
import { useFieldFocus } from './use-field-focus';

/** The form beside the score on a wide screen; below 960 px one column, the score above the form. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  grid-template-areas: 'form side';
  gap: 24px;
  align-items: start;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'side' 'form';
  }
`;

const Side = styled.aside`
  grid-area: side;
  position: sticky;
  top: 16px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  ${narrow} {
    position: static;
    max-height: none;
  }
`;

const Form = styled.div`
  grid-area: form;
  min-width: 0;
`;

const NONE: Readonly<Record<string, string>> = {};

/** The studio's editor of one loaded profile: the form, the live score, autosave and submit for review. */
export function ProfileEditor({ profile: loaded }: { profile: SellerProfile }) {
  const { api: { serviceA: api }, storage } = useRuntime();
  const [draft, setDraft] = useState<SellerProfileDraft>(loaded.draft);
  const [profile, setProfile] = useState(loaded);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [reviewAsked, setReviewAsked] = useState(false);
  const [offer, setOffer] = useState(() => newerLocalCopy(storage, loaded));
  const [choice, setChoice] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const check = useMemo(() => checkSellerDraft(draft), [draft]);
  const checkErrors = check.ok ? NONE : check.fields;
  const score = useMemo(() => scoreSellerProfile(draft), [draft]);
  const review = useMemo(() => reviewProblems(draft), [draft]);
  const errors = useMemo(
    () => ({ ...(reviewAsked ? review : NONE), ...serverFields, ...checkErrors }),
    [reviewAsked, review, serverFields, checkErrors],
  );

  const { state, saver } = useAutosave({ api, storage, profile: loaded, draft, blocked: !check.ok, onSaved: setProfile, onServerFields: setServerFields });
  const { isExpanded, setExpanded, focusField } = useFieldFocus(draft.mediaOptions);
  const update = useCallback((change: (d: SellerProfileDraft) => SellerProfileDraft) => setDraft((d) => change(d)), []);
  const context = useMemo<EditorContextValue>(
    () => ({ draft, update, errors, api, isExpanded, setExpanded, focusField }),
    [draft, update, errors, api, isExpanded, setExpanded, focusField],
  );

  const resolve = async (how: 'load' | 'overwrite') => {
    setChoice({ busy: true, error: null });
    try {
      if (how === 'load') {
        const newest = await saver.loadNewest();
        setProfile(newest);
        setDraft(newest.draft);
      } else {
        await saver.overwrite();
      }
      setChoice({ busy: false, error: null });
    } catch (err) {
      setChoice({ busy: false, error: `That did not work: ${problemText(err)}` });
    }
  };

  return (
    <Page>
      <ProfileHeader profile={profile} name={draft.name} />
      {offer ? (
        <RestoreBanner
          copy={offer}
          onRestore={() => {
            setDraft(offer.draft);
            setOffer(null);
          }}
          onDiscard={() => {
            clearLocalCopy(storage, loaded._id);
            setOffer(null);
          }}
        />
      ) : null}
      <EditorProvider value={context}>
        <Layout>
          <Side aria-label="Score and review">
            <SaveStatus
              state={state}
              errors={checkErrors}
              onFocusField={focusField}
              onRetry={() => void saver.flush()}
              onLoadNewest={() => void resolve('load')}
              onOverwrite={() => void resolve('overwrite')}
              busy={choice.busy}
              choiceError={choice.error}
            />
            <ScorePanel score={score} draft={draft} onFocusField={focusField} />
            <SubmitPanel
              status={profile.status}
              problems={{ ...review, ...checkErrors }}
              onAttempt={() => setReviewAsked(true)}
              flush={saver.flush}
              submit={() => submitSellerProfile(api, loaded._id)}
              onSubmitted={(p) => {
                saver.adopt(p);
                setProfile(p);
              }}
              onServerFields={setServerFields}
              onFocusField={focusField}
            />
          </Side>
          <Form>
            <BasicsSection />
            <LogoSection />
            <AttributesSection />
            <SectionsSection />
            <MediaKitSection />
            <DemographicsSection />
            <OptionsSection />
          </Form>
        </Layout>
      </EditorProvider>
    </Page>
  );
}
