/** The remotes the host composes, and what it loads of each (no dependencies: analytics events check remote names too). */
import type { RemoteName } from '../routes/route-table';

/**
 * Per remote federation name, the exposed modules the host loads (host-shell's
 * ExpectedRemoteModules; a test compares both with each remote's webpack `exposes`).
 */
export const REMOTE_CONTRACTS: Readonly<Record<RemoteName, readonly string[]>> = {
  mf_catalog: ['./routes'],
  mf_bag: ['./routes', './BagDrawer', './mount'],
  mf_dashboard: ['./routes', './mount'],
  mf_auth: ['./AuthRoot', './UserMenu'],
  mf_landing: ['./routes', './popups'],
};

export const REMOTE_NAMES = Object.keys(REMOTE_CONTRACTS) as RemoteName[];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(REMOTE_CONTRACTS, value);
}

