import { useEffect, useId, useState, type ClipboardEvent, type FormEvent } from 'react';
import { extractOtpCode, validateOtpCode } from '../auth/validate';
import { Button, FieldError, Input, LinkButton } from 'shared-ui/forms';
import { Field, Hint, Stack } from '../ui/primitives';

/** One code box per place a code was sent. */
export type OtpTarget = { key: 'phoneCode' | 'emailCode'; label: string };
export type OtpCodes = Partial<Record<OtpTarget['key'], string>>;

export const RESEND_AFTER_SECONDS = 30;

type Props = {
  targets: readonly OtpTarget[];
  busy: boolean;
  onSubmit: (codes: OtpCodes) => void;
  onBack: () => void;
  /** Sends new code(s); offered after a countdown. */
  onResend?: () => void;
  submitLabel?: string;
};

/** Whole seconds from now until `deadline` (a time in ms), never below 0. */
const secondsUntil = (deadline: number): number => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Whole seconds left before a resend is allowed; from a deadline, so a throttled tab stays right. */
function useCountdown(seconds: number): number {
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  const done = left <= 0;
  useEffect(() => {
    if (done) return undefined;
    const t = setInterval(() => setLeft(secondsUntil(deadline)), 1000);
    return () => clearInterval(t);
  }, [done, deadline]);
  return left;
}

/** Digits only, at most six; a pasted or auto-filled message is reduced to its code. */
const cleanCode = (raw: string): string => extractOtpCode(raw) ?? raw.replace(/\D/g, '').slice(0, 6);

/** EmailOtpVerifyStage, PhoneOtpVerifyStage and MULTI_CHANNEL_OTP_VERIFY: type the 6-digit code(s). */
export function OtpStage({ targets, busy, onSubmit, onBack, onResend, submitLabel = 'Verify and sign in' }: Props) {
  const id = useId();
  const [codes, setCodes] = useState<OtpCodes>({});
  const [errors, setErrors] = useState<OtpCodes>({});
  // The stage is re-mounted for every new request id, which restarts the countdown.
  const left = useCountdown(RESEND_AFTER_SECONDS);

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

  const paste = (key: OtpTarget['key']) => (e: ClipboardEvent<HTMLInputElement>) => {
    const code = extractOtpCode(e.clipboardData.getData('text'));
    if (!code) return;
    e.preventDefault();
    setCodes((c) => ({ ...c, [key]: code }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Hint>{targets.length > 1 ? 'We sent one code to each. ' : ''}The code is valid for 5 minutes.</Hint>
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
              value={codes[t.key] ?? ''}
              onChange={(e) => setCodes((c) => ({ ...c, [t.key]: cleanCode(e.target.value) }))}
              onPaste={paste(t.key)}
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
        <Button type="submit" $block aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? 'Verifying…' : submitLabel}
        </Button>
        {onResend ? (
          <Button
            type="button"
            $block
            $variant="secondary"
            aria-disabled={left > 0 || busy || undefined}
            onClick={() => left <= 0 && !busy && onResend()}
          >
            {left > 0 ? `Resend code in ${left} s` : 'Resend code'}
          </Button>
        ) : null}
        <LinkButton type="button" onClick={onBack}>
          Change where the code goes
        </LinkButton>
      </Stack>
    </form>
  );
}
