/** Schemas of the release routes (service A, `/api/remotes…`): the shapes of shared-domain/releases' release-api.ts. */
import { Type } from '@sinclair/typebox';
import { PREVIEW_MINUTES, RELEASE_ARCHIVE_LIMITS, RELEASE_LIMITS, RELEASES_KEPT, REMOTE_NAMES } from 'shared-domain';
import { ErrorResponseWith, errorResponses, StringEnum } from '../http/schema-helpers';

const tags = ['releases'];
const security = [{ accessToken: [] }];
const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const CheckPart = Type.Object({
  part: StringEnum(['manifest', 'exposes', 'shared', 'remoteEntry', 'assets'] as const),
  ok: Type.Boolean(),
  message: Type.String({ description: 'What passed, or what failed and where (a URL and its status, a missing expose, an incompatible version)' }),
});

export const StoredCheck = Type.Object({
  ok: Type.Boolean({ description: 'Every part passed' }),
  parts: Type.Array(CheckPart),
  checkedAt: Type.String(),
});

const Remote = StringEnum(REMOTE_NAMES);

export const RemoteReleaseSchema = Type.Object({
  remote: Remote,
  version: Type.String({ description: 'Semver, or `built-in` for the deployed build' }),
  commit: nullable(Type.String()),
  notes: Type.String(),
  source: StringEnum(['built-in', 'url', 'upload'] as const),
  manifestUrl: Type.String({ description: 'Site-relative for uploads (`/mf/mf-bag/1.2.0/mf-manifest.json`) and the built-in, absolute otherwise' }),
  check: Type.Union([StoredCheck, Type.Null()], { description: 'The last check; null before one ran' }),
  createdAt: Type.String(),
  createdBy: Type.String({ description: '`staff <email>`, `token <label>`, or `deploy` for the built-in' }),
  live: Type.Boolean(),
});

const RemoteStatusSchema = Type.Object({
  remote: Remote,
  folder: Type.String(),
  live: Type.Object({ version: Type.String(), since: nullable(Type.String()), by: nullable(Type.String()) }),
  releases: Type.Array(RemoteReleaseSchema, { description: 'Newest first, the built-in last' }),
  switches: Type.Array(Type.Object({ from: Type.String(), to: Type.String(), by: Type.String(), at: Type.String() }), { description: 'Newest first, at most 50' }),
  errors: Type.Object({
    days: Type.Integer(),
    pageViews: Type.Integer(),
    failures: Type.Integer(),
    perThousand: Type.Union([Type.Number(), Type.Null()]),
  }),
});

const DeployTokenSchema = Type.Object({
  id: Type.String(), remote: Remote, label: Type.String(),
  mayGoLive: Type.Boolean({ description: 'Whether it may switch its remote live (its release manager decided)' }),
  createdAt: Type.String(), createdBy: Type.String(), lastUsedAt: nullable(Type.String()),
});

const NameParam = Type.String({ minLength: 1, maxLength: 40, description: 'The remote: `mf_bag` (or its folder, `mf-bag`)' });
const VersionParam = Type.String({ minLength: 1, maxLength: 60, description: 'A registered version, or `built-in`' });
const nameParams = Type.Object({ name: NameParam });
const versionParams = Type.Object({ name: NameParam, version: VersionParam });

const ReleaseAnswer = Type.Object({ release: RemoteReleaseSchema });
const StatusAnswer = Type.Object({ remote: RemoteStatusSchema });

const WHO = 'Staff (x-access-token), or a deploy token of this remote (`Authorization: Bearer mmrt_…`; another remote\'s token is a 403).';
const STAFF_ONLY = 'Staff only (a deploy token is a 403).';
const MANAGERS_ONLY = 'A release manager or an admin only (other staff and deploy tokens: 403).';
const WHO_GOES_LIVE = 'A release manager or an admin (x-access-token), or a deploy token of this remote made to go live (`Authorization: Bearer mmrt_…`); other staff, another remote\'s token or a token without the right: 403.';

export const listRemotesSchema = {
  summary: 'Every remote: its live release, releases (newest first, the built-in last), switches and error rate in browsers',
  description: STAFF_ONLY,
  tags, security,
  response: {
    200: Type.Object({
      remotes: Type.Array(RemoteStatusSchema),
      releaseManager: Type.Boolean({ description: 'Whether the caller may switch releases live and make deploy tokens' }),
    }),
    ...errorResponses(401, 403),
  },
};

export const RegisterReleaseJson = Type.Object({
  version: Type.String({ maxLength: 100, description: 'Semver: 1.2.3 or 1.2.3-rc.1' }),
  commit: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  notes: Type.Optional(Type.Union([Type.String({ maxLength: RELEASE_LIMITS.notes * 2 }), Type.Null()])),
  manifestUrl: Type.String({ maxLength: 2000, description: "Absolute http(s) URL of the release's mf-manifest.json (in production on a RELEASE_ORIGINS origin)" }),
}, { additionalProperties: false });

