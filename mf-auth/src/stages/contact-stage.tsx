import { useId, useState, type FormEvent } from 'react';
import type { Channel } from '../auth/auth-stages';
import { validateEmail, validateIndianMobile } from '../auth/validate';
import { Button, Field, FieldError, Hint, Input, LinkButton, Stack } from '../ui/primitives';

type Props = { channel: Channel; busy: boolean; onSubmit: (value: string) => void; onBack: () => void };

const COPY = {
  phone: { label: 'Mobile number', hint: 'We will send a 6-digit code to this number.', type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '98765 43210' },
  email: { label: 'E-mail address', hint: 'We will send a 6-digit code to this address.', type: 'email', autoComplete: 'email', inputMode: 'email', placeholder: 'you@company.in' },
} as const;

/** PhoneInputStage (and our e-mail twin): where to send the code, checked before sending. */
export function ContactStage({ channel, busy, onSubmit, onBack }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const copy = COPY[channel];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = channel === 'phone' ? validateIndianMobile(value) : validateEmail(value);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    onSubmit(result.value);
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          autoFocus
          data-autofocus
        />
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      </Field>
      <Stack>
        <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? 'Sending code…' : 'Send code'}
        </Button>
        <LinkButton type="button" onClick={onBack}>
          Other ways to sign in
        </LinkButton>
      </Stack>
    </form>
  );
}
