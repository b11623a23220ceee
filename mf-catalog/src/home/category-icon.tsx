import type { CategoryKey } from 'shared-domain';

/**
 * One line drawing per category (24 × 24, drawn with the text colour): a plane, a
 * clapperboard, an open magazine, a newspaper, a hoarding on legs, a bus, a radio set, a
 * person with a star, a monitor, a television with its antenna, a trophy.
 */
const PATHS: Readonly<Record<CategoryKey, string>> = {
  airport: 'M21 16v-2l-8-5V4a1 1 0 0 0-2 0v5l-8 5v2l8-2.5V19l-2 1.5V22l3-1 3 1v-1.5L13 19v-5.5z',
  cinema: 'M3 10h18v10H3zM3 10l1-5h16l1 5M9 5l-2 5M15 5l-2 5',
  magazine: 'M2 5h6a4 4 0 0 1 4 4v11a3 3 0 0 0-3-3H2zM22 5h-6a4 4 0 0 0-4 4v11a3 3 0 0 1 3-3h7z',
  newspaper: 'M4 4h13v15a1 1 0 0 0 1 1H6a2 2 0 0 1-2-2zM17 8h3v11a1 1 0 0 1-2 0M7 8h7M7 12h7M7 16h4',
  outdoor: 'M3 4h18v10H3zM8 14v7M16 14v7M6 21h4M14 21h4M7 8h6',
  nontraditional: 'M6 3h12a2 2 0 0 1 2 2v12H4V5a2 2 0 0 1 2-2zM4 11h16M7 17v3M17 17v3M8 14h1M15 14h1',
  radio: 'M3 9h18v11H3zM7 9l10-5M15 14.5m-2.5 0a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M6 13h4M6 16h4',
  'influencer-marketing': 'M9 3a4 4 0 1 1 0 8a4 4 0 1 1 0-8M2 21v-1a7 7 0 0 1 12-5M18 13l1.2 2.5 2.8.4-2 2 .5 2.8-2.5-1.3-2.5 1.3.5-2.8-2-2 2.8-.4z',
  digital: 'M3 4h18v12H3zM8 20h8M12 16v4M7 12l3-3 2 2 4-4',
  television: 'M3 7h18v13H3zM8 2l4 5 4-5M17 11v1M17 15v1',
  'sports-marketing': 'M8 4h8v6a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 14v3M8 21h8l-1-4H9z',
};

/** A category's icon; decorative (`aria-hidden`): its name is always written beside it. */
export function CategoryIcon({ category, size = 32 }: { category: CategoryKey; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={category}
    >
      <path d={PATHS[category]} />
    </svg>
  );
}