export const registerReleaseSchema = {
  summary: 'Registers a release of a remote and checks it (201 even when the check fails: `release.check` says which part)',
  description: `${WHO} Either JSON { version, commit?, notes?, manifestUrl }, or the tar.gz or .zip of the remote's dist/ as the body `
    + '(Content-Type application/gzip or application/zip — application/octet-stream is told by its first bytes; .zip entries stored or deflated, '
    + 'not encrypted, no ZIP64; version, commit and notes in the query; a leading dist/ folder is stripped; it must hold '
    + `mf-manifest.json and remoteEntry.js; at most ${RELEASE_ARCHIVE_LIMITS.bytes} bytes, ${RELEASE_ARCHIVE_LIMITS.files} files, `
    + `${RELEASE_ARCHIVE_LIMITS.unpackedBytes} bytes unpacked; no links, absolute paths or ..). An upload is served under /mf/<folder>/<version>/. `
    + `409 for a version already registered; 400 \`origin_not_registered\` for a manifest on an origin not listed in production. The last ${RELEASES_KEPT} releases are kept.`,
  tags, security,
  consumes: ['application/json', 'application/gzip', 'application/zip', 'application/x-zip-compressed', 'application/octet-stream'],
  params: nameParams,
  querystring: Type.Object({
    version: Type.Optional(Type.String({ maxLength: 100, description: 'An upload\'s version' })),
    commit: Type.Optional(Type.String({ maxLength: 100, description: 'An upload\'s commit (7 to 40 hex characters)' })),
    notes: Type.Optional(Type.String({ maxLength: RELEASE_LIMITS.notes * 2, description: 'An upload\'s notes' })),
  }),
  body: Type.Union([RegisterReleaseJson, Type.Unknown({ description: 'application/gzip: the tar.gz of dist/; application/zip: its .zip' })]),
  response: { 201: ReleaseAnswer, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
};

export const checkReleaseSchema = {
  summary: 'Runs a release\'s check again and stores it',
  description: WHO,
  tags, security,
  params: versionParams,
  response: { 200: ReleaseAnswer, ...errorResponses(401, 403, 404) },
};

export const CheckFailedAnswer = ErrorResponseWith({ check: StoredCheck }, 'release_check_failed, with the check');

export const goLiveSchema = {
  summary: "Switches the remote's live release (rollback: the previous version, or `built-in`) — every instance follows at once",
  description: `${WHO_GOES_LIVE} The release is checked again first; a failed check is a 409 \`release_check_failed\` with the check, and the live release stays. \`built-in\` is always allowed.`,
  tags, security,
  params: nameParams,
  body: Type.Object({ version: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false }),
  response: { 200: StatusAnswer, 409: CheckFailedAnswer, ...errorResponses(400, 401, 403, 404) },
};

export const previewSchema = {
  summary: 'A signed, expiring link that opens the site with this release of the remote (buyers keep the live one)',
  description: `${WHO} Only for a release whose last check passed (else a 409 \`release_check_failed\` with the check, and no link): an uploaded release's files are served once it has been previewed or live.`,
  tags, security,
  params: versionParams,
  body: Type.Object({
    minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: PREVIEW_MINUTES.max, description: `Lifetime; default ${PREVIEW_MINUTES.default}` })),
  }, { additionalProperties: false, description: 'Optional: no body is {}' }),
  response: {
    200: Type.Object({ remote: Remote, version: Type.String(), url: Type.String(), expiresAt: Type.String() }),
    409: CheckFailedAnswer,
    ...errorResponses(400, 401, 403, 404),
  },
};

export const createTokenSchema = {
  summary: "Creates a deploy token for the remote's CI (its secret is answered once)",
  description: MANAGERS_ONLY,
  tags, security,
  params: nameParams,
  body: Type.Object({
    label: Type.String({ maxLength: 200, description: 'What uses it, e.g. "bag CI"' }),
    mayGoLive: Type.Optional(Type.Boolean({ description: 'Whether it may switch the remote live (default false: it registers, checks and previews only)' })),
  }, { additionalProperties: false }),
  response: { 201: Type.Intersect([DeployTokenSchema, Type.Object({ token: Type.String({ description: 'mmrt_…: shown once' }) })]), ...errorResponses(400, 401, 403, 404) },
};

export const listTokensSchema = {
  summary: "The remote's deploy tokens that are not revoked",
  description: STAFF_ONLY,
  tags, security,
  params: nameParams,
  response: { 200: Type.Object({ tokens: Type.Array(DeployTokenSchema) }), ...errorResponses(401, 403, 404) },
};

export const revokeTokenSchema = {
  summary: 'Revokes a deploy token at once',
  description: MANAGERS_ONLY,
  tags, security,
  params: Type.Object({ name: NameParam, id: Type.String({ minLength: 1, maxLength: 64 }) }),
  response: { 204: Type.Null({ description: 'Revoked' }), ...errorResponses(401, 403, 404) },
};
