/** The theme helpers the settings screens use (shared-domain/theme), in one place. */
import { DEFAULT_THEME } from 'shared-domain';
export { contrastRatio, formatContrast, MIN_TEXT_CONTRAST, normalizeHexColour, themeTokens, themeVariables } from 'shared-domain/theme';
export { paletteColourError } from 'shared-domain/organizations';

/** The product's own colours: a new organisation starts from them. */
export const DEFAULT_THEME_COLOURS = { primary: DEFAULT_THEME.primary, secondary: DEFAULT_THEME.secondary };
