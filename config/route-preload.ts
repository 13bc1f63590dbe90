import type { Compilation, Compiler } from 'webpack'

/**
 * H5: the page a visitor opens is an async chunk that the router requests only after the app
 * bundle has run, so its JS and CSS arrive one round trip (and one script evaluation) late. This
 * plugin writes `route-preload.json` beside index.html: for each page, the regular expression of
 * its paths and its chunk files. The server (server/src/core/static.ts) answers a page's path
 * with index.html plus `<link rel="preload">` tags for exactly that page's chunks, so they
 * download beside the app bundle and no client code is spent on it.
 *
 * `routes` is the router's customRoutes (page → paths, path-to-regexp style: `:name`, `:name?`).
 */
export class RoutePreloadPlugin {
  constructor(private readonly routes: Record<string, string[]>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RoutePreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutePreloadPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = JSON.stringify(this.manifest(compilation))
          compilation.emitAsset('route-preload.json', new compiler.webpack.sources.RawSource(manifest))
        },
      )
    })
  }

  /** The chunk files (JS and CSS) of each page, from the chunk group its dynamic import made. */
  private manifest(compilation: Compilation): RoutePreloadManifest {
    const publicPath = String(compilation.outputOptions.publicPath ?? '/')
    const pages: RoutePreloadManifest['pages'] = []
    for (const group of compilation.chunkGroups) {
      const request = group.origins.map((origin) => origin.request).find(Boolean)
      if (!request) continue
      const page = Object.keys(this.routes).find((p) => request.replace(/\.(tsx?|jsx?)$/, '').endsWith(p))
      if (!page) continue
      const files = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((f) => /\.(js|css)$/.test(f))
      if (!files.length) continue
      pages.push({ page, pattern: `^(?:${this.routes[page].map(pathRegExp).join('|')})\\/?$`, files: files.map((f) => publicPath + f) })
    }
    return { pages }
  }
}

/** What `route-preload.json` holds (read by the server's static module). */
export interface RoutePreloadManifest {
  pages: { page: string; pattern: string; files: string[] }[]
}

/** A route path (`/course/courseDetail/:subjectId/:inviteCode?`) as a regular expression source. */
export function pathRegExp(routePath: string): string {
  return routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:\\/[^\\/]+)?' : '\\/[^\\/]+'
      return '\\/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('') || '\\/'
}
