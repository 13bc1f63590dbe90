/**
 * The upload area's part of the API contract (`@contract/upload`). POST /upload/image takes a
 * multipart body (field `file`), checked by the route itself, and answers the image's address.
 */
import { Type, type Static } from '@sinclair/typebox';

/** The uploaded image's address, served read-only under /api/files/…. */
export const UploadedImageSchema = Type.Object({ url: Type.String() });
export type UploadedImage = Static<typeof UploadedImageSchema>;
