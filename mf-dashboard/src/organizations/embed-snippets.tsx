import { Card, Muted, SectionTitle } from '../ui/primitives';
import { CopyText } from '../ui/copy-text';
import { embedSnippet, type EmbedKind } from './organization-draft';

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
  const name = title.toLowerCase();
  return (
    <div style={{ marginBottom: 12 }}>
      <CopyText heading inverse label={title} text={code} testId={`snippet-${kind}`} copyLabel={`Copy the ${name} snippet`} copied={`The ${name} snippet is copied.`} />
    </div>
  );
}
