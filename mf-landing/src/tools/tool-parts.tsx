/** The styled pieces every planning tool's page is built from: its form, a labelled row, a group of choices, the answer box. */
import styled from 'styled-components';
import { color } from 'shared-ui';

export const ToolForm = styled.form`
  max-width: 640px;
  margin: 16px 0 24px;
`;

/** A label, its control, hint and error, stacked. */
export const ToolRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 14px;
  label { font-weight: 600; }
`;

/** A fieldset without a frame: its legend reads as a label. */
export const ToolGroup = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  min-width: 0;
  legend { font-weight: 600; padding: 0; margin-bottom: 4px; }
`;

/** Checkboxes in as many columns as fit. */
export const ToolChoices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 0 12px;
`;

/** The result, boxed. */
export const ToolAnswer = styled.section`
  max-width: 880px;
  padding: 16px 20px;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  h2 { margin-top: 0; }
`;

/** A list of a tool's result cards in a grid (estimates, previews), as many across as fit. */
export const ToolCards = styled.ul<{ $min?: number }>`
  list-style: none;
  padding: 0;
  margin: 12px 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? 220}px, 1fr));
  gap: 12px 16px;
`;

/** One card of ToolCards. */
export const ToolCard = styled.li`
  border: 1px solid ${color.line};
  border-radius: 8px;
  padding: 12px 14px;
  background: ${color.surface};
  min-width: 0;
`;
