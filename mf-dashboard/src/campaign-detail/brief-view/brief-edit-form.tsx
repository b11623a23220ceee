import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { briefErrorList, type BriefErrors } from 'shared-domain/campaign';
import { DRAFT_FIELD_OF } from '../../brief/brief-draft';
import { BriefErrorSummary } from '../../brief/brief-error-summary';
import { BriefFields, Required } from '../../brief/brief-fields';
import { Actions, Button, Muted } from '../../ui/primitives';
import type { BriefDraft } from './brief-draft';

/**
 * The Brief tab's form: the brief's fields (as on the new-brief page), the list of problems
 * of the last refused save (`attempt` grows with each), and Save / Cancel.
 */
export function BriefEditForm({
  initial, earliestStart, pending, errors, attempt, onSubmit, onCancel, children,
}: {
  initial: BriefDraft;
  earliestStart: string;
  pending: boolean;
  errors: BriefErrors;
  attempt: number;
  onSubmit: (d: BriefDraft) => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  // Opening the form moves focus into it, so keyboard and screen-reader users land on the first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  const summary = briefErrorList(errors).map((e) => ({ target: idOf(DRAFT_FIELD_OF[e.field]), message: e.message }));

  return (
    <form
      ref={formRef}
      aria-label="Edit brief"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) onSubmit(draft);
      }}
    >
      <BriefErrorSummary items={summary} attempt={attempt} />
      <Muted>
        Fields marked <Required>*</Required> are required.
      </Muted>
      <BriefFields
        draft={draft}
        onChange={(field, value) => setDraft((d) => ({ ...d, [field]: value }))}
        errors={errors}
        idOf={idOf}
        earliestStart={earliestStart}
      />
      {children}
      <Actions>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save brief'}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}
