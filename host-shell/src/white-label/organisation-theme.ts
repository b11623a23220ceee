import type { SiteOrganisation } from 'shared-domain';
import { themeFromOrganisation } from 'shared-domain/theme';
import type { AppTheme } from '../theme/theme';

/**
 * The host's styled theme with an organisation's palette (what remotes reading the
 * ThemeProvider see until they read only the theme contract's CSS properties).
 */
export function themeWithOrganisation(base: AppTheme, org: SiteOrganisation | null): AppTheme {
  if (!org) return base;
  const { primary, secondary } = themeFromOrganisation(org);
  return { ...base, primary, secondary, colors: { ...base.colors, primary, secondary } };
}
