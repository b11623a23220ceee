import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { Card, SectionTitle } from '../ui/primitives';
import { color } from 'shared-ui';
import type { OrganizationDraft } from './organization-draft';
import { themeVariables } from './palette';

/** The header, buttons and footer of a page in the chosen colours, through the theme's CSS variables. */
const PreviewFrame = styled.div`
  border: 1px solid ${color.line};
  border-radius: 8px;
  overflow: hidden;
  font-family: var(--mm-font);
  background: var(--mm-canvas);
  color: var(--mm-ink);
  .pv-header {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 52px;
    padding: 0 12px;
    background: var(--mm-primary);
    color: var(--mm-primary-ink);
    font-weight: 700;
  }
  .pv-header img { max-height: 32px; max-width: 120px; background: var(--mm-surface); border-radius: 4px; padding: 2px; }
  .pv-body { padding: 12px; display: flex; flex-wrap: wrap; gap: 8px; }
  .pv-primary, .pv-secondary {
    font: inherit;
    font-weight: 600;
    border-radius: 6px;
    padding: 8px 12px;
    border: 0;
  }
  .pv-primary { background: var(--mm-primary); color: var(--mm-primary-ink); }
  .pv-secondary { background: var(--mm-secondary); color: var(--mm-secondary-ink); }
  .pv-link { color: var(--mm-primary); font-weight: 600; text-decoration: underline; }
  .pv-footer {
    padding: 12px;
    background: var(--mm-secondary);
    color: var(--mm-secondary-ink);
    font-size: 0.875rem;
  }
  .pv-footer p { margin: 0 0 4px; }
`;

/** The organisation's page as it will look: header with logo and name, buttons, link and footer. */
export function Preview({ draft }: { draft: OrganizationDraft }) {
  const vars = themeVariables({ primary: draft.primary, secondary: draft.secondary }) as CSSProperties;
  const name = draft.name.trim() || 'Your organisation';
  const email = draft.emails.map((e) => e.trim()).find(Boolean);
  const place = [draft.address.trim(), draft.city.trim()].filter(Boolean).join(', ');
  return (
    <Card aria-labelledby="org-preview-title">
      <SectionTitle id="org-preview-title">Preview</SectionTitle>
      <PreviewFrame data-testid="org-preview" style={vars} aria-hidden="false">
        <div className="pv-header">
          {draft.logoUrl ? <img src={draft.logoUrl} alt="" /> : null}
          <span>{name}</span>
        </div>
        <div className="pv-body">
          <span className="pv-primary" role="presentation">Add to bag</span>
          <span className="pv-secondary" role="presentation">Plan a campaign</span>
          <span className="pv-link">A link</span>
        </div>
        <div className="pv-footer">
          <p><strong>{name}</strong></p>
          {place ? <p>{place}</p> : null}
          {email ? <p>{email}</p> : null}
        </div>
      </PreviewFrame>
    </Card>
  );
}
