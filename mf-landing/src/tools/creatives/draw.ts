/**
 * Draws one creative on a canvas at its exact pixel size, from the layout shared-domain
 * computes (layoutCreative): background, logo (fitted, aspect kept), brand name, headline and
 * the call-to-action button. The text is measured with the same canvas font it is drawn in.
 */
import { fitLogo, layoutCreative, type CreativeLayout, type CreativeTexts, type Measure } from 'shared-domain/planning';

/** The creatives' typeface: the system sans-serif, so nothing is fetched from elsewhere. */
export const CREATIVE_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const WEIGHT = 700;

export const fontOf = (px: number) => `${WEIGHT} ${px}px ${CREATIVE_FONT}`;

/** A logo ready to draw: an ImageBitmap (PNG, JPEG) or a decoded image (SVG), with its size. */
export type LogoImage = { source: CanvasImageSource; width: number; height: number };

/** Text width as the canvas measures it; an average-width estimate where there is no 2D context. */
export function canvasMeasure(ctx: CanvasRenderingContext2D | null): Measure {
  if (!ctx) return (text, px) => Array.from(text).length * px * 0.6;
  return (text, px) => {
    ctx.font = fontOf(px);
    return ctx.measureText(text).width;
  };
}

/** A rectangle with rounded corners as the current path. */
function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  const radius = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + w, y, x + w, y + h, radius);
  ctx.arcTo(x + w, y + h, x, y + h, radius);
  ctx.arcTo(x, y + h, x, y, radius);
  ctx.arcTo(x, y, x + w, y, radius);
  ctx.closePath();
}

function drawLines(ctx: CanvasRenderingContext2D, block: CreativeLayout['headline']) {
  if (!block.lines.length) return;
  ctx.font = fontOf(block.fontPx);
  ctx.textAlign = block.align;
  ctx.textBaseline = 'middle';
  const total = block.lines.length * block.lineHeightPx;
  const top = block.box.y + (block.box.height - total) / 2;
  const x = block.align === 'center' ? block.box.x + block.box.width / 2 : block.box.x;
  block.lines.forEach((line, i) => ctx.fillText(line, x, top + block.lineHeightPx * (i + 0.5)));
}

/**
 * Sets the canvas to `size`, lays the creative out with the canvas's own text measure and draws
 * it; answers the layout (the page warns when a text needed an ellipsis). Without a 2D context
 * (a browser that refuses one) nothing is drawn and the layout is still answered.
 */
export function drawCreative(
  canvas: HTMLCanvasElement,
  size: { width: number; height: number },
  texts: CreativeTexts,
  colours: { background: string; accent: string },
  logo: LogoImage | null,
): CreativeLayout {
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  const layout = layoutCreative(size, texts, canvasMeasure(ctx), logo ? logo.width / logo.height : null);
  if (!ctx) return layout;
  ctx.fillStyle = colours.background;
  ctx.fillRect(0, 0, size.width, size.height);
  if (logo && layout.logo) {
    const at = fitLogo(layout.logo, logo.width / logo.height);
    ctx.drawImage(logo.source, at.x, at.y, at.width, at.height);
  }
  ctx.fillStyle = colours.accent;
  drawLines(ctx, layout.brand);
  drawLines(ctx, layout.headline);
  const { box, label } = layout.cta;
  if (label.lines.length) {
    roundedRect(ctx, box.x, box.y, box.width, box.height, box.height * 0.2);
    ctx.fillStyle = colours.accent;
    ctx.fill();
    // The button's label in the background colour on the accent: the same contrast as the rest of the text.
    ctx.fillStyle = colours.background;
    ctx.font = fontOf(label.fontPx);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label.lines[0], box.x + box.width / 2, box.y + box.height / 2);
  }
  return layout;
}

/** The canvas as PNG bytes. */
export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser could not make a PNG of this creative.'))), 'image/png');
  });
}
