/** The bag's name (renamed in place) and the campaign's start and end dates. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { themed } from '../../config/theme';
import { localDay, MAX_BAG_NAME, type BagDoc, type BagOp } from '../state/bag-doc';
import { ErrorText, Input, Label, SmallButton } from './controls';

const Bar = styled.div`display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: flex-end; margin: 0 0 12px;`;
const Name = styled.h2`margin: 0; font-size: 18px; color: ${themed('secondary')}; word-break: break-word;`;
const NameRow = styled.div`display: flex; align-items: center; gap: 8px; flex: 1 1 240px; min-width: 0;`;
const Form = styled.form`display: flex; gap: 8px; align-items: flex-end; flex: 1 1 240px;`;
const Dates = styled.div`display: flex; gap: 12px; flex-wrap: wrap;`;

export function BagHeader({ doc, onOp }: { doc: BagDoc; onOp(op: BagOp): string | null }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(doc.name);
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const startId = useId();
  const endId = useId();
  useEffect(() => { if (!editing) setName(doc.name); }, [doc.name, editing]);

  const rename = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === doc.name) { setEditing(false); return; }
    const refused = onOp({ kind: 'rename', name });
    setError(refused);
    if (!refused) setEditing(false);
  };
  const setDate = (field: 'startDate' | 'endDate', value: string) => setError(onOp({ kind: 'bagInfo', [field]: value || null }));

  return (
    <>
      <Bar>
        {editing ? (
          <Form onSubmit={rename} aria-label="Rename the bag">
            <Label htmlFor={nameId} style={{ flex: 1 }}>
              Bag name
              <Input id={nameId} value={name} maxLength={MAX_BAG_NAME} autoFocus onChange={(e) => setName(e.target.value)}
                onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); setEditing(false); setError(null); } }} />
            </Label>
            <SmallButton type="submit" $variant="primary">Save name</SmallButton>
            <SmallButton type="button" onClick={() => { setEditing(false); setError(null); }}>Cancel</SmallButton>
          </Form>
        ) : (
          <NameRow>
            <Name>{doc.name}</Name>
            <SmallButton type="button" onClick={() => setEditing(true)} aria-label={`Rename ${doc.name}`}>Rename</SmallButton>
          </NameRow>
        )}
        <Dates>
          <Label htmlFor={startId}>
            Start date
            <Input id={startId} type="date" value={doc.startDate?.slice(0, 10) ?? ''} min={localDay()} max={doc.endDate?.slice(0, 10)}
              onChange={(e) => setDate('startDate', e.target.value)} />
          </Label>
          <Label htmlFor={endId}>
            End date
            <Input id={endId} type="date" value={doc.endDate?.slice(0, 10) ?? ''} min={doc.startDate?.slice(0, 10)}
              onChange={(e) => setDate('endDate', e.target.value)} />
          </Label>
        </Dates>
      </Bar>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </>
  );
}
