import { DEFAULT_THEME, type ThemeOptions } from 'shared-domain';

type ThemeProps = { theme: Partial<ThemeOptions> };

/** A theme colour with the default when no ThemeProvider is above (e.g. a bare host slot). */
export const themed = (key: 'primary' | 'secondary') => (p: ThemeProps): string => p.theme[key] ?? DEFAULT_THEME[key];

/** The embedder's theme merged over the default. */
export const mergeTheme = (t?: Partial<ThemeOptions>): ThemeOptions => ({ ...DEFAULT_THEME, ...t });
