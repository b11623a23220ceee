import type { UploadLimits } from '../../api/uploads.api';
import { formatBytes } from '../../app/format';

const extensionOf = (name: string) => /\.([a-z0-9]{1,10})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Why the server would refuse a file, said before it is sent (the server checks again, and
 * checks the content too). Without limits from the server only empty files are caught.
 */
export function uploadProblem(file: Pick<File, 'name' | 'size'>, limits: UploadLimits | null): string | null {
  if (file.size === 0) return `${file.name} is empty`;
  if (limits) {
    const ext = extensionOf(file.name);
    if (limits.extensions.length && !limits.extensions.includes(ext)) {
      return `${file.name}: ${ext ? `.${ext} files are` : 'files without an extension are'} not accepted. Use ${limits.extensions.map((e) => e.toUpperCase()).join(', ')}.`;
    }
    if (file.size > limits.maxBytes) return `${file.name} is ${formatBytes(file.size)}; files may be at most ${formatBytes(limits.maxBytes)}`;
  }
  return null;
}

/** The file input's `accept`: the extensions the server takes. */
export function acceptOf(limits: UploadLimits | null): string | undefined {
  return limits?.extensions.length ? limits.extensions.map((e) => `.${e}`).join(',') : undefined;
}
