import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import type { SellerOptionDraft, SellerProfileDraft } from 'shared-domain/seller';
import { withItem } from './draft-edit';

/** What every part of the form reads and changes: the draft, the field messages and the way to a field. */
export type EditorContextValue = {
  draft: SellerProfileDraft;
  /** Replaces the draft with the change's result (a new object: autosave and the score follow it). */
  update: (change: (draft: SellerProfileDraft) => SellerProfileDraft) => void;
  /** A message per field id (`name`, `options.2.rates.discountedRate`…): the draft's checks, the server's, the review's. */
  errors: Readonly<Record<string, string>>;
  api: AxiosInstance;
  isExpanded: (optionId: string) => boolean;
  setExpanded: (optionId: string, open: boolean) => void;
  /** Scrolls to the field's container (`field-${field}`), opening its option first, and focuses its first control. */
  focusField: (field: string) => void;
};

const EditorContext = createContext<EditorContextValue | null>(null);

export function EditorProvider({ value, children }: { value: EditorContextValue; children: ReactNode }) {
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor needs an EditorProvider');
  return value;
}

/** One option of the draft: its value, a change of it, and its field ids (`options.2.name`). */
export function useOption(index: number): {
  option: SellerOptionDraft;
  change: (change: (option: SellerOptionDraft) => SellerOptionDraft) => void;
  field: (part: string) => string;
} {
  const { draft, update } = useEditor();
  return {
    option: draft.mediaOptions[index]!,
    change: (change) => update((d) => ({ ...d, mediaOptions: withItem(d.mediaOptions, index, change(d.mediaOptions[index]!)) })),
    field: (part) => `options.${index}.${part}`,
  };
}

/** The element id of a field's container: every score message and check names one. */
export const fieldDomId = (field: string): string => `field-${field}`;
