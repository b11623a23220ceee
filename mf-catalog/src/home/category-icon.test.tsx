import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { CATEGORIES } from 'shared-domain';
import { CategoryIcon } from './category-icon';

const sprite = fs.readFileSync(path.join(__dirname, 'category-icons.svg'), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>([\s\S]*?)<\/symbol>/g)].map((m) => ({ id: m[1], body: m[2] }));

describe('category icons', () => {
  it('draws one distinct line icon per category, in the text colour', () => {
    expect(symbols.map((s) => s.id).sort()).toEqual(CATEGORIES.map((c) => c.key).sort());
    expect(new Set(symbols.map((s) => s.body)).size).toBe(CATEGORIES.length);
    expect(sprite.match(/stroke="currentColor"/g)).toHaveLength(CATEGORIES.length);
    expect(sprite).not.toMatch(/<(image|script|foreignObject)/);
  });

  it('shows a category by its symbol and hides it from assistive technology', () => {
    const { container } = render(<CategoryIcon category="radio" size={20} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg.querySelector('use')).toHaveAttribute('href', 'file-stub#radio');
  });
});
