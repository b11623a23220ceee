import { useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { briefErrorList, indiaDay, validateBrief, validateBriefFiles, type BriefErrors } from 'shared-domain/campaign';
import { briefFromDraft, DRAFT_FIELD_OF, initialDraft, type BriefDraft } from './brief-draft';
import type { SummaryItem } from './brief-error-summary';
import { extrasFromDraft, initialExtras, type BriefExtrasDraft } from './brief-extras';
import { fileKey, useBriefSubmit } from './use-brief-submit';

/**
 * The new-brief page's state: the draft with SPEC defaults counted from the user's day (India),
 * the chosen files, what the rules say of both once a send was tried, and the send itself.
 */
export function useBriefForm(givenToday?: string) {
  // The user's day (India): the defaults count from it and the start may not be before it.
  const today = useMemo(() => givenToday ?? indiaDay(new Date()), [givenToday]);
  const [draft, setDraft] = useState<BriefDraft>(() => initialDraft(today));
  const [extras, setExtras] = useState<BriefExtrasDraft>(() => initialExtras());
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  // Grows with each refused submit, so the summary takes focus every time.
  const [refused, setRefused] = useState(0);
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const sending = useBriefSubmit(today);
  const { status, submit } = sending;

  const errors: BriefErrors = useMemo(() => validateBrief(briefFromDraft(draft), today), [draft, today]);
  const fileProblems = useMemo(() => validateBriefFiles(files), [files]);
  const summary: SummaryItem[] = tried
    ? [
        ...briefErrorList(errors).map((e) => ({ target: idOf(DRAFT_FIELD_OF[e.field]), message: e.message })),
        ...fileProblems.map((p) => ({ target: idOf('files'), message: p.message })),
      ]
    : [];

  const setField = <K extends keyof BriefDraft>(field: K, value: BriefDraft[K]) => setDraft((d) => ({ ...d, [field]: value }));

  const addFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.target.files ?? []);
    setFiles((list) => {
      const have = new Set(list.map(fileKey));
      return [...list, ...chosen.filter((f) => !have.has(fileKey(f)))];
    });
    // Lets the same file be chosen again after it was removed.
    e.target.value = '';
  };
  const removeFile = (file: File) => setFiles((list) => list.filter((x) => x !== file));

  const busy = status.phase === 'signing-in' || status.phase === 'sending' || status.phase === 'uploading';
  const locked = busy || status.phase === 'upload-failed';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (locked) return;
    setTried(true);
    if (briefErrorList(errors).length || fileProblems.length) {
      setRefused((n) => n + 1);
      return;
    }
    // The one brief submission checks and normalises it again, as the chat's save does.
    void submit(briefFromDraft(draft), files, extrasFromDraft(extras));
  };

  return {
    today, draft, setField, extras, setExtras, idOf, errors: tried ? errors : {}, summary, refused,
    files, fileProblems, showFileProblems: tried && fileProblems.length > 0, addFiles, removeFile,
    busy, locked, onSubmit, ...sending,
  };
}
