/**
 * The autosave of one profile, outside React: a save 1 s after the last change with the
 * version the draft was edited from, one save at a time, a retry with a growing wait when no
 * answer or a 5xx came, nothing sent while the draft has field errors, and a stop on a
 * version conflict until the seller chooses. The draft is kept in the browser until a save
 * of it succeeds.
 */
import { ApiError, toApiError } from 'shared-domain';
import type { SellerProfile, SellerProfileDraft } from 'shared-domain/seller';
import { fieldProblems, problemText } from '../shared/seller-format';
import type { LocalCopy } from './local-copy';

export const SAVE_DELAY_MS = 1000;

/** The wait before the next try after `failures` failed ones: 1 s, 2 s, 4 s… at most 30 s. */
export const saveRetryDelayMs = (failures: number): number => Math.min(30_000, 1000 * 2 ** failures);

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** Field errors: nothing is sent until they are fixed. */
  | { kind: 'invalid' }
  /** `retryInMs`: when the next try goes by itself; null when the server refused the draft (a 400, a 401…). */
  | { kind: 'failed'; message: string; retryInMs: number | null }
  /** Someone saved since this draft's version (409 `version_conflict`). */
  | { kind: 'conflict' };

export type AutosaverDeps = {
  save: (draft: SellerProfileDraft, version: number) => Promise<SellerProfile>;
  load: () => Promise<SellerProfile>;
  keepCopy: (copy: LocalCopy) => void;
  dropCopy: () => void;
  onState: (state: SaveState) => void;
  onSaved: (profile: SellerProfile) => void;
  /** The server's message per field when it refused the draft (400); empty once a save goes through. */
  onServerFields: (fields: Record<string, string>) => void;
  delayMs?: number;
};

export type Autosaver = ReturnType<typeof createAutosaver>;

/** Why a save failed, in the seller's words, and that nothing typed is lost. */
function failureText(error: ApiError, retryInMs: number | null): string {
  const kept = 'Your changes are kept on this device';
  if (retryInMs !== null) {
    const why = error.isNetwork ? 'the server could not be reached' : `the server answered "${error.message}"`;
    return `Not saved: ${why}. ${kept}; trying again in ${Math.round(retryInMs / 1000)} s.`;
  }
  const why = problemText(error, {
    401: 'you are signed out. Sign in again and the changes are saved',
    403: 'this account may not edit the profile',
    404: 'the profile was not found (it may have been deleted)',
  });
  return `Not saved: ${why.replace(/\.$/, '')}. ${kept}.`;
}

export function createAutosaver(initial: SellerProfile, deps: AutosaverDeps) {
  const delayMs = deps.delayMs ?? SAVE_DELAY_MS;
  let saved = initial.draft;
  let latest = initial.draft;
  let version = initial.version;
  let blocked = false;
  let conflict = false;
  let failures = 0;
  let paused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: Promise<boolean> | null = null;

  const set = (state: SaveState) => !paused && deps.onState(state);
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!paused) timer = setTimeout(tick, ms);
  };
  // A save already out: the next one waits for it, then goes after the usual delay.
  function tick() {
    if (inflight) void inflight.then(() => latest !== saved && schedule(delayMs));
    else void send();
  }

  async function attempt(sending: SellerProfileDraft): Promise<boolean> {
    try {
      const answer = await deps.save(sending, version);
      [failures, saved, version] = [0, sending, answer.version];
      deps.onServerFields({});
      deps.onSaved(answer);
      if (latest === sending) {
        deps.dropCopy();
        set({ kind: 'saved' });
      } else {
        set(blocked ? { kind: 'invalid' } : { kind: 'pending' });
        schedule(delayMs);
      }
      return true;
    } catch (err) {
      const error = toApiError(err);
      if (error.status === 409) {
        conflict = true;
        set({ kind: 'conflict' });
        return false;
      }
      const retryInMs = error.isTransient ? saveRetryDelayMs(failures++) : null;
      if (retryInMs !== null) schedule(retryInMs);
      else deps.onServerFields(fieldProblems(error));
      set({ kind: 'failed', message: failureText(error, retryInMs), retryInMs });
      return false;
    }
  }

  async function send(): Promise<boolean> {
    if (conflict || paused) return false;
    if (latest === saved || blocked) {
      set({ kind: latest === saved ? 'saved' : 'invalid' });
      return latest === saved;
    }
    set({ kind: 'saving' });
    const run = attempt(latest);
    inflight = run;
    try {
      return await run;
    } finally {
      inflight = null;
    }
  }

  /** Saves whatever is unsaved now and waits for it; true when the server has the latest draft. */
  async function flush(): Promise<boolean> {
    clearTimeout(timer);
    for (;;) {
      if (inflight) await inflight;
      else if (latest === saved) return true;
      else if (!(await send())) return false;
    }
  }

  return {
    /** The draft changed (`blocked`: it has field errors): keep a copy, save after the delay. */
    change(draft: SellerProfileDraft, hasErrors: boolean): void {
      latest = draft;
      blocked = hasErrors;
      if (draft === saved) return;
      deps.keepCopy({ draft, version, at: new Date().toISOString() });
      if (conflict) return;
      set(hasErrors ? { kind: 'invalid' } : { kind: 'pending' });
      schedule(delayMs);
    },
    flush,
    /** After a conflict: the server's newest draft replaces this one (the caller shows it). */
    async loadNewest(): Promise<SellerProfile> {
      const profile = await deps.load();
      [conflict, failures, saved, latest, version] = [false, 0, profile.draft, profile.draft, profile.version];
      deps.dropCopy();
      deps.onServerFields({});
      set({ kind: 'saved' });
      return profile;
    },
    /** After a conflict: this draft is saved over the newest version. */
    async overwrite(): Promise<boolean> {
      const profile = await deps.load();
      version = profile.version;
      conflict = false;
      return flush();
    },
    /** Another answer of the server (a submit) carries the version to save from. */
    adopt(profile: SellerProfile): void {
      version = profile.version;
    },
    pause(): void {
      paused = true;
      clearTimeout(timer);
    },
    resume(): void {
      paused = false;
      if (latest !== saved && !conflict) schedule(delayMs);
    },
  };
}
