/**
 * Google Identity Services, loaded only when the server has a Google client id. The script
 * draws Google's own button; its credential (an ID token) goes to POST /auth/oidc.
 */
export type GoogleIdentity = {
  /** Loads the client script (once) and draws the sign-in button in `el`. */
  renderButton(el: HTMLElement, clientId: string, onIdToken: (idToken: string) => void): Promise<void>;
};

export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

type Gsi = {
  accounts: {
    id: {
      initialize(o: { client_id: string; callback: (r: { credential?: string }) => void; ux_mode?: 'popup' }): void;
      renderButton(el: HTMLElement, o: Record<string, unknown>): void;
    };
  };
};

let script: Promise<Gsi> | null = null;

function loadGsi(): Promise<Gsi> {
  const w = window as Window & { google?: Gsi };
  if (w.google?.accounts?.id) return Promise.resolve(w.google);
  script ??= new Promise<Gsi>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = GSI_SCRIPT_URL;
    el.async = true;
    el.onload = () => (w.google?.accounts?.id ? resolve(w.google) : reject(new Error('Google client did not start')));
    el.onerror = () => {
      script = null; // a later opening may try again
      el.remove();
      reject(new Error('Google client script failed to load'));
    };
    document.head.appendChild(el);
  });
  return script;
}

/** The browser's Google Identity Services. */
export const browserGoogleIdentity: GoogleIdentity = {
  async renderButton(el, clientId, onIdToken) {
    const gsi = await loadGsi();
    gsi.accounts.id.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      callback: (r) => r.credential && onIdToken(r.credential),
    });
    gsi.accounts.id.renderButton(el, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', width: 320 });
  },
};
