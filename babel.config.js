// babel-preset-taro covers the Taro build; jest reuses it (with NODE_ENV=test it targets node).
module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', useBuiltIns: process.env.TARO_ENV === 'h5' ? 'usage' : false }],
  ],
}
