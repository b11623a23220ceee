import { useEffect, useState, type FormEvent } from 'react';
import { normalizeEmail, normalizePhone, EMAIL_MESSAGE, PHONE_MESSAGE } from 'shared-domain';
import type { SellerAccountAnswer, SellerAccountInput } from 'shared-domain/seller';
import { Button, TextField } from 'shared-ui/forms';
import { useRuntime } from 'shared-ui';
import { createSellerAccount } from '../seller-api';
import { fieldProblems, problemText } from '../shared/seller-format';
import { Note, Outcome, Panel } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';

type Fields = { name: string; contactEmail: string; contactPhone: string };
type Problems = Partial<Record<keyof Fields, string>>;

/** What the browser can say before sending; the server checks the same again. */
function check(f: Fields): Problems {
  const problems: Problems = {};
  if (!f.name.trim()) problems.name = 'Enter your company name';
  if (!normalizeEmail(f.contactEmail)) problems.contactEmail = EMAIL_MESSAGE;
  if (f.contactPhone.trim() && !normalizePhone(f.contactPhone)) problems.contactPhone = PHONE_MESSAGE;
  return problems;
}

/**
 * Signed in but no seller yet: the company, a contact e-mail (the user's own to start with)
 * and an optional phone. The signed-in user becomes the account's first member.
 */
export function SellerSignUp({ email, onCreated }: { email: string | null | undefined; onCreated: (answer: SellerAccountAnswer) => void }) {
  const api = useRuntime().api.serviceA;
  const [fields, setFields] = useState<Fields>({ name: '', contactEmail: email ?? '', contactPhone: '' });
  const [touched, setTouched] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const send = useSend((input: SellerAccountInput) => createSellerAccount(api, input));

  // The user's e-mail may arrive after the form: fill it in unless someone typed there.
  useEffect(() => {
    if (email && !touched) setFields((f) => (f.contactEmail ? f : { ...f, contactEmail: email }));
  }, [email, touched]);

  const set = (key: keyof Fields) => (e: { target: { value: string } }) => {
    if (key === 'contactEmail') setTouched(true);
    setFields((f) => ({ ...f, [key]: e.target.value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(fields);
    setProblems(found);
    if (Object.keys(found).length) return;
    const phone = fields.contactPhone.trim();
    const input: SellerAccountInput = { name: fields.name.trim(), contactEmail: fields.contactEmail.trim(), ...(phone ? { contactPhone: phone } : {}) };
    const answer = await send.run(input);
    if (answer) onCreated(answer);
  };

  const server = fieldProblems(send.error);
  const shown = (key: keyof Fields) => problems[key] ?? server[key];
  const general = send.error && Object.keys(server).length === 0 ? problemText(send.error, { 409: 'You already have a seller account. Reload the page to see it.' }) : null;
  return (
    <Panel aria-labelledby="seller-sign-up">
      <h2 id="seller-sign-up">Create your seller account</h2>
      <Note>Tell us who sells the media. Review notes and booking requests go to the contact e-mail, so use one your team reads.</Note>
      <form onSubmit={submit} noValidate>
        <TextField label="Company name" value={fields.name} onChange={set('name')} error={shown('name')} maxLength={120} autoComplete="organization" required />
        <TextField label="Contact e-mail" type="email" value={fields.contactEmail} onChange={set('contactEmail')} error={shown('contactEmail')} maxLength={254} autoComplete="email" required />
        <TextField label="Phone (optional)" type="tel" value={fields.contactPhone} onChange={set('contactPhone')} error={shown('contactPhone')} hint="A 10-digit Indian mobile number" maxLength={20} autoComplete="tel" />
        <Button type="submit" disabled={send.sending}>{send.sending ? 'Creating…' : 'Create seller account'}</Button>
        {general ? <Outcome $tone="error" role="alert">{general}</Outcome> : null}
      </form>
    </Panel>
  );
}
