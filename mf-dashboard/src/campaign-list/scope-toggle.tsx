import styled from 'styled-components';
import type { CampaignScope } from '../api/campaigns.api';
import { Button } from '../ui/primitives';

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
`;

const CHOICES: readonly [CampaignScope, string][] = [
  ['mine', 'My campaigns'],
  ['all', 'All campaigns'],
];

/** Staff's choice between their own campaigns and every campaign; the chosen one is pressed. */
export function ScopeToggle({ scope, onChange }: { scope: CampaignScope; onChange: (scope: CampaignScope) => void }) {
  return (
    <Group role="group" aria-label="Campaigns to show">
      {CHOICES.map(([value, label]) => (
        <Button
          key={value}
          type="button"
          $variant={scope === value ? 'primary' : 'secondary'}
          aria-pressed={scope === value}
          onClick={() => {
            if (scope !== value) onChange(value);
          }}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
