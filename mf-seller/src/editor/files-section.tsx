import styled from 'styled-components';
import { LOGO_HEIGHT, LOGO_WIDTH } from 'shared-domain/scoring';
import { checkLogo, checkMediaKit, scoredKindOf, SELLER_FILE_MAX_BYTES } from 'shared-domain/seller';
import { color } from 'shared-ui';
import { TextLink } from 'shared-ui/runtime';
import { useEditor } from './editor-context';
import { Actions, FormSection, RemoveButton } from './editor-parts';
import { FileUploadField } from './file-upload';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const Preview = styled.img`
  display: block;
  width: ${LOGO_WIDTH}px;
  max-width: 100%;
  height: auto;
  aspect-ratio: ${LOGO_WIDTH} / ${LOGO_HEIGHT};
  object-fit: contain;
  border: 1px solid ${color.line};
  border-radius: 6px;
  background: ${color.canvas};
  margin-bottom: 8px;
`;

/** The logo (exactly 300 × 125) with its preview. */
export function LogoSection() {
  const { draft, update } = useEditor();
  const logo = draft.logo;
  return (
    <FormSection title="Logo">
      {logo ? (
        <>
          <Preview src={logo.url} alt="Logo preview" />
          <Actions>
            <span>{`${logo.width} × ${logo.height} pixels`}</span>
            <RemoveButton label="Remove the logo" onClick={() => update((d) => ({ ...d, logo: null }))} />
          </Actions>
        </>
      ) : null}
      <FileUploadField
        field="logo"
        label={logo ? 'Replace the logo' : 'Upload the logo'}
        hint={`Exactly ${LOGO_WIDTH} × ${LOGO_HEIGHT} pixels; PNG, JPEG, GIF or WebP, at most ${megabytes(SELLER_FILE_MAX_BYTES.logo)}.`}
        kind="logo"
        accept="image/png,image/jpeg,image/gif,image/webp"
        check={checkLogo}
        onUploaded={(file, image) => update((d) => ({ ...d, logo: { url: file.url, width: file.width ?? image.width, height: file.height ?? image.height } }))}
      />
    </FormSection>
  );
}

/** The media kit PDF (digital and television profiles; the score counts it for digital). */
export function MediaKitSection() {
  const { draft, update } = useEditor();
  if (!scoredKindOf(draft.category)) return null;
  const url = draft.mediaKitUrl;
  return (
    <FormSection title="Media kit">
      {url ? (
        <Actions>
          <TextLink href={url} target="_blank" rel="noreferrer">
            Open the media kit (PDF)
          </TextLink>
          <RemoveButton label="Remove the media kit" onClick={() => update((d) => ({ ...d, mediaKitUrl: null }))} />
        </Actions>
      ) : null}
      <FileUploadField
        field="mediaKit"
        label={url ? 'Replace the media kit' : 'Upload the media kit'}
        hint={`A PDF, at most ${megabytes(SELLER_FILE_MAX_BYTES.mediaKit)}.${draft.category === 'digital' ? '' : ' It counts towards the score of digital media only.'}`}
        kind="mediaKit"
        accept="application/pdf,.pdf"
        check={checkMediaKit}
        onUploaded={(file) => update((d) => ({ ...d, mediaKitUrl: file.url }))}
      />
    </FormSection>
  );
}
