/** The form's layout pieces: a titled section, a row of fields with its remove button, small buttons. */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, mobile } from 'shared-ui';
import { OutlineButton } from 'shared-ui/forms';
import { Note, Panel } from '../shared/seller-ui';

/** One part of the form (Basics, Logo, Media options…), named by its heading. */
export function FormSection({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {note ? <Note>{note}</Note> : null}
      {children}
    </Panel>
  );
}

/** Fields side by side with the row's own buttons at the end; stacked on a phone. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 12px;
  > * {
    flex: 1 1 160px;
    min-width: 0;
  }
  > button {
    flex: 0 0 auto;
    margin-bottom: 12px;
  }
  ${mobile} {
    > * {
      flex-basis: 100%;
    }
  }
`;

/** A secondary button sized for rows. */
export const SmallButton = styled(OutlineButton).attrs({ $size: 'small' } as const)``;

/** A remove button named for what it removes ("Remove vendor 2"). */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <SmallButton type="button" aria-label={label} title={label} onClick={onClick}>
      Remove
    </SmallButton>
  );
}

/** A list's rows, without bullets. */
export const RowList = styled.ul`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
  > li + li {
    border-top: 1px dashed ${color.line};
    padding-top: 8px;
  }
`;

/** Buttons in a row under a list. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
`;

/** A sub-heading inside a section or an option. */
export const SubHeading = styled.h3`
  font-size: 1.0625rem;
  margin: 16px 0 8px;
`;
