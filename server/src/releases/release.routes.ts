/**
 * The release routes of service A (REMOTE_ROUTES): list, register (JSON or a tar.gz / .zip
 * upload), check, switch live, preview links and deploy tokens. Registered in their own
 * encapsulated context: a release upload's body is raw archive bytes (up to RELEASE_ARCHIVE_LIMITS.bytes),
 * while JSON bodies keep a small limit.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkReleaseInput, checkText, RELEASE_ARCHIVE_LIMITS } from 'shared-domain';
import { errorHandler, FieldsError, httpError, InputError, NotFoundError, PayloadTooLargeError } from '../errors';
import { requestOrigin } from '../http/request-origin';
import type { TypeBoxProvider } from '../http/type-provider';
import type { DeployTokenRepository } from './deploy-token.repository';
import { unpackReleaseArchive, type ArchiveFormat } from './release-archive';
import { createReleaseAccess, remoteOrNotFound } from './release-access';
import { manifestUrlProblem, type OriginPolicy } from './release-checker';
import {
  checkReleaseSchema, createTokenSchema, goLiveSchema, listRemotesSchema, listTokensSchema, previewSchema, registerReleaseSchema, revokeTokenSchema,
} from './release.schema';
import type { NewReleaseInput, ReleaseService } from './release.service';
import type { Clock } from '../clock';

export type ReleaseRouteDeps = Clock & {
  service: ReleaseService;
  tokens: DeployTokenRepository;
  origins: OriginPolicy;
};

/** JSON bodies of these routes are small; only an archive is large. */
const JSON_LIMIT = 64 * 1024;
/** The archive Content-Types, and the format each names (application/octet-stream: the first bytes decide). */
const ARCHIVE_FORMAT_OF: Record<string, ArchiveFormat | undefined> = {
  'application/gzip': 'tar.gz', 'application/x-gzip': 'tar.gz', 'application/zip': 'zip', 'application/x-zip-compressed': 'zip', 'application/octet-stream': undefined,
};
const ARCHIVE_TYPES = Object.keys(ARCHIVE_FORMAT_OF);
const mediaTypeOf = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
export const LABEL_MAX = 80;
const JSON_FIELDS = ['version', 'commit', 'notes', 'manifestUrl'];

const isArchive = (request: FastifyRequest) => Buffer.isBuffer(request.body);

/** The registration input of a request: JSON (a manifest URL) or an archive (its files); 400 naming what is wrong. */
function newReleaseOf(request: FastifyRequest, origins: OriginPolicy): NewReleaseInput {
  if (isArchive(request)) {
    const query = request.query as { version?: string; commit?: string; notes?: string };
    const fields = checkReleaseInput(query);
    if (!fields.ok) throw new FieldsError(fields.errors);
    const unpacked = unpackReleaseArchive(request.body as Buffer, ARCHIVE_FORMAT_OF[mediaTypeOf(request)]);
    if (!unpacked.ok) throw new InputError(unpacked.message);
    return { ...fields.value, source: 'upload', files: unpacked.files };
  }
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InputError('Send JSON { version, commit?, notes?, manifestUrl }, or the .tar.gz or .zip of dist/ with Content-Type application/gzip or application/zip');
  }
  const unknown = Object.keys(body).find((key) => !JSON_FIELDS.includes(key));
  if (unknown !== undefined) throw new InputError(`body has an unknown field "${unknown}"; send { version, commit?, notes?, manifestUrl }`);
  const input = body as { version?: unknown; commit?: unknown; notes?: unknown; manifestUrl?: unknown };
  const fields = checkReleaseInput(input);
  if (!fields.ok) throw new FieldsError(fields.errors);
  if (typeof input.manifestUrl !== 'string') throw new FieldsError({ manifestUrl: 'give the absolute http(s) URL of the release\'s mf-manifest.json' });
  const problem = manifestUrlProblem(input.manifestUrl.trim(), origins);
  if (problem?.error === 'bad_request') throw new FieldsError({ manifestUrl: problem.message });
  if (problem) throw new OriginNotRegistered(problem.message);
  return { ...fields.value, source: 'url', manifestUrl: input.manifestUrl.trim() };
}

