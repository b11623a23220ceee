/**
 * The sign-in dialog's stages (SPEC section 2 names them) and a pure reducer moving between
 * them. No React and no network here: the component does the calls and dispatches results.
 */
export const STAGES = {
  DEFAULT: 'DefaultStage',
  PHONE_INPUT: 'PhoneInputStage',
  /** Ours: the SPEC names no stage for typing an e-mail address. */
  EMAIL_INPUT: 'EmailInputStage',
  EMAIL_OTP_VERIFY: 'EmailOtpVerifyStage',
  PHONE_OTP_VERIFY: 'PhoneOtpVerifyStage',
  MULTI_CHANNEL_OTP_VERIFY: 'MULTI_CHANNEL_OTP_VERIFY',
} as const;

export type Stage = (typeof STAGES)[keyof typeof STAGES];
export type Channel = 'phone' | 'email';

/** A line shown in the dialog: an error, or information. */
export type Notice = { tone: 'error' | 'info'; text: string };

export type AuthState = {
  stage: Stage;
  /** Normalised destinations the codes went to (`+919876543210`, `a@b.in`). */
  phone: string | null;
  email: string | null;
  requestId: string | null;
  busy: boolean;
  notice: Notice | null;
};

export type AuthAction =
  | { type: 'reset' }
  | { type: 'choose'; channel: Channel }
  | { type: 'back' }
  | { type: 'submitting' }
  | { type: 'code-sent'; requestId: string; phone?: string; email?: string }
  | { type: 'failed'; message: string }
  | { type: 'notice'; notice: Notice | null };

export const initialAuthState: AuthState = {
  stage: STAGES.DEFAULT,
  phone: null,
  email: null,
  requestId: null,
  busy: false,
  notice: null,
};

/** The verify stage for where the codes went: both → multi-channel. */
export function verifyStageFor(phone: string | null | undefined, email: string | null | undefined): Stage {
  if (phone && email) return STAGES.MULTI_CHANNEL_OTP_VERIFY;
  return phone ? STAGES.PHONE_OTP_VERIFY : STAGES.EMAIL_OTP_VERIFY;
}

/** Where Back leads from each stage. */
function previous(state: AuthState): Stage {
  switch (state.stage) {
    case STAGES.PHONE_OTP_VERIFY:
    case STAGES.MULTI_CHANNEL_OTP_VERIFY:
      return STAGES.PHONE_INPUT;
    case STAGES.EMAIL_OTP_VERIFY:
      return STAGES.EMAIL_INPUT;
    default:
      return STAGES.DEFAULT;
  }
}

/** Next state of the dialog; never mutates `state`. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'reset':
      return initialAuthState;
    case 'choose':
      return {
        ...initialAuthState,
        stage: action.channel === 'phone' ? STAGES.PHONE_INPUT : STAGES.EMAIL_INPUT,
      };
    case 'back':
      return { ...state, stage: previous(state), requestId: null, busy: false, notice: null };
    case 'submitting':
      return state.busy ? state : { ...state, busy: true, notice: null };
    case 'code-sent':
      return {
        ...state,
        stage: verifyStageFor(action.phone, action.email),
        phone: action.phone ?? null,
        email: action.email ?? null,
        requestId: action.requestId,
        busy: false,
        notice: null,
      };
    case 'failed':
      return { ...state, busy: false, notice: { tone: 'error', text: action.message } };
    case 'notice':
      return { ...state, notice: action.notice };
    default:
      return state;
  }
}
