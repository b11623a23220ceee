import styled from 'styled-components';
import { Button, type ButtonVariant } from '../forms/button';
import type { PlanFormat } from './files';

const Row = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  align-items: center;
`;

const FORMATS: readonly { format: PlanFormat; label: string }[] = [
  { format: 'xlsx', label: 'Download XLSX' },
  { format: 'pdf', label: 'Download PDF' },
];

/**
 * "Download XLSX" and "Download PDF" for a media plan: each says "Preparing…" while its file
 * is made, and both wait until it is done. `label` names the group for a screen reader.
 */
export function PlanExportButtons({
  downloading,
  onDownload,
  label = 'Download the media plan',
  variant = 'ghost',
  disabled = false,
}: {
  downloading: PlanFormat | null;
  onDownload: (format: PlanFormat) => void;
  label?: string;
  variant?: ButtonVariant;
  /** No plan to download (no lines): both buttons off. */
  disabled?: boolean;
}) {
  return (
    <Row role="group" aria-label={label}>
      {FORMATS.map(({ format, label: text }) => (
        <Button
          key={format}
          type="button"
          $variant={variant}
          disabled={disabled || downloading !== null}
          aria-busy={downloading === format}
          onClick={() => onDownload(format)}
        >
          {downloading === format ? 'Preparing…' : text}
        </Button>
      ))}
    </Row>
  );
}
