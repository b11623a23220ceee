// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ts-jest type-checks file by file and needs the asset declarations named
/// <reference path="../assets.d.ts" />
import type { CategoryKey } from 'shared-domain';
import sprite from './category-icons.svg';

/**
 * A category's icon: its line drawing from the icon sprite (category-icons.svg, one `<symbol>`
 * per category key), so the drawings are a cached image file and not JavaScript on the first
 * route. Decorative (`aria-hidden`): the category's name is always written beside it.
 */
export function CategoryIcon({ category, size = 32 }: { category: CategoryKey; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${category}`} />
    </svg>
  );
}
