import type { ComponentRemoteId } from './contracts';

/** How a fallback names the part that failed: "{label} could not be loaded." */
export const REMOTE_LABELS: Record<ComponentRemoteId, string> = {
  'mf_catalog/routes': 'The catalog',
  'mf_bag/routes': 'The bag',
  'mf_bag/BagDrawer': 'The bag',
  'mf_dashboard/routes': 'The dashboard',
  'mf_auth/AuthRoot': 'Sign-in',
  'mf_auth/UserMenu': 'The account menu',
  'mf_landing/routes': 'The landing page',
  'mf_landing/popups': 'The form',
  'mf_seller/routes': 'The seller studio',
  'mf_landing/ChatWidget': 'The chat',
};

export const failureMessage = (label: string) => `${label} could not be loaded.`;
