/**
 * Reads the buyer's logo file in the browser: nothing is uploaded. PNG and JPEG are decoded
 * with createImageBitmap; SVG is read with FileReader as a data: URL and decoded by an <img>
 * (createImageBitmap does not take SVG; an SVG in an image runs no script).
 */
import { logoProblem } from 'shared-domain/planning';
import type { LogoImage } from './draw';

/** The size an SVG without its own width and height is drawn at (the browser's default replaced-element size). */
const SVG_DEFAULT = { width: 300, height: 150 };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The logo decoded, or a message saying why it cannot be used. */
export async function readLogo(file: File): Promise<{ ok: true; logo: LogoImage } | { ok: false; message: string }> {
  const problem = logoProblem(file);
  if (problem) return { ok: false, message: problem };
  try {
    if (file.type === 'image/svg+xml') {
      const img = new Image();
      img.src = await readAsDataUrl(file);
      await img.decode();
      const width = img.naturalWidth || SVG_DEFAULT.width;
      const height = img.naturalHeight || SVG_DEFAULT.height;
      return { ok: true, logo: { source: img, width, height } };
    }
    const bitmap = await createImageBitmap(file);
    return { ok: true, logo: { source: bitmap, width: bitmap.width, height: bitmap.height } };
  } catch {
    return { ok: false, message: 'This file could not be read as an image. Try another PNG, JPEG or SVG file.' };
  }
}
