import styled from 'styled-components';
import { CLIENT_NAME_MAX, TMA_EXPLAINED, type CampaignBriefExtras } from 'shared-domain/campaign';
import { CheckboxLabel, Field, Input } from 'shared-ui/forms';
import { color } from 'shared-ui';
import { BriefGroup } from './brief-fields';

const Hint = styled.p`
  margin: -4px 0 12px 28px;
  color: ${color.muted};
  font-size: 0.875rem;
`;

/** What the form holds of the campaign's own choices: the client as typed, the two choices. */
export type BriefExtrasDraft = { client: string; requestCallback: boolean; executeWithTma: boolean };

export const initialExtras = (from?: CampaignBriefExtras): BriefExtrasDraft => ({
  client: from?.client ?? '',
  requestCallback: from?.requestCallback ?? false,
  executeWithTma: from?.executeWithTma ?? false,
});

/** The draft as a new campaign takes it: only what was given (an empty client and unticked choices are left out). */
export function extrasFromDraft(d: BriefExtrasDraft): CampaignBriefExtras {
  const client = d.client.trim();
  return {
    ...(client ? { client } : {}),
    ...(d.requestCallback ? { requestCallback: true } : {}),
    ...(d.executeWithTma ? { executeWithTma: true } : {}),
  };
}

type Props = {
  value: BriefExtrasDraft;
  onChange: (value: BriefExtrasDraft) => void;
  id: string;
  disabled?: boolean;
};

/**
 * The campaign's choices on the brief (SPEC.md 3.11): the agency's client, a callback from our
 * team, and running the campaign with TMA, our own media team.
 */
export function BriefExtrasFields({ value, onChange, id, disabled }: Props) {
  const set = <K extends keyof BriefExtrasDraft>(key: K, v: BriefExtrasDraft[K]) => onChange({ ...value, [key]: v });
  return (
    <BriefGroup disabled={disabled}>
      <legend>Working with us</legend>
      <Field id={`${id}-client`} label="Client" hint="If you are an agency, the client you are planning this campaign for">
        <Input value={value.client} maxLength={CLIENT_NAME_MAX} onChange={(e) => set('client', e.target.value)} autoComplete="off" />
      </Field>
      <CheckboxLabel>
        <input type="checkbox" checked={value.requestCallback} onChange={(e) => set('requestCallback', e.target.checked)} />
        Request a callback
      </CheckboxLabel>
      <Hint>Our team calls you to talk the brief through.</Hint>
      <CheckboxLabel>
        <input type="checkbox" checked={value.executeWithTma} onChange={(e) => set('executeWithTma', e.target.checked)} />
        Execute with TMA
      </CheckboxLabel>
      <Hint>{TMA_EXPLAINED}</Hint>
    </BriefGroup>
  );
}
