import { useState } from 'react';
import styled from 'styled-components';
import { mediaMonogram } from 'shared-domain/format';

const Monogram = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 6px;
  color: #fff;
  font: 700 20px/1 Arial, Helvetica, sans-serif;
  letter-spacing: 0.04em;
`;

/**
 * A media's logo, or when it has none (or it fails to load) its generated mark: initials on
 * its own colour, shared-domain `mediaMonogram`, the same mark the catalog and the bag draw.
 */
export function MediaMark({ id, name, logoUrl }: { id: string; name: string; logoUrl?: string | null }) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) return <img src={logoUrl} alt="" width={56} height={56} loading="lazy" onError={() => setFailed(true)} />;
  const mark = mediaMonogram({ _id: id, name });
  return (
    <Monogram aria-hidden="true" data-testid="media-monogram" style={{ background: mark.background }}>
      {mark.initials}
    </Monogram>
  );
}
