import styled from 'styled-components';
import { color } from 'shared-ui';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: color.muted,
  success: color.success,
  warning: color.warning,
  danger: color.danger,
};

/** A short label in a pill; the words carry the meaning, the colour only helps. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.4;
  border: 1px solid currentColor;
  color: ${(p) => tones[p.$tone ?? 'neutral']};
  white-space: nowrap;
`;
