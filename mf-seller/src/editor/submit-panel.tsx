import { useState } from 'react';
import { SELLER_STATUS_LABELS, type SellerProfile } from 'shared-domain/seller';
import { Button } from 'shared-ui/forms';
import { fieldProblems, problemText } from '../shared/seller-format';
import { Note, Outcome } from '../shared/seller-ui';
import { ProblemList } from './save-status';

type Props = {
  status: SellerProfile['status'];
  /** What the draft still needs for review (reviewProblems) and its field errors; empty when ready. */
  problems: Readonly<Record<string, string>>;
  /** The seller asked to submit: the form shows the problems beside their fields from now on. */
  onAttempt: () => void;
  /** Saves what is unsaved; false when it could not. */
  flush: () => Promise<boolean>;
  submit: () => Promise<SellerProfile>;
  onSubmitted: (profile: SellerProfile) => void;
  onServerFields: (fields: Record<string, string>) => void;
  onFocusField: (field: string) => void;
};

/** "Submit for review": what is missing (each a way to its field), or a final save and the submit. */
export function SubmitPanel({ status, problems, onAttempt, flush, submit, onSubmitted, onServerFields, onFocusField }: Props) {
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'done'; text: string } | null>(null);
  const waiting = status === 'submitted';
  const missing = Object.keys(problems).length;

  const send = async () => {
    setAttempted(true);
    onAttempt();
    setOutcome(null);
    if (missing > 0) return;
    setBusy(true);
    try {
      if (!(await flush())) {
        setOutcome({ tone: 'error', text: 'Not submitted: the latest changes are not saved yet (see above).' });
        return;
      }
      const profile = await submit();
      onSubmitted(profile);
      setOutcome({ tone: 'done', text: `Submitted for review. Status: ${SELLER_STATUS_LABELS[profile.status]}.` });
    } catch (err) {
      onServerFields(fieldProblems(err));
      setOutcome({ tone: 'error', text: `Not submitted: ${problemText(err, { 401: 'you are signed out; sign in and try again.' })}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button type="button" disabled={waiting} aria-disabled={busy || undefined} aria-describedby={waiting ? 'submit-waiting' : undefined} onClick={() => !busy && void send()}>
        {busy ? 'Submitting…' : 'Submit for review'}
      </Button>
      {waiting ? <Note id="submit-waiting">Waiting for review; editing takes it out of the queue.</Note> : null}
      {attempted && missing > 0 ? (
        <div role="alert">
          <Outcome $tone="error">{`Before review, ${missing === 1 ? 'this needs' : `these ${missing} need`} fixing:`}</Outcome>
          <ProblemList problems={problems} onFocusField={onFocusField} />
        </div>
      ) : null}
      {outcome ? <Outcome $tone={outcome.tone} role={outcome.tone === 'error' ? 'alert' : 'status'}>{outcome.text}</Outcome> : null}
    </div>
  );
}
