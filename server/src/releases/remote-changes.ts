/**
 * Tells every instance that a remote's live release changed (a switch or a rollback), so the
 * site's remotes.json and server render follow at once: this process's subscribers directly and,
 * with REDIS_URL, every instance through Redis pub/sub on `{REDIS_KEY_PREFIX}remote-changes`.
 */
import { isRemoteName } from 'shared-domain';
import type { ChangeChannel } from '../changes/change-channel';
import { createChangeChannel } from '../changes/change-channel.redis';
import type { RemoteChange } from './release-registry';

export type RemoteChanges = ChangeChannel<RemoteChange>;

/** A change sent by another instance, or null for anything malformed. */
export function parseRemoteChange(value: unknown): RemoteChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const { remote, version } = value as Record<string, unknown>;
  if (!isRemoteName(remote) || typeof version !== 'string' || version.length === 0 || version.length > 40) return null;
  return { remote, version };
}

/** The app's remote-change channel: Redis pub/sub with REDIS_URL, else this process only. */
export function createRemoteChanges(
  redisUrl: string | null,
  options: { keyPrefix: string; onError?: (err: Error) => void },
): RemoteChanges {
  return createChangeChannel(redisUrl, { channel: `${options.keyPrefix}remote-changes`, parse: parseRemoteChange, onError: options.onError });
}
