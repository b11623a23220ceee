import styled, { css } from 'styled-components';
import { color, focusRing, mobile } from 'shared-ui';

/**
 * What a button is for, in the theme's colours:
 * - `primary`: the one main action (the primary colour, its readable ink);
 * - `secondary`: any other action (a framed neutral button);
 * - `outline`: a secondary action that still carries the primary colour (catalog, header);
 * - `danger`: an action that deletes or cannot be undone;
 * - `ghost`: a button-sized action that reads as a link (underlined, primary);
 * - `plain`: no frame, the secondary colour (icon buttons, a header's "Your Bag", close ×);
 * - `link`: a link's look inside text (no padding, underlined, primary).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'ghost' | 'plain' | 'link';

/** `regular` 44 px (an easy target on a phone), `small` 34 px for rows and cards, `icon` a 40 px square. */
export type ButtonSize = 'regular' | 'small' | 'icon';

export type ButtonStyleProps = {
  /** `primary` unless told. */
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  /** The full width of its box: always, or only on phones. */
  $block?: boolean | 'phone';
};

/** A variant's frame, fill and ink (and what it adds: an underline, a hover). */
const look = (frame: string, fill: string, ink: string, more?: ReturnType<typeof css>) => css`
  border: ${frame === 'none' ? '0' : `1px solid ${frame}`};
  background: ${fill};
  color: ${ink};
  ${more}
`;
const underlined = css`
  text-decoration: underline;
`;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: look(color.primary, color.primary, color.primaryInk),
  secondary: look(color.line, color.surface, color.ink),
  outline: look(color.primary, color.surface, color.primary),
  danger: look(color.danger, color.surface, color.danger),
  ghost: look('transparent', 'transparent', color.primary, underlined),
  plain: look('transparent', 'transparent', color.secondary, css`
    &:hover:not(:disabled) {
      background: ${color.canvas};
    }
  `),
  link: look('none', 'none', color.primary, underlined),
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  regular: css`
    min-height: 44px;
    padding: 8px 16px;
  `,
  small: css`
    min-height: 34px;
    padding: 0 10px;
    font-size: 0.875rem;
    font-weight: 500;
  `,
  icon: css`
    width: 40px;
    height: 40px;
    padding: 0;
    flex: none;
  `,
};

/** A link-looking button sits in a line of text: no height or padding of its own. */
const linkSize = css`
  padding: 4px 0;
  font-weight: inherit;
`;

const blocks = {
  always: css`
    width: 100%;
  `,
  phone: css`
    ${mobile} {
      width: 100%;
    }
  `,
};

/**
 * The look of every button of the site, for a `<button>` (Button) or a router link that looks
 * like one (`styled(Link)` with this mixin). Busy: a button that must keep the keyboard focus
 * while its request is out says `aria-disabled` (a disabled button drops the focus it holds)
 * and `aria-busy`; it looks disabled, and its handler ignores the press.
 */
export const buttonStyle = css<ButtonStyleProps>`
  font: inherit;
  font-weight: 600;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border-radius: 6px;
  cursor: pointer;
  ${(p) => (p.$variant === 'link' ? linkSize : sizes[p.$size ?? 'regular'])}
  ${(p) => variants[p.$variant ?? 'primary']}
  ${(p) => (p.$block === true ? blocks.always : p.$block === 'phone' ? blocks.phone : '')}
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  ${focusRing}
`;

/** The site's one button: `$variant` (primary unless told), `$size`, `$block`. */
export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyle}
`;

/** A button outlined in the primary colour, for the second action beside a primary one (Button, variant `outline`). */
export const OutlineButton = styled(Button).attrs<ButtonStyleProps>({ $variant: 'outline' })``;

/** A button that reads as a link: underlined text in the primary colour (Button, variant `link`). */
export const LinkButton = styled(Button).attrs<ButtonStyleProps>({ $variant: 'link' })``;
