import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { requireWithEsbuild } from '@tarojs/helper'
import webpack from 'webpack'
import devConfig from './dev'
import prodConfig from './prod'
import nutuiOnDemand from './nutui-on-demand'
import { RoutePreloadPlugin } from './route-preload'

const root = path.resolve(__dirname, '..')

/**
 * The route table is TypeScript under src/, outside what Taro transpiles for config/: load it the
 * way Taro loads app.config.ts (esbuild bundle, swc to CommonJS).
 */
const { customRoutes } = requireWithEsbuild(path.resolve(root, 'src/routes/build.ts'), {
  cwd: root,
  customSwcConfig: { jsc: { target: 'es2015' }, module: { type: 'commonjs' } },
}) as typeof import('../src/routes/build')

type LoaderOptions = Record<string, unknown> & { plugins?: unknown[] }

/** The part of Taro's webpack-chain object that useNutuiOnDemand touches. */
interface ScriptLoaderChain {
  module: { rule(name: string): { use(name: string): { tap(f: (options: LoaderOptions) => LoaderOptions): unknown } } }
}

/** Adds the NutUI on-demand plugin to Taro's babel-loader (rule `script`, loader `babelLoader`). */
function useNutuiOnDemand(chain: ScriptLoaderChain): void {
  chain.module
    .rule('script')
    .use('babelLoader')
    .tap((options: LoaderOptions = {}) => ({ ...options, plugins: [...(options.plugins || []), nutuiOnDemand] }))
}

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'xinzhan',
    date: '2024-11-22',
    // NutUI React Taro is drawn at 375; one design width for it and for our own styles.
    designWidth: 375,
    deviceRatio: {
      375: 2,
      640: 2.34 / 2,
      750: 1,
      828: 1.81 / 2,
    },
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: [],
    // TARO_APP_* variables (TARO_APP_API_BASE, …) come from .env.<mode>; Taro defines them itself.
    defineConstants: {},
    alias: {
      '@': path.resolve(root, 'src'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: {
      type: 'webpack5',
      // The dev prebundle would bundle taro-axios with the real @tarojs/taro (skipping the
      // replacement below) and NutUI past our on-demand babel pass: dev and build must match.
      prebundle: { enable: false },
    },
    cache: { enable: false },
    mini: {
      // Class names are unique per component (BEM), so the order of extracted CSS cannot matter.
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      webpackChain(chain) {
        useNutuiOnDemand(chain)
      },
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
      // Taro's React implementations of View/Text/Input… instead of the Stencil web components:
      // the Stencil runtime alone was 35 KB gzip of every first load.
      useHtmlComponents: true,
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      router: {
        mode: 'browser',
        // Derived from src/routes/table.ts: literal path first, then the legacy patterns.
        customRoutes: customRoutes(),
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      webpackChain(chain) {
        useNutuiOnDemand(chain)
        // Pages are async chunks and Taro splits only initial ones: without this every page
        // carries its own copy of the page shell, the login overlay and NutUI.
        chain.optimization.merge({
          splitChunks: {
            cacheGroups: {
              shared: { chunks: 'async', minChunks: 2, minSize: 8000, priority: 5, reuseExistingChunk: true },
            },
          },
        })
        // Taro's weui CSS carries its icon font (toast icons) as a data: URL, which webpack kept
        // inline in the first-load JS (3 KB gzip). As a file the browser fetches it only when an
        // icon is drawn.
        chain.module
          .rule('inline-font-data')
          .set('scheme', 'data')
          .set('mimetype', 'application/octet-stream')
          .set('type', 'asset/resource')
          .set('generator', { filename: 'static/fonts/[hash][ext]' })
        // The opened page's chunks download beside the app bundle instead of after it.
        chain.plugin('route-preload').use(RoutePreloadPlugin, [customRoutes()])
        // taro-axios does `require('@tarojs/taro')`, which drags the whole Taro H5 API past
        // tree-shaking (first-load JS 161 → 311 KB gzip). Give it a module with only what it uses.
        chain.plugin('taro-for-axios').use(webpack.NormalModuleReplacementPlugin, [
          /^@tarojs\/taro$/,
          (resource: { request: string; context?: string }) => {
            if (resource.context && /[\\/]node_modules[\\/]taro-axios[\\/]/.test(resource.context)) {
              resource.request = path.resolve(root, 'src/core/request/taro-for-axios.ts')
            }
          },
        ])
      },
    },
  }

  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
