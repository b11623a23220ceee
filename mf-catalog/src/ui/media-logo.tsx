import { useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { mediaMonogram } from 'shared-domain/format';

/** An <img> that removes itself when the logo fails to load, instead of a broken-image icon. */
export function MediaLogo(props: ComponentProps<'img'>) {
  const [failed, setFailed] = useState(false);
  if (!props.src || failed) return null;
  return <img {...props} onError={() => setFailed(true)} />;
}

const Monogram = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  box-sizing: border-box;
  width: ${(p) => Math.round(p.$size * 2.4)}px;
  height: ${(p) => p.$size}px;
  border-radius: ${(p) => Math.max(4, Math.round(p.$size / 8))}px;
  font: 700 ${(p) => Math.round(p.$size * 0.52)}px/1 Arial, Helvetica, sans-serif;
  letter-spacing: 0.06em;
  user-select: none;
`;

const LogoImage = styled.img<{ $size: number }>`
  display: block;
  flex: none;
  box-sizing: border-box;
  width: ${(p) => Math.round(p.$size * 2.4)}px;
  height: ${(p) => p.$size}px;
  object-fit: contain;
  background: #fff;
  border: 1px solid var(--mm-line, #d9dde5);
  border-radius: 4px;
`;

type MarkProps = {
  media: { _id?: string; name: string; logoUrl?: string | null };
  /** Height in px; the slot is 2.4 times as wide (a 300 × 125 logo), for an image and a monogram alike. */
  size?: number;
  className?: string;
  /** Alt text for a real logo; '' (decorative) when the name is written beside it. */
  alt?: string;
};

/**
 * A media's logo: its image when it has one that loads, else its generated mark (shared-domain
 * `mediaMonogram`: its initials on its own colour), never a blank or a category badge. The
 * slot keeps its size either way, so nothing moves when an image fails.
 */
export function MediaMark({ media, size = 40, className, alt = '' }: MarkProps) {
  const [failed, setFailed] = useState(false);
  if (media.logoUrl && !failed) {
    return (
      <LogoImage
        className={className}
        $size={size}
        src={media.logoUrl}
        alt={alt}
        width={Math.round(size * 2.4)}
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
      $size={size}
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
