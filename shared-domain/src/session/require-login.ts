import type { User } from '../entities/entities';
import type { DomainEventType, EventBus, EventOf } from '../events/event-bus';

/** Why a `requireLogin()` or `requirePhone()` promise rejected. */
export class SessionRequirementError extends Error {
  override readonly name = 'SessionRequirementError';
  constructor(
    message: string,
    readonly reason: 'login-cancelled' | 'phone-cancelled' | 'not-signed-in',
  ) {
    super(message);
  }
}

/**
 * Publishes `request` and settles on the first of `done` (resolve) or `cancelled` (reject).
 * Both are subscribed before asking: a listener may answer synchronously.
 */
function ask<D extends DomainEventType>(
  bus: EventBus,
  request: EventOf<'auth/login-requested' | 'auth/phone-verification-requested'>,
  done: D,
  cancelled: DomainEventType,
  error: () => Error,
): Promise<EventOf<D>> {
  return new Promise((resolve, reject) => {
    const subs = [
      bus.on(done).subscribe((e) => {
        subs.forEach((s) => s.unsubscribe());
        resolve(e);
      }),
      bus.on(cancelled).subscribe(() => {
        subs.forEach((s) => s.unsubscribe());
        reject(error());
      }),
    ];
    bus.publish(request);
  });
}

/**
 * Resolves at once when logged in; otherwise asks for the sign-in modal and resolves with
 * the user on `auth/login-completed` (bag synced), rejecting on `auth/login-cancelled`.
 */
export function requireLogin(bus: EventBus, isLoggedIn: () => boolean): Promise<User | void> {
  if (isLoggedIn()) return Promise.resolve();
  return ask(bus, { type: 'auth/login-requested' }, 'auth/login-completed', 'auth/login-cancelled',
    () => new SessionRequirementError('Login cancelled', 'login-cancelled')).then((e) => e.user);
}

/**
 * Resolves with the user at once when they have a phone; otherwise opens the phone
 * verification modal and resolves on `auth/phone-verified`, rejecting when it is cancelled.
 * A guest is rejected: verifying a phone needs an account (call `requireLogin` first).
 */
export function requirePhone(bus: EventBus, getUser: () => User | null | undefined): Promise<User> {
  const user = getUser();
  if (!user) return Promise.reject(new SessionRequirementError('Login required', 'not-signed-in'));
  if (user.phone) return Promise.resolve(user);
  return ask(bus, { type: 'auth/phone-verification-requested' }, 'auth/phone-verified', 'auth/phone-verification-cancelled',
    () => new SessionRequirementError('Phone verification cancelled', 'phone-cancelled')).then((e) => e.user);
}
