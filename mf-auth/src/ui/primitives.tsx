import styled from 'styled-components';
import { color, focusRing } from 'shared-ui';

export const Button = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  width: 100%;
  padding: 8px 16px;
  border-radius: 6px;
  border: 1px solid ${color.accent};
  background: ${color.accent};
  color: ${color.accentInk};
  cursor: pointer;
  ${focusRing}
  /* aria-disabled, not disabled: a disabled button drops the keyboard focus it holds. */
  &[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
`;

export const SecondaryButton = styled(Button)`
  background: ${color.surface};
  color: ${color.ink};
  border-color: ${color.line};
`;

export const LinkButton = styled.button`
  font: inherit;
  padding: 4px 0;
  border: 0;
  background: none;
  color: ${color.accent};
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

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
