import styled from 'styled-components';
import { color } from 'shared-ui';

const Line = styled.p`
  margin: 0 0 8px;
  overflow-wrap: anywhere;
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.8125rem;
    color: ${color.ink};
    word-break: break-all;
  }
`;

/** A document's SHA-256 in full (64 hex digits, wrapping on a narrow screen), so anyone can compare it with the file they hold. */
export function ShaLine({ sha256, label = 'SHA-256' }: { sha256: string; label?: string }) {
  return (
    <Line>
      {label} <code>{sha256}</code>
    </Line>
  );
}
