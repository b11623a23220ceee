import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { color } from '../tokens/tokens';
import { Button, buttonStyle, LinkButton, OutlineButton, type ButtonStyleProps, type ButtonVariant } from './button';

/** Every style rule that matches `el`, as "selector { declarations }" (jsdom resolves neither var() nor states). */
function rules(el: Element): { selector: string; css: string; media: string | null }[] {
  const all: { selector: string; css: string; media: string | null }[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSStyleRule) all.push({ selector: rule.selectorText, css: rule.style.cssText, media: null });
      if (rule instanceof CSSMediaRule) {
        for (const inner of Array.from(rule.cssRules)) {
          if (inner instanceof CSSStyleRule) all.push({ selector: inner.selectorText, css: inner.style.cssText, media: rule.conditionText });
        }
      }
    }
  }
  // A state selector (":hover", ":focus-visible", "[aria-disabled='true']") matches once the state is taken away.
  const base = (selector: string) => selector.replace(/:(hover|focus-visible|disabled)|:not\([^)]*\)|\[aria-[a-z]+='true'\]/g, '');
  return all.filter((r) => r.selector.split(',').some((s) => el.matches(base(s.trim()) || '*')));
}

/** The declarations that apply to `el` in its resting state, on a wide screen. */
const resting = (el: Element) =>
  rules(el).filter((r) => !r.media && !/:(hover|focus-visible|disabled)|\[aria-/.test(r.selector)).map((r) => r.css).join(' ');

const VARIANT_COLOURS: Record<ButtonVariant, { background: string; color: string }> = {
  primary: { background: color.primary, color: color.primaryInk },
  secondary: { background: color.surface, color: color.ink },
  outline: { background: color.surface, color: color.primary },
  danger: { background: color.surface, color: color.danger },
  ghost: { background: 'transparent', color: color.primary },
  plain: { background: 'transparent', color: color.secondary },
  link: { background: 'none', color: color.primary },
};

describe('Button', () => {
  it.each(Object.entries(VARIANT_COLOURS))('%s: its colours are theme tokens', (variant, expected) => {
    render(<Button type="button" $variant={variant as ButtonVariant}>Go</Button>);
    const css = resting(screen.getByRole('button', { name: 'Go' }));
    expect(css).toContain(`background: ${expected.background}`);
    expect(css).toContain(`color: ${expected.color}`);
    // Every colour it declares is a custom property of the theme (or none at all).
    for (const [, value] of css.matchAll(/(?:^|;\s*)(?:color|background|border(?:-color)?):\s*([^;]+)/g)) {
      expect(value!.replace(/\d+px solid /, '')).toMatch(/^(var\(--mm-[a-z-]+, #[0-9a-f]{6}\)|transparent|none|0(px)?)$/);
    }
  });

  it('is the primary button unless told, 44 px high', () => {
    render(<Button type="button">Save</Button>);
    const css = resting(screen.getByRole('button', { name: 'Save' }));
    expect(css).toContain(`background: ${color.primary}`);
    expect(css).toContain('min-height: 44px');
  });

  it('comes small (rows, cards) and as a 40 px icon square', () => {
    render(
      <>
        <Button type="button" $size="small">Clone</Button>
        <Button type="button" $variant="plain" $size="icon" aria-label="Close">×</Button>
      </>,
    );
    expect(resting(screen.getByRole('button', { name: 'Clone' }))).toContain('min-height: 34px');
    const icon = resting(screen.getByRole('button', { name: 'Close' }));
    expect(icon).toContain('width: 40px');
    expect(icon).toContain('height: 40px');
  });

  it('fills its box always, or only on phones', () => {
    render(
      <>
        <Button type="button" $block>Always</Button>
        <Button type="button" $block="phone">Phones</Button>
        <Button type="button">Never</Button>
      </>,
    );
    expect(resting(screen.getByRole('button', { name: 'Always' }))).toContain('width: 100%');
    const phones = rules(screen.getByRole('button', { name: 'Phones' }));
    expect(phones.filter((r) => !r.media).map((r) => r.css).join(' ')).not.toContain('width: 100%');
    expect(phones.find((r) => r.media?.includes('max-width: 599px'))?.css).toContain('width: 100%');
    expect(rules(screen.getByRole('button', { name: 'Never' })).map((r) => r.css).join(' ')).not.toContain('width: 100%');
  });

  it('stays focusable while busy (aria-disabled), looking disabled, and still reports the press to its handler', () => {
    const onClick = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref} type="button" aria-disabled aria-busy onClick={onClick}>Sending…</Button>);
    const busy = screen.getByRole('button', { name: 'Sending…' });
    busy.focus();
    expect(busy).toHaveFocus();
    expect(ref.current).toBe(busy);
    fireEvent.click(busy);
    expect(onClick).toHaveBeenCalledTimes(1);
    const state = rules(busy).filter((r) => r.selector.includes("[aria-disabled='true']")).map((r) => r.css).join(' ');
    expect(state).toContain('opacity: 0.6');
    expect(rules(busy).find((r) => r.selector.includes("[aria-busy='true']"))?.css).toContain('cursor: progress');
  });

  it('shows one focus ring, in the theme\'s focus colour, whatever the variant', () => {
    render(
      <>
        <Button type="button">A</Button>
        <Button type="button" $variant="danger">B</Button>
        <LinkButton type="button">C</LinkButton>
      </>,
    );
    for (const name of ['A', 'B', 'C']) {
      const ring = rules(screen.getByRole('button', { name })).find((r) => r.selector.includes(':focus-visible'));
      expect(ring?.css).toContain(`outline: 3px solid ${color.focus}`);
    }
  });

  it('LinkButton is the Button in its link look: underlined primary text, no height of its own', () => {
    render(<LinkButton type="button">Change</LinkButton>);
    const css = resting(screen.getByRole('button', { name: 'Change' }));
    expect(css).toContain('text-decoration: underline');
    expect(css).toContain(`color: ${color.primary}`);
    expect(css).not.toContain('min-height');
  });

  it('OutlineButton is the Button outlined in the primary colour, at any size', () => {
    render(
      <>
        <OutlineButton type="button">Stay</OutlineButton>
        <OutlineButton type="button" $size="small">Revoke</OutlineButton>
      </>,
    );
    for (const name of ['Stay', 'Revoke']) {
      const css = resting(screen.getByRole('button', { name }));
      expect(css).toContain(`background: ${color.surface}`);
      expect(css).toContain(`color: ${color.primary}`);
    }
  });

  it('gives a link the same look (buttonStyle)', () => {
    const ButtonAnchor = styled.a<ButtonStyleProps>`
      ${buttonStyle}
    `;
    render(
      <>
        <ButtonAnchor href="/x" $variant="danger">Delete everything</ButtonAnchor>
        <Button type="button" $variant="danger">Delete</Button>
      </>,
    );
    const link = resting(screen.getByRole('link', { name: 'Delete everything' }));
    expect(link).toContain(`color: ${color.danger}`);
    expect(link).toContain(`border: 1px solid ${color.danger}`);
    expect(link).toContain('min-height: 44px');
  });
});
