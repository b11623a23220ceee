import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { color, focusRing } from 'shared-ui';
import { Actions, Button } from '../../ui/primitives';
import { copyOrSelect } from '../../ui/copy-or-select';

const Code = styled.pre`
  margin: 0 0 8px;
  padding: 10px 12px;
  background: ${color.canvas};
  color: ${color.ink};
  border: 1px solid ${color.line};
  border-radius: 6px;
  font-size: 0.8125rem;
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${focusRing}
`;

const Label = styled.p`
  margin: 12px 0 4px;
  font-weight: 600;
`;

const Note = styled.span`
  color: ${color.muted};
`;

/**
 * A value to hand on (a link, a secret, a command): shown whole, focusable, with a Copy button.
 * Where the clipboard is refused, the text is selected for Ctrl+C instead.
 */
export function CopyText({ label, text, copyLabel }: { label: string; text: string; copyLabel: string }) {
  const [note, setNote] = useState<string | null>(null);
  const code = useRef<HTMLPreElement>(null);
  const id = useId();
  const copy = async () => {
    const copied = await copyOrSelect(text, code.current);
    setNote(copied ? 'Copied.' : 'Copying is not allowed here: the text is selected, press Ctrl+C (⌘C on a Mac).');
  };
  return (
    <div>
      <Label id={id}>{label}</Label>
      <Code ref={code} tabIndex={0} aria-labelledby={id}>{text}</Code>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => void copy()} aria-label={copyLabel}>Copy</Button>
        <Note role="status" aria-live="polite">{note}</Note>
      </Actions>
    </div>
  );
}
