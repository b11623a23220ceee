import { Observable } from 'rxjs';
import { createTestBus, type DomainEvent } from '../events/event-bus';
import type { User } from '../entities/entities';
import { SessionRequirementError, requireLogin, requirePhone } from './require-login';

const asha: User = { _id: 'u1', name: 'Asha', role: '' };

describe('requireLogin', () => {
  it('resolves at once without asking when logged in', async () => {
    const bus = createTestBus();
    await expect(requireLogin(bus, () => true)).resolves.toBeUndefined();
    expect(bus.published).toEqual([]);
  });

  it('asks for the modal and resolves with the user on login-completed', async () => {
    const bus = createTestBus();
    const waiting = requireLogin(bus, () => false);
    expect(bus.published).toEqual([{ type: 'auth/login-requested' }]);
    // signed-in alone is not enough: the bag sync must finish first.
    bus.publish({ type: 'auth/signed-in', user: asha });
    bus.publish({ type: 'auth/login-completed', user: asha });
    await expect(waiting).resolves.toEqual(asha);
  });

  it('rejects with "Login cancelled" when the modal closes without a sign-in', async () => {
    const bus = createTestBus();
    const waiting = requireLogin(bus, () => false);
    bus.publish({ type: 'auth/login-cancelled' });
    await expect(waiting).rejects.toThrow('Login cancelled');
    await expect(waiting).rejects.toBeInstanceOf(SessionRequirementError);
  });

  it('settles once: a later outcome is ignored and its listeners are dropped', async () => {
    const bus = createTestBus();
    let listening = 0;
    const on = bus.on.bind(bus);
    bus.on = ((type: Parameters<typeof on>[0]) =>
      new Observable<DomainEvent>((sub) => {
        listening += 1;
        const s = on(type).subscribe(sub);
        return () => {
          listening -= 1;
          s.unsubscribe();
        };
      })) as typeof bus.on;
    const waiting = requireLogin(bus, () => false);
    expect(listening).toBe(2);
    bus.publish({ type: 'auth/login-completed', user: asha });
    bus.publish({ type: 'auth/login-cancelled' });
    await expect(waiting).resolves.toEqual(asha);
    expect(listening).toBe(0);
  });

  it('works when the answer comes synchronously from a listener', async () => {
    const bus = createTestBus();
    bus.on('auth/login-requested').subscribe(() => bus.publish({ type: 'auth/login-cancelled' }));
    await expect(requireLogin(bus, () => false)).rejects.toThrow('Login cancelled');
  });
});

describe('requirePhone', () => {
  it('resolves with the user when they already have a phone', async () => {
    const bus = createTestBus();
    const withPhone = { ...asha, phone: '+919876543210' };
    await expect(requirePhone(bus, () => withPhone)).resolves.toBe(withPhone);
    expect(bus.published).toEqual([]);
  });

  it('opens the phone modal and resolves with the verified user', async () => {
    const bus = createTestBus();
    const waiting = requirePhone(bus, () => asha);
    expect(bus.published).toEqual([{ type: 'auth/phone-verification-requested' }]);
    const verified = { ...asha, phone: '+919876543210' };
    bus.publish({ type: 'auth/phone-verified', user: verified });
    await expect(waiting).resolves.toEqual(verified);
  });

  it('rejects when the phone modal is cancelled', async () => {
    const bus = createTestBus();
    const waiting = requirePhone(bus, () => ({ ...asha, phone: null }));
    bus.publish({ type: 'auth/phone-verification-cancelled' });
    await expect(waiting).rejects.toThrow('Phone verification cancelled');
  });

  it('rejects a guest without opening anything', async () => {
    const bus = createTestBus();
    await expect(requirePhone(bus, () => null)).rejects.toMatchObject({ reason: 'not-signed-in' });
    expect(bus.published).toEqual([]);
  });
});
