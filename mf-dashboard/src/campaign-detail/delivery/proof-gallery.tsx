import styled from 'styled-components';
import { PROOF_KIND_LABELS, type LineLedger, type Proof } from 'shared-domain/proof';
import { ProofFlagList, ProofPreview, ProofStateBadge } from 'shared-ui/proof';
import { formatDate } from '../../app/format';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: 16px;
  li {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 4px 0;
  }
`;

/** The campaign's proofs: each preview with its file, day and line, its state and what the checks found. */
export function ProofGallery({ proofs, lines }: { proofs: readonly Proof[]; lines: readonly LineLedger[] }) {
  const lineName = (lineId: string) => {
    const line = lines.find((l) => l.lineId === lineId);
    return line ? `${line.mediaName} — ${line.optionName}` : null;
  };
  return (
    <Grid aria-label="Proof gallery">
      {proofs.map((p) => {
        const line = lineName(p.lineId);
        const day = formatDate(p.day);
        return (
          <li key={p._id} aria-label={`${p.fileName}, ${day}`}>
            <ProofPreview url={p.previewUrl} alt={`Proof for ${line ?? 'the campaign'}, ${day}`} caption={`${p.fileName} · ${PROOF_KIND_LABELS[p.kind]} · ${day}`} />
            {line ? <p>{line}</p> : null}
            <p><ProofStateBadge proof={p} /></p>
            <ProofFlagList flags={p.flags} label={`Checks of ${p.fileName}`} />
          </li>
        );
      })}
    </Grid>
  );
}
