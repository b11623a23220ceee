// A real OpenID Connect provider (oidc-provider) for the sign-in tests, run as a child process
// because oidc-provider is ESM-only and jest here is CommonJS.
//
//   OIDC_TEST_PORT=0 OIDC_TEST_REDIRECT_URIS=http://127.0.0.1:3000/api/auth/oidc/callback \
//     node server/test/support/oidc-test-provider.mjs
//
// Prints one JSON line {"issuer":"http://127.0.0.1:<port>"} when listening; runs until killed.
// Client: OIDC_TEST_CLIENT_ID / OIDC_TEST_CLIENT_SECRET (mediamart-test / test-secret).
// Interactions: GET /interaction/:uid shows "Sign in to Test ID as <email>" with a Continue button
// (login and consent in one click); GET /interaction/:uid?auto=1 completes it without the form.
// Test controls (JSON POSTs): /__test/account { sub, email, email_verified, name } sets the account
// the next login uses; /__test/rotate-keys replaces the signing key (new kid); /__test/tamper
// { nonce?, expiresInSeconds?, iss?, aud?, badSignature? } makes the next ID token from the token
// endpoint carry that nonce / exp / iss / aud, or a signature by an unpublished key.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, decodeJwt, decodeProtectedHeader, importJWK } from 'jose';
import Provider, { interactionPolicy } from 'oidc-provider';

// stdout carries only the issuer line: the provider's notices go to stderr.
console.log = console.info = (...args) => process.stderr.write(`${args.join(' ')}\n`);

const clientId = process.env.OIDC_TEST_CLIENT_ID || 'mediamart-test';
const clientSecret = process.env.OIDC_TEST_CLIENT_SECRET || 'test-secret';
const redirectUris = (process.env.OIDC_TEST_REDIRECT_URIS || 'http://127.0.0.1/api/auth/oidc/callback')
  .split(',').map((s) => s.trim()).filter(Boolean);
const port = Number(process.env.OIDC_TEST_PORT || 0);

const DEFAULT_ACCOUNT = { sub: 'user-1', email: 'oidc.user@example.com', email_verified: true, name: 'Oidc User' };
const accounts = new Map([[DEFAULT_ACCOUNT.sub, DEFAULT_ACCOUNT]]);
let current = DEFAULT_ACCOUNT;
/** { nonce?, expiresInSeconds? } for the next ID token, or null. */
let tamper = null;

async function newSigningKey() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** The login prompt is asked on every authorization request, so each sign-in uses the current account. */
function policy() {
  const { base, Check } = interactionPolicy;
  const prompts = base();
  prompts.get('login').checks.add(new Check('test_always', 'The test provider asks every time', (ctx) =>
    (ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT)));
  return prompts;
}

function makeProvider(issuer, signingKey) {
  const provider = new Provider(issuer, {
    clients: [{
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    }],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, IdToken: 3600, AccessToken: 3600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy: policy() },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path === '/token' && tamper && ctx.body && typeof ctx.body.id_token === 'string') {
      ctx.body = { ...ctx.body, id_token: await resign(ctx.body.id_token, tamper) };
      tamper = null;
    }
  });
  return provider;
}

async function resign(idToken, change) {
  const payload = decodeJwt(idToken);
  const header = decodeProtectedHeader(idToken);
  if (change.nonce !== undefined) payload.nonce = change.nonce;
  if (change.expiresInSeconds !== undefined) payload.exp = Math.floor(Date.now() / 1000) + Number(change.expiresInSeconds);
  if (change.iss !== undefined) payload.iss = change.iss;
  if (change.aud !== undefined) payload.aud = change.aud;
  // badSignature: signed by a key nobody published, under the current key id.
  const key = change.badSignature ? (await generateKeyPair('RS256')).privateKey : await importJWK(state.signingKey, 'RS256');
  return new SignJWT(payload).setProtectedHeader({ alg: header.alg, kid: state.signingKey.kid, typ: header.typ }).sign(key);
}

const state = { signingKey: await newSigningKey(), provider: null };

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

function send(res, status, type, body) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

async function finishInteraction(req, res) {
  const provider = state.provider;
  const details = await provider.interactionDetails(req, res);
  const accountId = current.sub;
  if (details.session?.accountId && details.session.accountId !== accountId) {
    // Another account signs in on this browser: end the old session here instead of asking to log out.
    const old = await provider.Session.findByUid(details.session.uid);
    if (old) await old.destroy();
    delete details.session;
    await details.save(details.exp - Math.floor(Date.now() / 1000));
  }
  const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
  grant.addOIDCScope('openid profile email');
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

async function interaction(req, res, url) {
  if (req.method === 'POST' || url.searchParams.get('auto') === '1') return finishInteraction(req, res);
  await state.provider.interactionDetails(req, res);
  const page = `<!doctype html><html><head><meta charset="utf-8"><title>Test ID</title></head><body>
<h1>Sign in to Test ID as ${escapeHtml(current.email)}</h1>
<form method="post" action="${escapeHtml(url.pathname)}"><button type="submit">Continue</button></form>
</body></html>`;
  return send(res, 200, 'text/html; charset=utf-8', page);
}

async function control(req, res, url) {
  const body = await readJson(req);
  if (url.pathname === '/__test/account') {
    const account = { sub: String(body.sub), email: body.email, email_verified: body.email_verified, name: body.name };
    accounts.set(account.sub, account);
    current = account;
  } else if (url.pathname === '/__test/rotate-keys') {
    state.signingKey = await newSigningKey();
    state.provider = makeProvider(state.provider.issuer, state.signingKey);
  } else if (url.pathname === '/__test/tamper') {
    tamper = { nonce: body.nonce, expiresInSeconds: body.expiresInSeconds, iss: body.iss, aud: body.aud, badSignature: body.badSignature === true };
  } else {
    return send(res, 404, 'application/json', JSON.stringify({ error: 'not_found' }));
  }
  return send(res, 200, 'application/json', JSON.stringify({ ok: true, kid: state.signingKey.kid }));
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  let work;
  if (url.pathname.startsWith('/__test/') && req.method === 'POST') work = control(req, res, url);
  else if (/^\/interaction\/[^/]+$/.test(url.pathname)) work = interaction(req, res, url);
  else return state.provider.callback()(req, res);
  work.catch((err) => {
    process.stderr.write(`oidc-test-provider: ${err.stack || err}\n`);
    if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', String(err.message || err));
    else res.end();
  });
});

server.listen(port, '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  state.provider = makeProvider(issuer, state.signingKey);
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
});

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
