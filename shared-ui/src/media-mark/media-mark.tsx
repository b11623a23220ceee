import { useState } from 'react';
import styled from 'styled-components';
import { isGeneratedLogo, mediaMonogram } from 'shared-domain/format';
import { color } from 'shared-ui';

/** The slot's box: `$height` px high, `$width` px wide. */
type Slot = { $width: number; $height: number };

const Monogram = styled.span<Slot & { $font: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  box-sizing: border-box;
  width: ${(p) => p.$width}px;
  height: ${(p) => p.$height}px;
  border-radius: ${(p) => Math.max(4, Math.round(p.$height / 8))}px;
  font: 700 ${(p) => p.$font}px/1 Arial, Helvetica, sans-serif;
  letter-spacing: 0.06em;
  user-select: none;
`;

const LogoImage = styled.img<Slot>`
  display: block;
  flex: none;
  box-sizing: border-box;
  width: ${(p) => p.$width}px;
  height: ${(p) => p.$height}px;
  object-fit: contain;
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: 4px;
`;

export type MediaMarkProps = {
  media: { _id?: string; name: string; logoUrl?: string | null };
  /** Height in px. */
  size?: number;
  /** Width over height; 2.4 by default (a 300 × 125 logo), 1 for a square slot. */
  ratio?: number;
  className?: string;
  /** Alt text for a real logo; '' (decorative) when the name is written beside it. */
  alt?: string;
};

/**
 * A media's logo: its image (with its width and height, so nothing moves as it loads) when it
 * has one of its own that loads, else its generated mark (shared-domain `mediaMonogram`: its initials on
 * its own colour), never a blank or a category badge. The slot keeps its size either way, so
 * nothing moves when an image fails.
 */
export function MediaMark({ media, size = 40, ratio = 2.4, className, alt = '' }: MediaMarkProps) {
  const [failed, setFailed] = useState(false);
  const width = Math.round(size * ratio);
  // Its own generated mark is drawn here rather than fetched: the same look, no request.
  if (media.logoUrl && !failed && !isGeneratedLogo(media)) {
    return (
      <LogoImage
        className={className}
        $width={width}
        $height={size}
        src={media.logoUrl}
        alt={alt}
        width={width}
        height={size}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  const mark = mediaMonogram(media);
  return (
    <Monogram
      className={className}
      $width={width}
      $height={size}
      // Initials fit a narrow (square) slot too.
      $font={Math.round(Math.min(size * 0.52, width * 0.36))}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-testid="media-monogram"
      style={{ background: mark.background, color: mark.foreground }}
    >
      {mark.initials}
    </Monogram>
  );
}
