import { useState } from 'react';
import styled from 'styled-components';
import { PlainList } from 'shared-ui/states';
import type { ScoreIssue, SellerProfileDraft, SellerScore } from 'shared-domain/seller';
import { color } from 'shared-ui';
import { LinkButton } from 'shared-ui/forms';
import { formatCount } from 'shared-domain/input';
import { Panel } from '../shared/seller-ui';
import { SmallButton } from './editor-parts';
import { isAbout } from './sections-section';

/** The studio's panel, tighter: it sits in the narrow column beside the form. */
const Box = styled(Panel)`
  margin-bottom: 12px;
  h2 {
    font-size: 1.125rem;
    margin-bottom: 8px;
  }
`;

const Figure = styled.p`
  margin: 0 0 8px;
  font-size: 1rem;
  strong {
    font-size: 2rem;
  }
`;

const Meter = styled.div<{ $value: number }>`
  height: 8px;
  border-radius: 4px;
  background: ${color.line};
  margin-bottom: 12px;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${(p) => p.$value}%;
    border-radius: 4px;
    background: ${(p) => (p.$value >= 80 ? color.success : p.$value >= 50 ? color.warning : color.danger)};
  }
`;

const Messages = styled(PlainList)`
  li {
    margin-bottom: 4px;
  }
  button {
    display: block;
    text-align: left;
  }
`;

/** Messages shown before "Show all": a long list would push the form (below it on a phone) out of reach. */
const FIRST_MESSAGES = 6;

/**
 * The field that fixes a message, as precisely as the form has it: the score names the
 * attribute for a missing tooltip and the sections for a long About text; the form has a
 * field for the tooltip and for each text.
 */
export function issueTarget(issue: ScoreIssue, draft: SellerProfileDraft): string {
  const tip = /^ToolTip missing for (\w+)/.exec(issue.message);
  if (tip) return `attributes.${tip[1]}.toolTip`;
  if (/^About section is more than/.test(issue.message)) {
    const about = draft.sections.findIndex(isAbout);
    const i = about >= 0 ? about : 0;
    const texts = draft.sections[i]?.contents ?? [];
    return `sections.${i}.contents.${texts.length > 1 ? 1 : 0}`;
  }
  return issue.field;
}

/** The live score beside the form: the figure, and each message as a way to the field that fixes it. */
export function ScorePanel({ score, draft, onFocusField }: { score: SellerScore; draft: SellerProfileDraft; onFocusField: (field: string) => void }) {
  const [all, setAll] = useState(false);
  const value = Math.round(score.score * 10) / 10;
  const issues = score.issues;
  const shown = all ? issues : issues.slice(0, FIRST_MESSAGES);
  return (
    <Box aria-labelledby="seller-score-title">
      <h2 id="seller-score-title">Quality score</h2>
      <Figure data-testid="seller-score" aria-live="polite" aria-atomic="true">
        <strong>{formatCount(value)}</strong> / 100
      </Figure>
      <Meter $value={Math.max(0, Math.min(100, value))} aria-hidden="true" />
      {issues.length === 0 ? (
        <p>Nothing left to improve.</p>
      ) : (
        <>
          <p>{issues.length === 1 ? '1 thing to improve:' : `${issues.length} things to improve:`}</p>
          <Messages id="score-messages">
            {shown.map((issue, k) => (
              <li key={`${issue.field}-${k}`}>
                <LinkButton type="button" onClick={() => onFocusField(issueTarget(issue, draft))}>
                  {issue.message}
                </LinkButton>
              </li>
            ))}
          </Messages>
          {issues.length > FIRST_MESSAGES ? (
            <SmallButton type="button" aria-expanded={all} aria-controls="score-messages" onClick={() => setAll(!all)}>
              {all ? 'Show fewer' : `Show all ${issues.length}`}
            </SmallButton>
          ) : null}
        </>
      )}
    </Box>
  );
}
