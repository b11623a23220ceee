import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Sign-in by e-mail code against the real server: the code is read from the dev outbox
// (OTP_DELIVERY=outbox, the local default), so nothing here knows how codes are made.

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;

type OutboxMessage = { _id: string; to: string; channel: string; subject?: string; text: string; createdAt: string };

/** The newest 6-digit code sent to `to`, polling the outbox briefly. */
export async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return null;
        const { messages } = (await res.json()) as { messages: OutboxMessage[] };
        // The code follows "code is": a white-label site's name before it may hold digits of its own.
        code = messages[0]?.text.match(/\bcode is (\d{6})\b/)?.[1] ?? null;
        return code;
      },
      { timeout: 10_000, intervals: [100, 250, 500] },
    )
    .not.toBeNull();
  return code!;
}

/** Opens Login, chooses e-mail, sends the code, types it from the outbox. */
export async function signInByEmail(page: Page, request: APIRequestContext, email: string) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Login' }).click();
  await answerSignIn(page, request, email);
}

/** Answers the open sign-in dialog (Login, or a save that asks a guest to sign in) by e-mail code. */
export async function answerSignIn(page: Page, request: APIRequestContext, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name: 'Continue with e-mail' }).click();
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const box = dialog.getByLabel(`Code sent to ${email}`);
  await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
  await box.fill(await codeFor(request, email));
  await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(dialog).toBeHidden();
}


/** A mobile number no other test uses (Indian, 10 digits from 9). */
export const uniquePhone = () => `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

/**
 * Saving a campaign and asking for a quote need a verified phone (SPEC.md section 6): answers
 * the phone verification modal with a new number and its code from the outbox.
 */
export async function verifyPhone(page: Page, request: APIRequestContext, phone = uniquePhone()) {
  const dialog = page.getByRole('dialog', { name: 'Verify your phone' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const box = dialog.getByLabel(/^Code sent to /);
  await box.fill(await codeFor(request, phone));
  await dialog.getByRole('button', { name: 'Verify phone' }).click();
  await expect(dialog).toBeHidden();
  return phone;
}
