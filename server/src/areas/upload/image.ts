import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { sniffImage, type ImageType } from './sniff.js';

/** Longest side of a stored image; larger ones are scaled down, smaller ones left as they are. */
export const MAX_IMAGE_SIDE = 2048;
/** Width of the WEBP thumbnail stored beside every image (never enlarged). */
export const THUMBNAIL_WIDTH = 360;
/** Decoded pixels refused beyond this (a 2 MB file can inflate to gigabytes: a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

const SHARP_FORMATS: Record<ImageType['ext'], string> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

export interface ProcessedImage {
  type: ImageType;
  /** The image as stored: upright, at most MAX_IMAGE_SIDE, without EXIF, XMP, IPTC or ICC. */
  bytes: Buffer;
  width: number;
  height: number;
  /** WEBP, THUMBNAIL_WIDTH wide at most. */
  thumbnail: Buffer;
}

/**
 * Checks and re-encodes an upload. The type comes from the magic bytes and must be what the
 * decoder finds (a corrupt or truncated file is refused: UPLOAD_BAD_TYPE). The image is turned
 * upright by its EXIF orientation, then written without any metadata (sharp strips EXIF, GPS,
 * XMP, IPTC and the ICC profile, converting the pixels to sRGB), in its own format.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = sniffImage(input);
  if (!type) throw new AppError(States.UPLOAD_BAD_TYPE);
  const options = { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS } as const;
  let format: string | undefined;
  try {
    format = (await sharp(input, options).metadata()).format;
  } catch (err) {
    throw refusal(err);
  }
  if (format !== SHARP_FORMATS[type.ext]) throw new AppError(States.UPLOAD_BAD_TYPE);

  let main: { data: Buffer; info: OutputInfo };
  try {
    const pipeline = sharp(input, options)
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    main = await encode(pipeline, type).toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw refusal(err);
  }
  const thumbnail = await sharp(main.data)
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  return { type, bytes: main.data, width: main.info.width, height: main.info.height, thumbnail };
}

/** Too many pixels is "too large" (compress or shrink it); anything the decoder refuses is a bad file. */
function refusal(err: unknown): AppError {
  if (/exceeds pixel limit/i.test((err as Error).message)) return new AppError(States.UPLOAD_TOO_LARGE);
  return new AppError(States.UPLOAD_BAD_TYPE);
}

function encode(pipeline: Sharp, type: ImageType): Sharp {
  if (type.ext === 'jpg') return pipeline.jpeg({ quality: 85 });
  if (type.ext === 'png') return pipeline.png({ compressionLevel: 8 });
  return pipeline.webp({ quality: 85 });
}
