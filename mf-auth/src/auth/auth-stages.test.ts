import { STAGES, authReducer, initialAuthState, verifyStageFor, type AuthAction, type AuthState } from './auth-stages';

const run = (actions: AuthAction[], from: AuthState = initialAuthState) => actions.reduce(authReducer, from);

describe('auth stages', () => {
  it('keeps the SPEC stage names', () => {
    expect(STAGES).toMatchObject({
      DEFAULT: 'DefaultStage',
      PHONE_INPUT: 'PhoneInputStage',
      EMAIL_OTP_VERIFY: 'EmailOtpVerifyStage',
      PHONE_OTP_VERIFY: 'PhoneOtpVerifyStage',
      MULTI_CHANNEL_OTP_VERIFY: 'MULTI_CHANNEL_OTP_VERIFY',
    });
  });

  it('phone: default → input → phone verify, and back again', () => {
    const input = run([{ type: 'choose', channel: 'phone' }]);
    expect(input.stage).toBe(STAGES.PHONE_INPUT);
    const busy = authReducer(input, { type: 'submitting' });
    expect(busy.busy).toBe(true);
    const verify = authReducer(busy, { type: 'code-sent', requestId: 'r1', phone: '+919876543210' });
    expect(verify).toEqual({ ...initialAuthState, stage: STAGES.PHONE_OTP_VERIFY, phone: '+919876543210', requestId: 'r1' });
    expect(authReducer(verify, { type: 'back' }).stage).toBe(STAGES.PHONE_INPUT);
    expect(run([{ type: 'back' }], input).stage).toBe(STAGES.DEFAULT);
  });

  it('e-mail: default → e-mail input → e-mail verify, back to the input', () => {
    const verify = run([{ type: 'choose', channel: 'email' }, { type: 'submitting' }, { type: 'code-sent', requestId: 'r2', email: 'a@b.in' }]);
    expect(verify.stage).toBe(STAGES.EMAIL_OTP_VERIFY);
    expect(verify.email).toBe('a@b.in');
    expect(authReducer(verify, { type: 'back' })).toMatchObject({ stage: STAGES.EMAIL_INPUT, requestId: null });
  });

  it('both channels → multi-channel verify', () => {
    expect(verifyStageFor('+919876543210', 'a@b.in')).toBe(STAGES.MULTI_CHANNEL_OTP_VERIFY);
    expect(run([{ type: 'code-sent', requestId: 'r', phone: '+919876543210', email: 'a@b.in' }]).stage).toBe(STAGES.MULTI_CHANNEL_OTP_VERIFY);
  });

  it('a failure stops the spinner and keeps the stage; a new submit clears the message', () => {
    const failed = run([{ type: 'choose', channel: 'phone' }, { type: 'submitting' }, { type: 'failed', message: 'Nope' }]);
    expect(failed).toMatchObject({ stage: STAGES.PHONE_INPUT, busy: false, notice: { tone: 'error', text: 'Nope' } });
    expect(authReducer(failed, { type: 'submitting' })).toMatchObject({ busy: true, notice: null });
  });

  it('ignores a second submit while busy, and reset starts over', () => {
    const busy = run([{ type: 'choose', channel: 'email' }, { type: 'submitting' }]);
    expect(authReducer(busy, { type: 'submitting' })).toBe(busy);
    expect(authReducer(busy, { type: 'reset' })).toBe(initialAuthState);
  });

  it('does not mutate the state it is given', () => {
    const frozen = Object.freeze({ ...initialAuthState });
    expect(() => run([{ type: 'choose', channel: 'phone' }, { type: 'notice', notice: { tone: 'info', text: 'x' } }], frozen)).not.toThrow();
    expect(frozen).toEqual(initialAuthState);
  });
});
