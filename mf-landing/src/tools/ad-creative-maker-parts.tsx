/** The ad creative maker's styled pieces (ad-creative-maker.tsx, ad-creative-maker-results.tsx). */
import styled from 'styled-components';
import { color } from 'shared-ui';
import { colourSwatch } from 'shared-ui/forms';

// The form and its rows are every tool's.
import { ToolCard, ToolCards } from './tool-parts';
export { ToolForm as Form, ToolRow as Row } from './tool-parts';

/** The two colour fields: a swatch picker beside its hex code; side by side when there is room. */
export const ColourPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 0 16px;
  div > div {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  input[type='color'] {
    ${colourSwatch}
  }
`;

export const ContrastNote = styled.p<{ $low: boolean }>`
  margin: 0 0 14px;
  font-size: 0.875rem;
  color: ${(p) => (p.$low ? color.danger : color.muted)};
`;

export const Group = styled.fieldset`
  border: 1px solid ${color.line};
  border-radius: 8px;
  padding: 12px 16px;
  margin: 0 0 16px;
  min-width: 0;
  legend { font-weight: 600; padding: 0 4px; }
  h2 { font-size: 1rem; margin: 12px 0 4px; }
`;

export const Choices = styled.div`
  display: flex;
  flex-direction: column;
  label { align-items: flex-start; padding: 6px 0; }
  input { flex: none; margin-top: 2px; }
`;

export const SizeNote = styled.span`
  display: block;
  color: ${color.muted};
  font-size: 0.8125rem;
`;

export const Results = styled.section`
  h2 { margin-top: 0; }
`;

export const Previews = styled(ToolCards).attrs({ $min: 260 })``;

export const Preview = styled(ToolCard)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  figure { margin: 0; display: flex; flex-direction: column; gap: 8px; }
  /* The canvas holds the exact pixels; CSS only scales its picture to the card. */
  canvas {
    display: block;
    max-width: 100%;
    max-height: 320px;
    width: auto;
    height: auto;
    align-self: center;
    border: 1px solid ${color.line};
  }
  figcaption { font-size: 0.875rem; }
`;

export const Warning = styled.p`
  padding: 10px 12px;
  border-radius: 6px;
  background: ${color.dangerSurface};
  color: ${color.ink};
`;
