import { CONTENT_TYPES_KEY } from '../../openapi/openapi-collector';
import { FILE_TYPE_RULES } from './file-type';
import { Type } from '@sinclair/typebox';
import { errorResponses, StringEnum } from '../../http/schema-helpers';
import { UPLOAD_KINDS } from './upload.repository';

const security = [{ bearerAuth: [] }];
const tags = ['campaign files'];

const CampaignId = Type.String({ minLength: 1, maxLength: 64, description: 'The campaign _id' });
const UploadParams = Type.Object({ id: CampaignId, uploadId: Type.String({ minLength: 1, maxLength: 64, description: 'The file _id' }) });

export const UploadSchema = Type.Object({
  _id: Type.String(),
  name: Type.String({ description: 'Sanitised file name' }),
  size: Type.Integer({ description: 'Bytes' }),
  type: Type.String({ description: 'Media type found from the content, e.g. image/png' }),
  kind: StringEnum(UPLOAD_KINDS),
  createdAt: Type.String(),
  uploadedBy: Type.String({ description: 'User _id of the uploader' }),
});

export const uploadFileSchema = {
  summary: 'Uploads a file to the campaign: the raw bytes are the body, the name and kind are in the query',
  description: 'Send the file itself as the body (any Content-Type, e.g. the file\'s own or application/octet-stream; not multipart). '
    + 'The type is checked from the content and must agree with the name\'s extension. Owner, shared users and staff; kind=proof is staff only. '
    + 'A campaign holds at most UPLOAD_MAX_FILES_PER_CAMPAIGN files and UPLOAD_MAX_BYTES_PER_CAMPAIGN bytes (409 past either, nothing stored); '
    + 'a user uploads at most UPLOAD_RATE_LIMIT files per UPLOAD_RATE_WINDOW_MINUTES (429 with Retry-After).',
  tags,
  security,
  params: Type.Object({ id: CampaignId }),
  // The file's own type or application/octet-stream: the body is taken as bytes whatever it says.
  consumes: ['application/octet-stream', '*/*'],
  querystring: Type.Object({
    name: Type.String({ minLength: 1, maxLength: 255, description: 'The file name with its extension, e.g. poster.png' }),
    kind: Type.Optional(StringEnum(UPLOAD_KINDS, { description: 'Default creative', default: 'creative' })),
  }),
  response: {
    201: UploadSchema,
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
  },
};

export const listUploadsSchema = {
  summary: "The campaign's files, newest first, with the upload limits",
  tags,
  security,
  params: Type.Object({ id: CampaignId }),
  response: {
    200: Type.Object({
      uploads: Type.Array(UploadSchema),
      limits: Type.Object({
        maxBytes: Type.Integer({ description: 'Largest accepted file' }),
        maxFiles: Type.Integer({ description: 'Files a campaign may hold' }),
        maxTotalBytes: Type.Integer({ description: "Bytes a campaign's files may take together" }),
        extensions: Type.Array(Type.String(), { description: 'Accepted extensions, without the dot' }),
      }),
    }),
    ...errorResponses(401, 404),
  },
};

export const downloadUploadSchema = {
  summary: 'Downloads one file of the campaign (always as an attachment)',
  tags,
  security,
  params: UploadParams,
  response: {
    200: Type.Unsafe<unknown>({ description: 'The file bytes, with its media type', [CONTENT_TYPES_KEY]: [...new Set(FILE_TYPE_RULES.map((r) => r.type))] }),
    ...errorResponses(401, 404),
  },
};

export const deleteUploadSchema = {
  summary: 'Deletes one file of the campaign (owner or staff; proof files staff only)',
  tags,
  security,
  params: UploadParams,
  response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(401, 403, 404, 409) },
};
