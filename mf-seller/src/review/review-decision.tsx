import { useState, type FormEvent } from 'react';
import type { SellerProfile } from 'shared-domain/seller';
import { Button, TextAreaField } from 'shared-ui/forms';
import { useRuntime, useSiteName } from 'shared-ui';
import { approveProfile, sendBackProfile } from '../seller-api';
import { livePath, problemText } from '../shared/seller-format';
import { ActionRow, AppLink, Note, Outcome, Panel } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';

/** What a refused decision says, by status; the site's name in the 403's. */
const decisionMessages = (siteName: string) => ({
  403: `Only ${siteName} staff can approve or send back listings.`,
  404: 'This listing no longer exists.',
  409: 'This listing is not waiting for review any more: someone may have decided it already, or the seller changed it. Reload the page to see where it is now.',
});

const COMMENT_MAX = 2000;

/** After a decision: what happened, and the ways on. */
function Decided({ profile }: { profile: SellerProfile }) {
  return (
    <Panel aria-labelledby="review-decided">
      <h2 id="review-decided">{profile.status === 'published' ? 'Live' : 'Sent back'}</h2>
      <Outcome $tone="done" role="status">
        {profile.status === 'published' ? 'Approved: the listing is live in the catalog and in search.' : 'Sent back to the seller with your comment.'}
      </Outcome>
      <ActionRow style={{ marginTop: 12 }}>
        {profile.live && profile.status === 'published' ? <AppLink to={livePath(profile.live)}>See the live page</AppLink> : null}
        <AppLink to="/staff/listings">Back to the review queue</AppLink>
      </ActionRow>
    </Panel>
  );
}

/** Approve, or send back with a comment (required). One decision at a time; both buttons wait while it is out. */
export function ReviewDecision({ profile, onDecided }: { profile: SellerProfile; onDecided: (p: SellerProfile) => void }) {
  const siteName = useSiteName();
  const api = useRuntime().api.serviceA;
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [decided, setDecided] = useState<SellerProfile | null>(null);
  const approve = useSend(() => approveProfile(api, profile._id));
  const sendBack = useSend((text: string) => sendBackProfile(api, profile._id, text));
  const sending = approve.sending || sendBack.sending;

  const done = (answer: SellerProfile | undefined) => {
    if (!answer) return;
    setDecided(answer);
    onDecided(answer);
  };
  const onApprove = async () => {
    sendBack.clear();
    done(await approve.run());
  };
  const onSendBack = async (e: FormEvent) => {
    e.preventDefault();
    approve.clear();
    const text = comment.trim();
    if (!text) {
      setProblem('Write what the seller should change');
      return;
    }
    done(await sendBack.run(text));
  };

  if (decided) return <Decided profile={decided} />;
  if (profile.status !== 'submitted') {
    return (
      <Panel aria-labelledby="review-decision">
        <h2 id="review-decision">Decision</h2>
        <Note>This listing is not waiting for review, so there is nothing to decide.</Note>
        <AppLink to="/staff/listings">Back to the review queue</AppLink>
      </Panel>
    );
  }
  const error = approve.error ?? sendBack.error;
  return (
    <Panel aria-labelledby="review-decision">
      <h2 id="review-decision">Decision</h2>
      <Note>Approving publishes this version at once; a live listing keeps its current version until then.</Note>
      <Button type="button" onClick={() => void onApprove()} disabled={sending}>
        {approve.sending ? 'Approving…' : 'Approve and publish'}
      </Button>
      <form onSubmit={onSendBack} noValidate style={{ marginTop: 16 }}>
        <TextAreaField
          label="Comment for the seller"
          hint="Say what to change; the seller sees it beside the listing."
          value={comment}
          maxLength={COMMENT_MAX}
          error={problem}
          required
          onChange={(e) => { setComment(e.target.value); setProblem(null); }}
        />
        <Button type="submit" disabled={sending}>{sendBack.sending ? 'Sending back…' : 'Send back'}</Button>
      </form>
      {error ? <Outcome $tone="error" role="alert">{problemText(error, decisionMessages(siteName))}</Outcome> : null}
    </Panel>
  );
}
