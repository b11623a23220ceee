import styled from 'styled-components';
import { color } from 'shared-ui';
import { LinkButton } from 'shared-ui/forms';
import type { SaveState } from './autosaver';
import { Actions, SmallButton } from './editor-parts';

const Box = styled.div<{ $tone: 'ok' | 'error' }>`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: 6px;
  border: 1px solid ${(p) => (p.$tone === 'error' ? color.danger : color.line)};
  background: ${(p) => (p.$tone === 'error' ? color.dangerSurface : color.surface)};
  p {
    margin: 0 0 4px;
  }
  ul {
    margin: 4px 0 0;
    padding-left: 18px;
  }
`;

/** A list of field messages, each a way to its field. */
export function ProblemList({ problems, onFocusField }: { problems: Readonly<Record<string, string>>; onFocusField: (field: string) => void }) {
  return (
    <ul>
      {Object.entries(problems).map(([field, message]) => (
        <li key={field}>
          <LinkButton type="button" onClick={() => onFocusField(field)}>
            {message}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}

type Props = {
  state: SaveState;
  /** The draft's field errors (they block the save). */
  errors: Readonly<Record<string, string>>;
  onFocusField: (field: string) => void;
  onRetry: () => void;
  onLoadNewest: () => void;
  onOverwrite: () => void;
  /** A conflict choice is under way. */
  busy: boolean;
  /** What went wrong with a conflict choice. */
  choiceError: string | null;
};

const WORDS = { saved: 'All changes saved', pending: 'Unsaved changes', saving: 'Saving…' } as const;

/** Where the autosave is: saved, saving, blocked by field errors, failed (and when it tries again), or a conflict to resolve. */
export function SaveStatus({ state, errors, onFocusField, onRetry, onLoadNewest, onOverwrite, busy, choiceError }: Props) {
  if (state.kind === 'conflict') {
    return (
      <Box $tone="error" role="alert">
        <p>
          <strong>This profile was changed elsewhere</strong> (another tab or another member of your account) since you opened it. Your
          changes are not saved yet; they are kept on this device.
        </p>
        <Actions>
          <SmallButton type="button" disabled={busy} onClick={onLoadNewest}>Load the newest version</SmallButton>
          <SmallButton type="button" disabled={busy} onClick={onOverwrite}>Overwrite it with my version</SmallButton>
        </Actions>
        {choiceError ? <p>{choiceError}</p> : null}
      </Box>
    );
  }
  if (state.kind === 'invalid') {
    const count = Object.keys(errors).length;
    return (
      <Box $tone="error" role="alert">
        <p>{`Not saved: fix ${count === 1 ? 'this field' : `these ${count} fields`} first.`}</p>
        <ProblemList problems={errors} onFocusField={onFocusField} />
      </Box>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Box $tone="error" role="alert">
        <p>{state.message}</p>
        <SmallButton type="button" onClick={onRetry}>Try again now</SmallButton>
      </Box>
    );
  }
  return (
    <Box $tone="ok" role="status" aria-live="polite">
      <p>{WORDS[state.kind]}</p>
    </Box>
  );
}
