// Jest-only Babel config: unit tests need TypeScript and JSX compiled to CommonJS for Node, not
// the Taro build's browser targets.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-typescript', { allowDeclareFields: true }],
    ['@babel/preset-react', { runtime: 'automatic' }],
  ],
}
