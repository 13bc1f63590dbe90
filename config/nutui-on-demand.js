// Babel plugin: `import { Button, Toast } from '@nutui/nutui-react-taro'` becomes one import per
// component plus that component's compiled stylesheet (which pulls in the styles of the parts it
// uses). The whole library's CSS is 225 KB on H5 and 299 KB of wxss, so only used parts may ship.
// Same result as babel-plugin-import with NutUI's documented options, without the extra package.
const fs = require('node:fs')
const path = require('node:path')

const LIBRARY = '@nutui/nutui-react-taro'
const PACKAGES_DIR = path.join(path.dirname(require.resolve(`${LIBRARY}/package.json`)), 'dist/es/packages')

module.exports = function nutuiOnDemand({ types: t }) {
  return {
    name: 'nutui-on-demand',
    visitor: {
      ImportDeclaration(nodePath) {
        const { node } = nodePath
        if (node.source.value !== LIBRARY || node.importKind === 'type') return
        const replacements = []
        for (const specifier of node.specifiers) {
          if (!t.isImportSpecifier(specifier) || specifier.importKind === 'type') {
            throw nodePath.buildCodeFrameError(`Import NutUI components by name ({ Button }), not as a whole library.`)
          }
          const name = t.isIdentifier(specifier.imported) ? specifier.imported.name : specifier.imported.value
          const dir = name.toLowerCase()
          if (!fs.existsSync(path.join(PACKAGES_DIR, dir, 'index.js'))) {
            throw nodePath.buildCodeFrameError(`${name} is not a NutUI component: import types with "import type".`)
          }
          replacements.push(
            t.importDeclaration(
              [t.importDefaultSpecifier(t.identifier(specifier.local.name))],
              t.stringLiteral(`${LIBRARY}/dist/es/packages/${dir}/index.js`),
            ),
            t.importDeclaration([], t.stringLiteral(`${LIBRARY}/dist/es/packages/${dir}/style/css.js`)),
          )
        }
        nodePath.replaceWithMultiple(replacements)
      },
    },
  }
}
