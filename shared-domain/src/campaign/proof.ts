/**
 * Proof of execution of a schedule entry (SPEC.md section 3: a seller option's `sop`
 * settings say what proof is due). Staff record it as a file of the campaign or as a link,
 * with a note; the dashboard and service B check it with the same rule.
 */

export const PROOF_NOTE_MAX = 2000;
export const PROOF_URL_MAX = 2000;

/** What is recorded on a schedule entry. */
export type ScheduleProof = {
  _id: string;
  /** A file of the campaign (kind 'proof'); absent for a link. */
  uploadId?: string;
  /** The file's name, kept so the entry reads without a second call. */
  name?: string;
  /** An http(s) link (a photo album, a publisher's page); absent for a file. */
  url?: string;
  note: string;
  createdAt: string;
  /** The staff user who recorded it. */
  createdBy: string;
};

/** What staff send: a file id or a link, and an optional note. */
export type ProofInput = { uploadId?: string; url?: string; note?: string };

/** True for an absolute http: or https: address with a host. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

export const PROOF_MESSAGES = {
  fileOrLink: 'Give either uploadId (a file of this campaign) or url (a link), not both or neither',
  link: 'Enter a full link starting with http:// or https://, such as https://example.com/photo.jpg',
  linkTooLong: `The link may be at most ${PROOF_URL_MAX} characters`,
  noteTooLong: `The note may be at most ${PROOF_NOTE_MAX} characters`,
} as const;

/** What is wrong and which part of the proof it is about. */
export type ProofProblem = { field: 'source' | 'url' | 'note'; message: string };

/** Why the note cannot be kept, or null (judged trimmed). */
export function proofNoteProblem(note: string | undefined): string | null {
  return (note ?? '').trim().length > PROOF_NOTE_MAX ? PROOF_MESSAGES.noteTooLong : null;
}

/** Why the proof cannot be recorded and where, or null. Text is judged trimmed. */
export function checkProof(input: ProofInput): ProofProblem | null {
  const url = input.url?.trim();
  const hasFile = input.uploadId !== undefined && input.uploadId !== '';
  const hasLink = url !== undefined && url !== '';
  if (hasFile === hasLink) return { field: 'source', message: PROOF_MESSAGES.fileOrLink };
  if (hasLink) {
    if (url.length > PROOF_URL_MAX) return { field: 'url', message: PROOF_MESSAGES.linkTooLong };
    if (!isHttpUrl(url)) return { field: 'url', message: PROOF_MESSAGES.link };
  }
  const note = proofNoteProblem(input.note);
  return note ? { field: 'note', message: note } : null;
}

/** The message of `checkProof`, or null. */
export function proofProblem(input: ProofInput): string | null {
  return checkProof(input)?.message ?? null;
}
