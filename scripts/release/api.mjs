// The release routes of the site, as the release command calls them (Node's fetch).

/** The server refused or could not be reached: printed, exit code 1. */
export class ReleaseError extends Error {
  constructor(message, { status = null, body = null } = {}) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** What the server said went wrong, from its `{ error, message }` answer (or its text). */
export function serverMessage(status, body, text) {
  if (body && typeof body === 'object') {
    const message = typeof body.message === 'string' ? body.message : null;
    const code = typeof body.error === 'string' ? body.error : null;
    if (message || code) return [message, code && code !== message ? `(${code})` : null].filter(Boolean).join(' ');
  }
  const plain = (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 300);
  return plain ? `HTTP ${status}: ${plain}` : `HTTP ${status}`;
}

function parseJson(text) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * A client of `<to>/api` with `routes` (shared-domain's REMOTE_ROUTES). Every call sends the
 * token and answers `{ status, body }`; a network failure or a non-2xx
 * answer throws ReleaseError with the server's message.
 */
export function releaseApi({ to, token, routes, deployTokenPrefix, timeoutMs = 120_000 }) {
  // A deploy token goes as a bearer token; a staff session token, as service A reads sessions, in x-access-token too.
  const credentials = {
    authorization: `Bearer ${token}`,
    ...(token.startsWith(deployTokenPrefix) ? {} : { 'x-access-token': token }),
  };

  async function call(method, route, { body, contentType } = {}) {
    const url = `${to}/api${route}`;
    let res;
    try {
      res = await fetch(url, {
        method,
        headers: {
          ...credentials,
          accept: 'application/json',
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error);
      throw new ReleaseError(`Could not reach ${to} (${method} /api${route.split('?')[0]}): ${cause}`);
    }
    const text = await res.text();
    const json = parseJson(text);
    if (!res.ok) throw new ReleaseError(serverMessage(res.status, json, text), { status: res.status, body: json });
    return { status: res.status, body: json };
  }

  return {
    /** Uploads a dist/ archive as release `version` of `remote`. */
    upload(remote, { version, commit, notes }, archive) {
      const query = new URLSearchParams({ version });
      if (commit) query.set('commit', commit);
      if (notes) query.set('notes', notes);
      return call('POST', `${routes.releases(remote)}?${query}`, { body: archive, contentType: 'application/gzip' });
    },
    /** Runs the release's check again. */
    check(remote, version) {
      return call('POST', routes.check(remote, version));
    },
    /** A signed preview link for the release. */
    preview(remote, version, minutes) {
      return call('POST', routes.preview(remote, version), {
        body: JSON.stringify(minutes === undefined ? {} : { minutes }),
        contentType: 'application/json',
      });
    },
    /** Switches buyers to the release. */
    live(remote, version) {
      return call('POST', routes.live(remote), { body: JSON.stringify({ version }), contentType: 'application/json' });
    },
  };
}

/** `{ release: {...} }` or the release itself; likewise for other wrapped answers. */
export function unwrap(body, key) {
  if (body && typeof body === 'object' && body[key] && typeof body[key] === 'object') return body[key];
  return body && typeof body === 'object' ? body : null;
}
