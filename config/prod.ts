import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    // Lighthouse counts every byte of first-load JS; no source maps in the shipped bundle.
    enableSourceMap: false,
  },
} satisfies UserConfigExport<'webpack5'>
