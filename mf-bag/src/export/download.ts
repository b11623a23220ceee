/** Saving a generated file in the browser, and the file's name. */

/** How long the object URL lives after the click (some browsers read it after `click()` returns). */
export const REVOKE_AFTER_MS = 10_000;

/** Saves `blob` as `fileName` through a temporary `<a download>`; the object URL is revoked after. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_BASE_LENGTH = 80;

/**
 * A file name safe on Windows, macOS and Linux from the bag's name: characters a file system
 * refuses and control characters dropped, spaces as '-', at most 80 characters, never empty
 * ('media-plan'): "Diwali Blast: Delhi/NCR" → "Diwali-Blast-Delhi-NCR.xlsx".
 */
export function mediaPlanFileName(name: string, ext: 'xlsx' | 'pdf'): string {
  let base = (name ?? '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[<>:"/\\|?*]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  if (base.length > MAX_BASE_LENGTH) base = Array.from(base).slice(0, MAX_BASE_LENGTH).join('').replace(/[-.]+$/g, '');
  if (base === '' || WINDOWS_RESERVED.test(base)) base = base === '' ? 'media-plan' : `${base}-media-plan`;
  return `${base}.${ext}`;
}
