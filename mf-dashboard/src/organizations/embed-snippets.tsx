import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Actions, Button, Card, Muted, SectionTitle } from '../ui/primitives';
import { color, focusRing } from 'shared-ui';
import { embedSnippet, type EmbedKind } from './organization-draft';
import { copyOrSelect } from '../ui/copy-or-select';

const Snippet = styled.pre`
  margin: 0 0 8px;
  padding: 12px;
  background: ${color.inverse};
  color: ${color.inverseInk};
  border-radius: 6px;
  font-size: 0.8125rem;
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${focusRing}
`;

/** The bag and dashboard embed snippets in the chosen colours, each to copy. */
export function EmbedSnippets({ siteOrigin, primary, secondary, saved }: { siteOrigin: string; primary: string; secondary: string; saved: boolean }) {
  return (
    <Card aria-labelledby="org-embed-title">
      <SectionTitle id="org-embed-title">Embed snippets</SectionTitle>
      <Muted>
        Paste one into a page of an allowed origin{saved ? '' : ' (after saving)'}; it shows the bag or the dashboard in these colours.
      </Muted>
      <SnippetBlock kind="bag" title="Bag" code={embedSnippet('bag', siteOrigin, { primary, secondary })} />
      <SnippetBlock kind="dashboard" title="Dashboard" code={embedSnippet('dashboard', siteOrigin, { primary, secondary })} />
    </Card>
  );
}

function SnippetBlock({ kind, title, code }: { kind: EmbedKind; title: string; code: string }) {
  const [note, setNote] = useState<string | null>(null);
  const pre = useRef<HTMLPreElement>(null);
  useEffect(() => setNote(null), [code]);
  const copy = async () => {
    const copied = await copyOrSelect(code, pre.current);
    setNote(copied ? `The ${title.toLowerCase()} snippet is copied.` : 'Copying is not allowed here: the snippet is selected, press Ctrl+C (⌘C on a Mac).');
  };
  return (
    <div style={{ marginBottom: 12 }}>
      <h3 style={{ fontSize: '1rem', margin: '0 0 6px' }} id={`snippet-${kind}`}>{title}</h3>
      <Snippet ref={pre} tabIndex={0} aria-labelledby={`snippet-${kind}`} data-testid={`snippet-${kind}`}>{code}</Snippet>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => void copy()} aria-label={`Copy the ${title.toLowerCase()} snippet`}>Copy</Button>
        <span role="status" aria-live="polite">{note}</span>
      </Actions>
    </div>
  );
}
