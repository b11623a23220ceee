/** The theme contract (CSS custom properties) and the WCAG contrast rule a palette meets. */
export * from './contrast';
export * from './theme-contract';
export * from './brand-mark';
export * from './organisation-icon';
