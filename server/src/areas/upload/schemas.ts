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

/** An image as POST /upload/image answers it: /api/files/yyyymm/<random>.jpg|png|webp (what areas accept as a picture). */
export const UPLOADED_IMAGE_PATTERN = '^/api/files/[0-9]{6}/[A-Za-z0-9_-]{8,64}\\.(jpg|png|webp)$';
export const UploadedImageUrl = Type.String({ title: '图片', maxLength: 200, pattern: UPLOADED_IMAGE_PATTERN, 'x-msg': '图片须为上传后返回的地址' });
