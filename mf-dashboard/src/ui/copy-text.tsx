import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color, focusRing } from 'shared-ui';
import { Actions, Button } from './primitives';
import { copyOrSelect } from './copy-or-select';

const Code = styled.pre<{ $inverse: boolean }>`
  margin: 0 0 8px;
  padding: 10px 12px;
  border-radius: 6px;
  font-size: 0.8125rem;
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $inverse }) => ($inverse
    ? css`background: ${color.inverse}; color: ${color.inverseInk};`
    : css`background: ${color.canvas}; color: ${color.ink}; border: 1px solid ${color.line};`)}
  ${focusRing}
`;

const Label = styled.p`
  margin: 12px 0 4px;
  font-weight: 600;
`;

const Heading = styled.h3`
  font-size: 1rem;
  margin: 0 0 6px;
`;

const Note = styled.span`
  color: ${color.muted};
`;

export type CopyTextProps = {
  /** What the text is ("Token"); with `heading`, a heading rather than a label line. */
  label: string;
  heading?: boolean;
  text: string;
  /** The Copy button's accessible name ("Copy the token"). */
  copyLabel: string;
  /** What the note says once copied; "Copied." by default. */
  copied?: ReactNode;
  /** Light text on the inverse colour (code to paste elsewhere). */
  inverse?: boolean;
  testId?: string;
};

/**
 * A value to hand on (a link, a secret, a command, an embed snippet): shown whole, focusable,
 * with a Copy button. Where the clipboard is refused, the text is selected for Ctrl+C instead.
 * The note clears when the text changes.
 */
export function CopyText({ label, heading = false, text, copyLabel, copied = 'Copied.', inverse = false, testId }: CopyTextProps) {
  const [note, setNote] = useState<ReactNode>(null);
  const code = useRef<HTMLPreElement>(null);
  const id = useId();
  useEffect(() => setNote(null), [text]);
  const copy = async () => {
    const done = await copyOrSelect(text, code.current);
    setNote(done ? copied : 'Copying is not allowed here: the text is selected, press Ctrl+C (⌘C on a Mac).');
  };
  return (
    <div>
      {heading ? <Heading id={id}>{label}</Heading> : <Label id={id}>{label}</Label>}
      <Code ref={code} tabIndex={0} aria-labelledby={id} $inverse={inverse} data-testid={testId}>{text}</Code>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => void copy()} aria-label={copyLabel}>Copy</Button>
        <Note role="status" aria-live="polite">{note}</Note>
      </Actions>
    </div>
  );
}
