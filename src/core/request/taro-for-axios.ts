// What taro-axios 1.1.1 reads from `require('@tarojs/taro')` (lib/index.esm.js: getTaro()):
// ENV_TYPE and getEnv to pick its adapter, request and uploadFile in the Taro adapter.
// The H5 build points taro-axios's require here (NormalModuleReplacementPlugin in config/index.ts),
// so the rest of the Taro H5 API is not pulled into the first page. No default export on purpose:
// taro-axios uses `Taro.default || Taro`, so it takes this module's named exports.
export { ENV_TYPE, getEnv, request, uploadFile } from '@tarojs/taro'
