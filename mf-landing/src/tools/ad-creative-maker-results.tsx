import { useEffect, useRef, useState } from 'react';
import { MIN_TEXT_CONTRAST, contrastRatio, formatContrast } from 'shared-domain';
import { bestTextColour, creativeFileName, fileStem, sizeKey, type CheckedCreative } from 'shared-domain/planning';
import { Button, FieldHint } from 'shared-ui/forms';
import { Preview, Previews, Results, Warning } from './ad-creative-maker-parts';
import { saveBlob } from 'shared-ui/download';
import { canvasPng, drawCreative, type LogoImage } from './creatives/draw';
import { zipStore } from './creatives/zip';

type Props = {
  value: CheckedCreative;
  labelOf: (key: string, size: { width: number; height: number }) => string;
  logo: LogoImage | null;
  /** Redraws with this text colour (the contrast warning's offer). */
  onUseColour: (hex: string) => void;
};

/**
 * The creatives of a checked form: one canvas per size at its exact pixels (scaled down on
 * screen by CSS only), a PNG download each and a ZIP of all; warns when the text contrast is
 * below WCAG's 4.5:1 (offering black or white) and when a text had to be cut to fit a size.
 */
export function CreativeResults({ value, labelOf, logo, onUseColour }: Props) {
  const canvases = useRef(new Map<string, HTMLCanvasElement>());
  const [cut, setCut] = useState<string[]>([]);
  const [drawn, setDrawn] = useState(false);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const truncated: string[] = [];
    for (const size of value.sizes) {
      const canvas = canvases.current.get(sizeKey(size));
      if (!canvas) continue;
      const layout = drawCreative(canvas, size, value, { background: value.background, accent: value.accent }, logo);
      if (layout.truncated) truncated.push(sizeKey(size));
    }
    setCut(truncated);
    setDrawn(true);
  }, [value, logo]);

  const downloadOne = async (size: { width: number; height: number }) => {
    const canvas = canvases.current.get(sizeKey(size));
    if (!canvas) return;
    try {
      saveBlob(await canvasPng(canvas), creativeFileName(value.brand, size));
      setStatus(`Downloading ${creativeFileName(value.brand, size)}.`);
    } catch (err) {
      setStatus(err instanceof Error ? err.message : 'The PNG could not be made.');
    }
  };

  const downloadAll = async () => {
    setBusy(true);
    setStatus('Packing the creatives…');
    try {
      const entries = await Promise.all(value.sizes.map(async (size) => {
        const canvas = canvases.current.get(sizeKey(size));
        if (!canvas) throw new Error('A creative is not drawn yet; try again in a moment.');
        const png = await canvasPng(canvas);
        return { name: creativeFileName(value.brand, size), data: new Uint8Array(await png.arrayBuffer()) };
      }));
      const name = `${fileStem(value.brand)}-creatives.zip`;
      saveBlob(new Blob([zipStore(entries, new Date())], { type: 'application/zip' }), name);
      setStatus(`Downloading ${name} (${entries.length} PNG files).`);
    } catch (err) {
      setStatus(err instanceof Error ? err.message : 'The ZIP could not be made.');
    } finally {
      setBusy(false);
    }
  };

  const best = bestTextColour(value.background);
  const low = value.contrast < MIN_TEXT_CONTRAST;
  const scaled = value.sizes.map((s) => labelOf(sizeKey(s), s)).filter((label) => label.includes('drawn at'));

  return (
    <Results aria-label="Creatives">
      <h2>Your creatives</h2>
      <p>
        Drawn in your browser from what you typed{logo ? ' and your logo' : ''}. Check them before you send them to the media
        owner: the media’s own specs (file size, format, safe areas) still apply.
      </p>
      {low && (
        <Warning role="alert">
          The text and button colour on this background has a contrast of {formatContrast(value.contrast)}, below the {MIN_TEXT_CONTRAST}:1
          that WCAG 2.x asks for text: many people will find it hard to read.{' '}
          {best === '#000000' ? 'Black' : 'White'} ({best}) gives {formatContrast(contrastRatio(value.background, best) ?? 1)}.{' '}
          <Button type="button" onClick={() => onUseColour(best)}>Use {best === '#000000' ? 'black' : 'white'} text</Button>
        </Warning>
      )}
      {cut.length > 0 && (
        <Warning role="status">
          Some text did not fit at the smallest type size and ends in “…” on {cut.map((k) => labelOf(k, { width: Number(k.split('x')[0]), height: Number(k.split('x')[1]) })).join(', ')}.
          A shorter headline or call to action fits better.
        </Warning>
      )}
      {scaled.length > 0 && (
        <FieldHint as="p">
          Sizes stated in feet or centimetres are drawn smaller than print resolution where they would exceed 4,000 pixels, keeping
          their shape: use them as layouts, and send the printer a full-size file.
        </FieldHint>
      )}
      <Button type="button" onClick={() => void downloadAll()} aria-disabled={busy || !drawn ? true : undefined} disabled={!drawn}>
        Download all ({value.sizes.length} PNG, .zip)
      </Button>
      <p role="status" aria-live="polite">{status}</p>
      <Previews>
        {value.sizes.map((size) => {
          const key = sizeKey(size);
          const label = labelOf(key, size);
          return (
            <Preview key={key}>
              <figure>
                <canvas
                  ref={(el) => {
                    if (el) canvases.current.set(key, el);
                    else canvases.current.delete(key);
                  }}
                  width={size.width}
                  height={size.height}
                  role="img"
                  aria-label={`${value.brand}: ${value.headline} — ${value.cta} (${size.width} × ${size.height} px)`}
                  data-size={key}
                />
                <figcaption>{label}</figcaption>
              </figure>
              <Button type="button" onClick={() => void downloadOne(size)} disabled={!drawn} aria-label={`Download ${size.width} × ${size.height} PNG`}>
                Download PNG
              </Button>
            </Preview>
          );
        })}
      </Previews>
    </Results>
  );
}
