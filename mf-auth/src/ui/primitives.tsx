import styled from 'styled-components';
import { color } from 'shared-ui';

/** A field's frame around its label, control (shared-ui/forms' Input) and error. */
export const Field = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 16px;
  min-width: 0;
  /* Long e-mail addresses wrap instead of widening the dialog. */
  label { font-weight: 600; overflow-wrap: anywhere; }
`;

export const Stack = styled.div`
  display: grid;
  gap: 12px;
`;

export const Hint = styled.p`
  margin: 0 0 16px;
  color: ${color.muted};
`;
