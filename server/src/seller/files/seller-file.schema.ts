import { Type } from '@sinclair/typebox';
import { SELLER_FILE_KINDS } from 'shared-domain';
import { errorResponses, StringEnum } from '../../http/schema-helpers';
import { CONTENT_TYPES_KEY } from '../../openapi/openapi-collector';

const tags = ['seller'];

/** The media types a seller file is stored and served with. */
export const SELLER_FILE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;

export const SellerFileSchema = Type.Object({
  _id: Type.String({ description: '24 hex characters' }),
  kind: StringEnum(SELLER_FILE_KINDS),
  name: Type.String({ description: 'The uploaded name, made safe to show' }),
  type: Type.String({ description: 'Media type read from the bytes: image/png, image/jpeg, image/gif, image/webp or application/pdf' }),
  size: Type.Integer({ description: 'Bytes' }),
  url: Type.String({ description: '`/api/seller/files/{_id}/{name}`, the extension from the detected type: what a profile draft names' }),
  width: Type.Optional(Type.Integer({ description: 'Pixels, read from the image header' })),
  height: Type.Optional(Type.Integer({ description: 'Pixels, read from the image header' })),
});

export const uploadSellerFileSchema = {
  summary: 'Uploads a logo, media kit or artwork for the seller account: the raw bytes are the body, kind and name in the query',
  description: 'Members of a seller account only (404 `not_a_seller` for anyone else). Send the file itself as the body (any '
    + 'Content-Type except multipart). What the file is comes from its bytes: a logo is a PNG, JPEG, GIF or WebP image of exactly '
    + '300 × 125 pixels, an artwork any such image (at most 5 MB each), a media kit a real PDF of at most 20 MB; anything else is a '
    + '400 and nothing is stored (413 past the size). A user uploads at most SELLER_UPLOAD_RATE_LIMIT files per '
    + 'SELLER_UPLOAD_RATE_WINDOW_MINUTES (429 with Retry-After).',
  tags,
  security: [{ accessToken: [] }],
  consumes: ['application/octet-stream', '*/*'],
  querystring: Type.Object({
    kind: StringEnum(SELLER_FILE_KINDS, { description: 'logo, mediaKit or artwork' }),
    name: Type.String({ minLength: 1, maxLength: 255, description: 'The file name, e.g. logo.png (shown; the type comes from the bytes)' }),
  }),
  response: {
    201: Type.Object({ file: SellerFileSchema }),
    ...errorResponses(400, 401, 404, 413, 415, 429),
  },
};

export const serveSellerFileSchema = {
  summary: "A seller's uploaded file (public: live profiles show them to buyers; the content of an id never changes)",
  tags,
  params: Type.Object({
    id: Type.String({ minLength: 1, maxLength: 64, description: 'The file _id' }),
    name: Type.String({ minLength: 1, maxLength: 255, description: 'The file name of its url' }),
  }),
  response: {
    200: Type.Unsafe<unknown>({ description: 'The file bytes, with their media type', [CONTENT_TYPES_KEY]: [...SELLER_FILE_TYPES] }),
    ...errorResponses(404),
  },
};
