/** How long the object URL lives after the click (some browsers read it after `click()` returns). */
export const REVOKE_AFTER_MS = 10_000;

/** Hands a file made in the browser to the browser as a download named `name` (a temporary `<a download>` and object URL, revoked after). */
export function saveBlob(blob: Blob, name: string): void {
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
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
