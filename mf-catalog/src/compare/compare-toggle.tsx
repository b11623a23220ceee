import { useState } from 'react';
import styled from 'styled-components';
import { SecondaryButton } from '../ui/primitives';
import { color } from 'shared-ui';
import { COMPARE_LIMIT, type ComparePick } from './compare-store';
import { useCompare } from './use-compare';

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Toggle = styled(SecondaryButton)`
  &[aria-pressed='true'] {
    background: ${color.ink};
    border-color: ${color.ink};
    color: ${color.surface};
  }
`;

const Refused = styled.p`
  margin: 0;
  color: ${color.danger};
  font-weight: 600;
`;

/**
 * "Compare" on an option card: a toggle button (aria-pressed) that adds the option to the
 * compare picks or takes it out. A fifth pick is refused with an alert saying why.
 */
export function CompareToggle({ pick, describedBy }: { pick: ComparePick; describedBy?: string }) {
  const { picks, toggle } = useCompare();
  const [refusal, setRefusal] = useState('');
  const pressed = picks.some((p) => p._id === pick._id);

  const onClick = () => {
    const result = toggle(pick);
    setRefusal(result.ok ? '' : result.message);
  };

  return (
    <Wrap>
      <Toggle type="button" aria-pressed={pressed} aria-describedby={describedBy} onClick={onClick}>
        {pressed ? <span aria-hidden="true">✓ </span> : null}
        Compare
      </Toggle>
      {/* Stale once a pick is freed elsewhere (the tray, another tab). */}
      {refusal && !pressed && picks.length >= COMPARE_LIMIT ? <Refused role="alert">{refusal}</Refused> : null}
    </Wrap>
  );
}