/** 400 `origin_not_registered`: a manifest on an origin RELEASE_ORIGINS does not list. */
class OriginNotRegistered extends httpError('origin_not_registered') {}

/** Reads JSON (an empty body is no body) and archives as bytes, each with its own limit; 413s say which limit. */
function registerParsers(instance: FastifyInstance): void {
  const strict = instance.getDefaultJsonParser('error', 'error');
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_LIMIT }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    strict(request, text, done);
  });
  instance.addContentTypeParser(ARCHIVE_TYPES, { parseAs: 'buffer', bodyLimit: RELEASE_ARCHIVE_LIMITS.bytes }, (_request, body, done) => done(null, body));
  // The one error handler, told which limit an archive passed.
  instance.setErrorHandler((err: FastifyError, request, reply) => {
    const tooLarge = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
    const archive = ARCHIVE_TYPES.includes(mediaTypeOf(request));
    errorHandler(tooLarge && archive ? new PayloadTooLargeError(`The archive is larger than ${megabytes(RELEASE_ARCHIVE_LIMITS.bytes)}`) : err, request, reply);
  });
}

export async function releaseRoutes(instance: FastifyInstance, deps: ReleaseRouteDeps): Promise<void> {
  const { service, tokens, now } = deps;
  const access = createReleaseAccess(tokens, now);
  registerParsers(instance);
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const staffOnly = { onRequest: access.staff };
  const managers = { onRequest: access.manager };
  const remoteTeam = { onRequest: access.remote };

  app.get('/remotes', { schema: listRemotesSchema, ...staffOnly }, async (request) => {
    const caller = access.callerOf(request);
    return { remotes: await service.statuses(), releaseManager: caller.kind === 'staff' && caller.manager };
  });

  app.post('/remotes/:name/releases', { schema: registerReleaseSchema, ...remoteTeam }, async (request, reply) => {
    const remote = remoteOrNotFound(request.params.name);
    const input = newReleaseOf(request, deps.origins);
    const release = await service.register(remote, input, access.callerOf(request).by);
    return reply.code(201).send({ release });
  });

  app.post('/remotes/:name/releases/:version/check', { schema: checkReleaseSchema, ...remoteTeam }, async (request) => {
    const remote = remoteOrNotFound(request.params.name);
    return { release: await service.recheck(remote, request.params.version) };
  });

  app.post('/remotes/:name/live', { schema: goLiveSchema, onRequest: access.goLive }, async (request) => {
    const remote = remoteOrNotFound(request.params.name);
    return { remote: await service.goLive(remote, request.body.version.trim(), access.callerOf(request).by) };
  });

  // A preview may be asked for with no body at all (the default lifetime).
  const noBodyIsEmpty = async (request: FastifyRequest) => {
    request.body ??= {};
  };
  app.post('/remotes/:name/releases/:version/preview', { schema: previewSchema, ...remoteTeam, preValidation: noBodyIsEmpty }, async (request) => {
    const remote = remoteOrNotFound(request.params.name);
    return service.preview(remote, request.params.version, request.body.minutes, requestOrigin(request));
  });

  app.post('/remotes/:name/tokens', { schema: createTokenSchema, ...managers }, async (request, reply) => {
    const remote = remoteOrNotFound(request.params.name);
    const label = checkText('The label', request.body.label, { required: true, max: LABEL_MAX, emptyMessage: 'label: name what uses the token, e.g. "bag CI"' });
    if (!label.ok) throw new FieldsError({ label: label.message.replace(/^label: /, '') });
    const token = await tokens.create(remote, label.value, request.body.mayGoLive === true, access.callerOf(request).by, now());
    return reply.code(201).send(token);
  });

  app.get('/remotes/:name/tokens', { schema: listTokensSchema, ...staffOnly }, async (request) => {
    const remote = remoteOrNotFound(request.params.name);
    return { tokens: await tokens.list(remote) };
  });

  app.delete('/remotes/:name/tokens/:id', { schema: revokeTokenSchema, ...managers }, async (request, typedReply) => {
    const reply: FastifyReply = typedReply;
    const remote = remoteOrNotFound(request.params.name);
    if (!(await tokens.revoke(remote, request.params.id, now()))) throw new NotFoundError(`${remote} has no such deploy token`);
    return reply.code(204).send();
  });
}
