import { useEffect, useRef, useState } from 'react';
import type { AxiosInstance } from 'axios';
import type { StorageLike } from 'shared-domain';
import type { SellerProfile, SellerProfileDraft } from 'shared-domain/seller';
import { fetchSellerProfile, saveSellerProfile } from '../seller-api';
import { createAutosaver, type Autosaver, type SaveState } from './autosaver';
import { clearLocalCopy, writeLocalCopy } from './local-copy';

type Options = {
  api: AxiosInstance;
  storage: StorageLike;
  /** The profile as loaded: its id, version and stored draft. */
  profile: SellerProfile;
  draft: SellerProfileDraft;
  /** The draft has field errors: nothing is sent. */
  blocked: boolean;
  onSaved: (profile: SellerProfile) => void;
  onServerFields: (fields: Record<string, string>) => void;
};

/**
 * Autosaves the draft as it changes (autosaver.ts) and warns before the page is left with
 * anything unsaved. Answers the save state and the saver (flush, conflict choices).
 */
export function useAutosave({ api, storage, profile, draft, blocked, onSaved, onServerFields }: Options): { state: SaveState; saver: Autosaver } {
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const handlers = useRef({ onSaved, onServerFields });
  handlers.current = { onSaved, onServerFields };
  const [saver] = useState(() => createAutosaver(profile, {
    save: (d, version) => saveSellerProfile(api, profile._id, d, version),
    load: () => fetchSellerProfile(api, profile._id),
    keepCopy: (copy) => writeLocalCopy(storage, profile._id, copy),
    dropCopy: () => clearLocalCopy(storage, profile._id),
    onState: setState,
    onSaved: (p) => handlers.current.onSaved(p),
    onServerFields: (f) => handlers.current.onServerFields(f),
  }));

  useEffect(() => {
    saver.resume();
    return () => saver.pause();
  }, [saver]);

  useEffect(() => saver.change(draft, blocked), [saver, draft, blocked]);

  const unsaved = state.kind !== 'saved';
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return { state, saver };
}
