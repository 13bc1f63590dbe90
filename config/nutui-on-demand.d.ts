import type { PluginObj, types } from '@babel/core'

declare function nutuiOnDemand(babel: { types: typeof types }): PluginObj
export = nutuiOnDemand
