// babel-preset-taro covers the Taro build. Polyfills are off on both platforms: with
// `useBuiltIns: 'usage'` the preset swaps every Promise/Object.entries for a core-js-pure copy
// whatever browserslist says (first-load JS of `/` 195 → 157 KB gzip without it). The
// production browserslist (package.json) only names browsers that have these natively.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5', useBuiltIns: false }]],
}
