import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, OutlineButton } from 'shared-ui/forms';
import { useRuntime } from 'shared-ui';
import { leaveSellerAccount } from '../seller-api';
import { problemText } from '../shared/seller-format';
import { ActionRow, Note, Outcome } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';

const Box = styled.div`
  margin-top: 20px;
`;

/**
 * Leaving the account, asked twice: what leaving does is said before it is done, since the
 * last member closes the account and its drafts go with it. The server refuses (409) while
 * the last member's account has a live listing, and says how to hand over.
 */
export function LeaveAccount({ onlyMember, onLeft }: { onlyMember: boolean; onLeft: () => void }) {
  const api = useRuntime().api.serviceA;
  const [asking, setAsking] = useState(false);
  const leave = useSend(() => leaveSellerAccount(api));
  const confirm = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  // The keyboard follows the question: to its answer when asked, back to the button when called off.
  useEffect(() => {
    if (asking) confirm.current?.focus();
    else if (wasAsking.current) start.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const go = async () => {
    const answer = await leave.run();
    if (answer) onLeft();
  };

  if (!asking) {
    return (
      <Box>
        <OutlineButton ref={start} type="button" onClick={() => setAsking(true)}>Leave this seller account</OutlineButton>
      </Box>
    );
  }
  return (
    <Box role="group" aria-labelledby="seller-leave-question">
      <Note id="seller-leave-question">
        {onlyMember
          ? 'You are the only member. Leaving closes the account: its drafts, files and open invitations are deleted. An account with a live listing cannot be closed; invite someone to take it over first.'
          : 'You will no longer see or edit this account\u2019s listings. The rest of the team keeps them, and can invite you again.'}
      </Note>
      <ActionRow>
        {/* aria-disabled, not disabled: the button keeps the keyboard focus while the request is out. */}
        <Button ref={confirm} type="button" aria-disabled={leave.sending} onClick={() => void go()}>
          {leave.sending ? 'Leaving…' : onlyMember ? 'Close the account and leave' : 'Leave the account'}
        </Button>
        <OutlineButton type="button" disabled={leave.sending} onClick={() => { setAsking(false); leave.clear(); }}>Stay</OutlineButton>
      </ActionRow>
      {leave.error ? <Outcome $tone="error" role="alert">{problemText(leave.error)}</Outcome> : null}
    </Box>
  );
}
