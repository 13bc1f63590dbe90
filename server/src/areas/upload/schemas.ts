/**
 * The upload area's part of the API contract (`@contract/upload`). POST /upload/image takes a
 * multipart body (field `file`), checked by the route itself, and answers the image's address.
 */
import { Type, type Static } from '@sinclair/typebox';

/** The uploaded image as stored (upright, metadata removed), served read-only under /api/files/…. */
export const UploadedImageSchema = Type.Object({
  url: Type.String({ description: 'the image, at most 2048 px on its long side' }),
  thumbnailUrl: Type.String({ description: 'a WEBP thumbnail, at most 360 px wide' }),
  width: Type.Integer({ description: 'of the stored image, in pixels' }),
  height: Type.Integer({ description: 'of the stored image, in pixels' }),
});
export type UploadedImage = Static<typeof UploadedImageSchema>;
