// What taro-axios 1.1.1 reads from `require('@tarojs/taro')` on H5 (lib/index.esm.js: getTaro()):
// ENV_TYPE and getEnv, to see that it runs on the web and use its XHR adapter. Its Taro adapter
// (request, uploadFile) only runs in the mini-program, which keeps the real module.
// The H5 build points taro-axios's require here (NormalModuleReplacementPlugin in config/index.ts),
// so neither the rest of the Taro H5 API nor its fetch/jsonp polyfills reach the first page.
// No default export on purpose: taro-axios uses `Taro.default || Taro`, so it takes these names.
export { ENV_TYPE, getEnv } from '@tarojs/taro'
