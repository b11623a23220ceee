import type { RemoteName } from 'shared-domain';
import { REMOTE_NAMES, remoteFolderOf, type DeployToken, type RemoteRelease, type RemoteStatus, type RemotesResponse } from 'shared-domain/releases';

// Answers of GET /api/remotes and the token routes for the releases screen's tests.

/** Every remote, in another order than the screen's (it sorts them). */
const NAMES: readonly RemoteName[] = [...REMOTE_NAMES].reverse();

export function builtIn(remote: RemoteName, live: boolean): RemoteRelease {
  return {
    remote, version: 'built-in', commit: null, notes: '', source: 'built-in', manifestUrl: `/mf/${remoteFolderOf(remote)}/mf-manifest.json`,
    check: null, createdAt: '2025-03-01T04:30:00.000Z', createdBy: 'deploy', live,
  };
}

export function release(version: string, more: Partial<RemoteRelease> = {}): RemoteRelease {
  return {
    remote: 'mf_bag', version, commit: '0123456789abcdef0123', notes: `Bag ${version}`, source: 'upload',
    manifestUrl: `/mf/mf-bag/${version}/mf-manifest.json`,
    check: { ok: true, parts: [{ part: 'manifest', ok: true, message: 'ok' }], checkedAt: '2025-03-10T05:00:00.000Z' },
    createdAt: '2025-03-10T04:55:00.000Z', createdBy: 'token bag ci', live: false, ...more,
  };
}

/** mf_bag: 1.3.0 passed (not live), 1.2.0 live (switched from the built-in), 1.1.0 failed its check; the others run their built-in. */
export function bagStatus(more: Partial<RemoteStatus> = {}): RemoteStatus {
  return {
    remote: 'mf_bag',
    folder: 'mf-bag',
    live: { version: '1.2.0', since: '2025-03-09T06:00:00.000Z', by: 'staff ops@mediamart.example' },
    releases: [
      release('1.3.0'),
      release('1.2.0', { live: true }),
      release('1.1.0', {
        commit: null,
        notes: '',
        check: {
          ok: false,
          checkedAt: '2025-03-08T05:00:00.000Z',
          parts: [
            { part: 'manifest', ok: true, message: 'mf_bag manifest' },
            { part: 'exposes', ok: false, message: 'The release does not expose ./BagDrawer' },
            { part: 'shared', ok: false, message: "react 18.2.0 is not compatible with the host's 19.1.0" },
          ],
        },
      }),
      builtIn('mf_bag', false),
    ],
    switches: [{ from: 'built-in', to: '1.2.0', by: 'staff ops@mediamart.example', at: '2025-03-09T06:00:00.000Z' }],
    errors: { days: 7, pageViews: 2000, failures: 3, perThousand: 1.5 },
    ...more,
  };
}

function quietStatus(remote: RemoteName): RemoteStatus {
  return {
    remote, folder: remoteFolderOf(remote), live: { version: 'built-in', since: null, by: null }, releases: [builtIn(remote, true)], switches: [],
    errors: { days: 7, pageViews: 0, failures: 0, perThousand: null },
  };
}

/** Every remote, listed out of the screen's order, as a release manager (`releaseManager`) or other staff sees them. */
export function remotesAnswer(bag: RemoteStatus = bagStatus(), releaseManager = true): RemotesResponse {
  return { remotes: NAMES.map((n) => (n === 'mf_bag' ? bag : quietStatus(n))), releaseManager };
}

export const ciToken: DeployToken = {
  id: 'tok-1', remote: 'mf_bag', label: 'bag ci', mayGoLive: false, createdAt: '2025-03-01T05:00:00.000Z', createdBy: 'staff ops@mediamart.example', lastUsedAt: '2025-03-10T04:55:00.000Z',
};
