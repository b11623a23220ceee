import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toApiError } from 'shared-domain';
import type { Organization } from 'shared-domain/organizations';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';
import { afterRowRemoved, draftOf, errorsOf, inputOf, PATH, toDraftPaths, withoutError, type FieldErrors, type OrganizationDraft } from './organization-draft';
import { createOrganization, OrganizationSaveError, updateOrganization } from './organizations.api';
import { paletteColourError } from './palette';

/** A list of the draft that the form shows as rows. */
export type ListKey = 'emails' | 'hostnames' | 'embedOrigins';

/**
 * The organisation form's state: the draft, the messages by field (the rules' before sending,
 * the server's after), the save with its outcome in words, and focus on the first invalid field.
 */
export function useOrganizationForm({ org, onSaved, notice }: { org: Organization | null; onSaved: (org: Organization, created: boolean) => void; notice?: string }) {
  const { mainApi } = useDashboardServices();
  const [draft, setDraft] = useState<OrganizationDraft>(() => draftOf(org));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(notice ?? null);
  const [focusAsked, setFocusAsked] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusAsked) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusAsked]);

  const paletteErrors = {
    [PATH.primary]: paletteColourError('The primary colour', draft.primary),
    [PATH.secondary]: paletteColourError('The secondary colour', draft.secondary),
  };
  const paletteRefused = Boolean(paletteErrors[PATH.primary] || paletteErrors[PATH.secondary]);

  const edit = (path: string, change: (d: OrganizationDraft) => OrganizationDraft) => {
    setDraft(change);
    setErrors((all) => withoutError(all, path));
    setFormError(null);
    setSaved(null);
  };
  const setText = (key: 'name' | 'address' | 'city' | 'primary' | 'secondary', path: string) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    edit(path, (d) => ({ ...d, [key]: e.target.value }));

  const setRow = (key: ListKey, index: number, value: string) =>
    edit(`${PATH[key]}.${index}`, (d) => ({ ...d, [key]: d[key].map((v, i) => (i === index ? value : v)) }));
  const addRow = (key: ListKey) => {
    setDraft((d) => ({ ...d, [key]: [...d[key], ''] }));
    setErrors((all) => {
      if (!all[PATH[key]]) return all;
      const rest = { ...all };
      delete rest[PATH[key]];
      return rest;
    });
  };
  const removeRow = (key: ListKey, index: number) => {
    setDraft((d) => ({ ...d, [key]: d[key].filter((_, i) => i !== index) }));
    setErrors((all) => afterRowRemoved(all, PATH[key], index));
    setSaved(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaved(null);
    setFormError(null);
    const found = errorsOf(draft);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError('Check the fields marked below.');
      setFocusAsked((n) => n + 1);
      return;
    }
    if (!mainApi) return;
    setSaving(true);
    try {
      const input = inputOf(draft);
      const next = org ? await updateOrganization(mainApi, org._org, input) : await createOrganization(mainApi, input);
      setErrors({});
      setDraft(draftOf(next));
      setSaved(org ? 'The organisation is saved.' : 'The organisation is created. You can now upload its logo.');
      onSaved(next, !org);
    } catch (err) {
      if (err instanceof OrganizationSaveError) {
        const mapped = toDraftPaths(draft, err.errors);
        setErrors(mapped);
        setFormError(err.message);
        if (Object.keys(mapped).length > 0) setFocusAsked((n) => n + 1);
      } else {
        setFormError(`The organisation was not saved: ${errorText(toApiError(err))}`);
      }
    } finally {
      setSaving(false);
    }
  };

  /** A claim approved, refused or checked: the organisation as the server answered it; the draft being edited stays. */
  const claimsChanged = (next: Organization) => onSaved(next, false);

  const logoUploaded = (next: Organization) => {
    setDraft((d) => ({ ...d, logoUrl: next.logoUrl }));
    setErrors((all) => withoutError(all, PATH.logoUrl));
    onSaved(next, false);
  };

  return { draft, errors, formError, saving, saved, formRef, paletteErrors, paletteRefused, edit, setText, setRow, addRow, removeRow, submit, logoUploaded, claimsChanged };
}
