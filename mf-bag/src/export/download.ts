/** Saving a generated file in the browser, and the file's name. */

/** Saves a media plan file (shared-ui's one download helper). */
export { saveBlob as downloadBlob } from 'shared-ui/download';

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
