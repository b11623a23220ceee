import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Proof, ProofState } from 'shared-domain/proof';
import { color } from 'shared-ui';
import { proofFlagText, proofStateText } from './proof-text';
import { useProofPreview } from './use-proof-preview';

const TONES: Record<ProofState, { ink: string; surface: string }> = {
  submitted: { ink: color.warning, surface: color.warningSurface },
  verified: { ink: color.success, surface: color.successSurface },
  rejected: { ink: color.danger, surface: color.dangerSurface },
};

const Badge = styled.span<{ $state: ProofState }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 12px;
  border: 1px solid ${(p) => TONES[p.$state].ink};
  background: ${(p) => TONES[p.$state].surface};
  color: ${color.ink};
  font-size: 0.875rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** A proof's state in words: "Submitted", "Verified by Ravi on 4 Mar 2026", "Rejected: wrong site". */
export function ProofStateBadge({ proof }: { proof: Pick<Proof, 'state' | 'stateBy' | 'stateAt' | 'rejectReason'> }) {
  return <Badge $state={proof.state} data-state={proof.state}>{proofStateText(proof)}</Badge>;
}

const Flags = styled.ul`
  margin: 4px 0 8px;
  padding: 0 0 0 20px;
  color: ${color.danger};
  font-size: 0.875rem;
  li {
    overflow-wrap: anywhere;
  }
`;

/** What the checks found, in words (nothing when they found nothing); `label` names the list. */
export function ProofFlagList({ flags, label = 'Checks' }: { flags: Proof['flags']; label?: string }) {
  if (flags.length === 0) return null;
  return (
    <Flags aria-label={label}>
      {flags.map((f) => <li key={f.code} data-flag={f.code}>{proofFlagText(f)}</li>)}
    </Flags>
  );
}

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  figcaption {
    margin-top: 4px;
    font-size: 0.875rem;
    color: ${color.muted};
    overflow-wrap: anywhere;
  }
`;

/** A 4:3 box, so the page does not move when the image arrives. */
const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  max-width: 320px;
  aspect-ratio: 4 / 3;
  border: 1px solid ${color.line};
  border-radius: 6px;
  background: ${color.canvas};
  color: ${color.muted};
  font-size: 0.875rem;
  text-align: center;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/**
 * A proof's preview (fetched with the session's token), or why there is none: a file that is
 * not an image, a preview still loading or that failed. `alt` says what the picture is.
 */
export function ProofPreview({ url, alt, caption }: { url: string | null; alt: string; caption?: ReactNode }) {
  const preview = useProofPreview(url);
  let inside: ReactNode;
  if (preview.status === 'ready') inside = <img src={preview.src} alt={alt} />;
  else if (preview.status === 'loading') inside = <span aria-busy="true">Loading the preview…</span>;
  else if (preview.status === 'failed') inside = <span>The preview could not be loaded</span>;
  else inside = <span>No preview: not an image</span>;
  return (
    <Figure>
      <Frame>{inside}</Frame>
      {caption ? <figcaption>{caption}</figcaption> : null}
    </Figure>
  );
}
