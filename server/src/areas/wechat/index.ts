import { defineArea } from '../area.js';

import routes from './routes.js';

/** WeChat browser calls: the JS-SDK configuration and official-account user info. */
export const wechatArea = defineArea({
  name: 'wechat',
  routes,
});
