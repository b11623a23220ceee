import { useEffect, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { color } from 'shared-ui';
import { PREVIEW_BANNER_COOKIE, PREVIEW_BANNER_OFFSET, PREVIEW_BANNER_PROPERTY, PREVIEW_PATHS, parsePreviewBanner, previewBannerText } from 'shared-domain/releases';
import { mobile } from '../theme/theme';

/**
 * The preview banner (issue 20): someone who opened a preview link sees, at the top of every
 * page, which release of which remote they are looking at, and a way out. It reads the
 * readable twin of the preview cookie after mount only: the server's render and the first
 * render in the browser are the same (nothing), so hydration never mismatches, and a buyer
 * without the cookie gets no banner and no reserved space at all (PREVIEW_OFFSET is 0).
 */

/** The banner's fixed height: one line on a wide screen, up to two under the breakpoint. */
export const PREVIEW_BANNER_HEIGHT_PX = { desktop: 40, mobile: 56 } as const;

/**
 * The custom property that says how much taller the fixed header is (0 without a preview):
 * the header's spacer and the phone's suggestion list add it to the header's height.
 */
export const PREVIEW_OFFSET = PREVIEW_BANNER_OFFSET;

type Preview = NonNullable<ReturnType<typeof parsePreviewBanner>>;

/** The previewed release named by the banner cookie in a `document.cookie` string, or null. */
export function readPreviewBanner(cookies: string): Preview | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== PREVIEW_BANNER_COOKIE) continue;
    const raw = pair.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // Not encoded: taken as it is.
    }
    return parsePreviewBanner(value);
  }
  return null;
}

/** The previewed release, known after mount (null on the server, in the first render, and without the cookie). */
export function usePreviewBanner(): Preview | null {
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => setPreview(readPreviewBanner(document.cookie)), []);
  return preview;
}

/** The banner itself, at the top of the fixed header; nothing without a preview. */
export function PreviewBanner() {
  const preview = usePreviewBanner();
  if (!preview) return null;
  const text = previewBannerText(preview.remote, preview.version);
  return (
    <Banner aria-label="Release preview">
      <BannerOffset />
      <Text title={text}>{text}</Text>
      {/* A plain link: the server clears the preview cookies and sends the visitor home. */}
      <Leave href={PREVIEW_PATHS.leave}>Leave preview</Leave>
    </Banner>
  );
}

/** While the banner shows: the fixed header is this much taller (PREVIEW_OFFSET). */
const BannerOffset = createGlobalStyle`
  :root { ${PREVIEW_BANNER_PROPERTY}: ${PREVIEW_BANNER_HEIGHT_PX.desktop}px; }
  ${mobile} { :root { ${PREVIEW_BANNER_PROPERTY}: ${PREVIEW_BANNER_HEIGHT_PX.mobile}px; } }
`;

const Banner = styled.section`
  box-sizing: border-box;
  height: ${PREVIEW_BANNER_HEIGHT_PX.desktop}px;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 0 24px;
  background: ${color.secondary};
  color: ${color.secondaryInk};
  font-size: 0.9375rem;
  ${mobile} {
    height: ${PREVIEW_BANNER_HEIGHT_PX.mobile}px;
    justify-content: space-between;
    gap: 12px;
    padding: 0 12px;
    font-size: 0.8125rem;
  }
`;

const Text = styled.span`
  min-width: 0;
  overflow: hidden;
  font-weight: 600;
  line-height: 1.3;
  white-space: nowrap;
  text-overflow: ellipsis;
  ${mobile} {
    white-space: normal;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
`;

const Leave = styled.a`
  flex: none;
  padding: 6px 4px;
  border-radius: 4px;
  color: inherit;
  font-weight: 700;
  text-decoration: underline;
  white-space: nowrap;
`;
