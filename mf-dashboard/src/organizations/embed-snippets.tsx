import type { Organization } from 'shared-domain';
import { Card, Muted, SectionTitle } from '../ui/primitives';
import { CopyText } from '../ui/copy-text';
import { embedSiteUrl, embedSnippet, type EmbedKind } from './organization-draft';

/** The bag and dashboard embed snippets of a saved organisation in the chosen colours, each to copy. */
export function EmbedSnippets({ siteOrigin, primary, secondary, org }: { siteOrigin: string; primary: string; secondary: string; org: Organization | null }) {
  if (!org) {
    return (
      <Card aria-labelledby="org-embed-title">
        <SectionTitle id="org-embed-title">Embed snippets</SectionTitle>
        <Muted>Create the organisation first: its snippets name it, so that its embed origins can sign visitors in.</Muted>
      </Card>
    );
  }
  const target = { organisation: org._org, siteUrl: embedSiteUrl(siteOrigin, org) };
  return (
    <Card aria-labelledby="org-embed-title">
      <SectionTitle id="org-embed-title">Embed snippets</SectionTitle>
      <Muted>
        Paste one, as it is, into a page of an allowed embed origin: it shows the bag or the dashboard in these colours.
        Visitors sign in inside the embed; its links open on {target.siteUrl}.
      </Muted>
      <SnippetBlock kind="bag" title="Bag" code={embedSnippet('bag', siteOrigin, target, { primary, secondary })} />
      <SnippetBlock kind="dashboard" title="Dashboard" code={embedSnippet('dashboard', siteOrigin, target, { primary, secondary })} />
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
