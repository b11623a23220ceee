import styled from 'styled-components';
import { color, focusRing } from './tokens';

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

export const Field = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 16px;
  min-width: 0;
  /* Long e-mail addresses wrap instead of widening the dialog. */
  label { font-weight: 600; overflow-wrap: anywhere; }
`;

export const Input = styled.input`
  font: inherit;
  font-size: 1rem;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${color.line};
  border-radius: 6px;
  box-sizing: border-box;
  width: 100%;
  &[aria-invalid='true'] { border-color: ${color.danger}; }
  ${focusRing}
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: 0.875rem;
`;

export const Stack = styled.div`
  display: grid;
  gap: 12px;
`;

export const Hint = styled.p`
  margin: 0 0 16px;
  color: ${color.muted};
`;
