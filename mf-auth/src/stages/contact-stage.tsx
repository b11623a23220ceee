import { useId, useState, type FormEvent } from 'react';
import type { Channel } from '../auth/auth-stages';
import { validateEmail, validateIndianMobile } from '../auth/validate';
import { Button, FieldError, Input, LinkButton } from 'shared-ui/forms';
import { Field, Hint, Stack } from '../ui/primitives';

/** Where the code(s) go: a phone, an e-mail, or both (one code to each). */
export type Contacts = { phone?: string; email?: string };

type Props = {
  channel: Channel;
  busy: boolean;
  onSubmit: (contacts: Contacts) => void;
  onBack: () => void;
  /** On the phone stage, offer a second code by e-mail (multi-channel). */
  offerEmail?: boolean;
  submitLabel?: string;
  /** The way back; an empty label hides it (a modal with one way in). */
  backLabel?: string;
};

const COPY = {
  phone: { label: 'Mobile number', hint: 'We will send a 6-digit code to this number.', type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '98765 43210' },
  email: { label: 'E-mail address', hint: 'We will send a 6-digit code to this address.', type: 'email', autoComplete: 'email', inputMode: 'email', placeholder: 'you@company.in' },
} as const;

type Errors = Partial<Record<'main' | 'email', string>>;

/** PhoneInputStage (and our e-mail twin): where to send the code, checked before sending. */
export function ContactStage({ channel, busy, onSubmit, onBack, offerEmail = false, submitLabel = 'Send code', backLabel = 'Other ways to sign in' }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const copy = COPY[channel];
  const withEmail = offerEmail && channel === 'phone';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const main = channel === 'phone' ? validateIndianMobile(value) : validateEmail(value);
    const second = withEmail && email.trim() ? validateEmail(email) : null;
    const next: Errors = {};
    if (!main.ok) next.main = main.message;
    if (second && !second.ok) next.email = second.message;
    setErrors(next);
    if (!main.ok || (second && !second.ok)) return;
    onSubmit({ [channel]: main.value, ...(second?.ok ? { email: second.value } : {}) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Hint id={`${id}-hint`}>{copy.hint}</Hint>
      <Field>
        <label htmlFor={`${id}-input`}>{copy.label}</label>
        <Input
          id={`${id}-input`}
          name={channel}
          type={copy.type}
          autoComplete={copy.autoComplete}
          inputMode={copy.inputMode}
          placeholder={copy.placeholder}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={errors.main ? true : undefined}
          aria-describedby={errors.main ? `${id}-error ${id}-hint` : `${id}-hint`}
          autoFocus
          data-autofocus
        />
        {errors.main ? <FieldError id={`${id}-error`}>{errors.main}</FieldError> : null}
      </Field>
      {withEmail ? (
        <Field>
          <label htmlFor={`${id}-email`}>E-mail address (optional)</label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={COPY.email.placeholder}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={`${id}-email-hint${errors.email ? ` ${id}-email-error` : ''}`}
          />
          <Hint id={`${id}-email-hint`} style={{ margin: 0 }}>
            Add it to get a second code there and sign in with both.
          </Hint>
          {errors.email ? <FieldError id={`${id}-email-error`}>{errors.email}</FieldError> : null}
        </Field>
      ) : null}
      <Stack>
        <Button type="submit" $block aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? 'Sending code…' : submitLabel}
        </Button>
        {backLabel ? (
          <LinkButton type="button" onClick={onBack}>
            {backLabel}
          </LinkButton>
        ) : null}
      </Stack>
    </form>
  );
}
