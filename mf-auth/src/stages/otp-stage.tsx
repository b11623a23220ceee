import { useId, useState, type FormEvent } from 'react';
import { validateOtpCode } from '../auth/validate';
import { Button, Field, FieldError, Hint, Input, LinkButton, Stack } from '../ui/primitives';

/** One code box per place a code was sent. */
export type OtpTarget = { key: 'phoneCode' | 'emailCode'; label: string };
export type OtpCodes = Partial<Record<OtpTarget['key'], string>>;

type Props = { targets: readonly OtpTarget[]; busy: boolean; onSubmit: (codes: OtpCodes) => void; onBack: () => void };

/** EmailOtpVerifyStage, PhoneOtpVerifyStage and MULTI_CHANNEL_OTP_VERIFY: type the 6-digit code(s). */
export function OtpStage({ targets, busy, onSubmit, onBack }: Props) {
  const id = useId();
  const [codes, setCodes] = useState<OtpCodes>({});
  const [errors, setErrors] = useState<OtpCodes>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const valid: OtpCodes = {};
    const wrong: OtpCodes = {};
    for (const t of targets) {
      const r = validateOtpCode(codes[t.key] ?? '');
      if (r.ok) valid[t.key] = r.value;
      else wrong[t.key] = r.message;
    }
    setErrors(wrong);
    if (Object.keys(wrong).length === 0) onSubmit(valid);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Hint>The code is valid for a few minutes.</Hint>
      {targets.map((t, i) => {
        const inputId = `${id}-${t.key}`;
        const error = errors[t.key];
        return (
          <Field key={t.key}>
            <label htmlFor={inputId}>{t.label}</label>
            <Input
              id={inputId}
              name={t.key}
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={7}
              value={codes[t.key] ?? ''}
              onChange={(e) => setCodes((c) => ({ ...c, [t.key]: e.target.value }))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              autoFocus={i === 0}
              data-autofocus={i === 0 ? true : undefined}
            />
            {error ? <FieldError id={`${inputId}-error`}>{error}</FieldError> : null}
          </Field>
        );
      })}
      <Stack>
        <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? 'Verifying…' : 'Verify and sign in'}
        </Button>
        <LinkButton type="button" onClick={onBack}>
          Change where the code goes
        </LinkButton>
      </Stack>
    </form>
  );
}
