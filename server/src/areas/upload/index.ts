import { createStorage } from '../../providers/storage/index.js';
import { defineArea } from '../area.js';

import routes from './routes.js';
import { ImageService } from './service.js';

/** Image uploads (avatars, community pictures), processed, stored (STORAGE_PROVIDER) and served read-only. */
export const uploadArea = defineArea({
  name: 'upload',
  services: (ctx) => ({ images: new ImageService(createStorage(ctx.config, ctx.clock), ctx.db, ctx.clock, ctx.log) }),
  routes,
});

export { ImageService, thumbnailKey } from './service.js';
export { MAX_IMAGE_BYTES } from './routes.js';
export { ownsUploads } from './owned.js';
