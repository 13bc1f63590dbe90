// After the H5 build: writes .br and .gz beside every text asset of dist/h5, so the server sends
// them precompressed (@fastify/static `preCompressed`) at no CPU cost per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist/h5')
const TEXT = /\.(js|css|html|json|svg|txt|map)$/
const MIN_BYTES = 1024

let files = 0
let before = 0
let after = 0
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) walk(p)
    else if (TEXT.test(name) && statSync(p).size >= MIN_BYTES) {
      const body = readFileSync(p)
      const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      writeFileSync(`${p}.br`, br)
      writeFileSync(`${p}.gz`, gzipSync(body, { level: 9 }))
      files += 1
      before += body.length
      after += br.length
    }
  }
}
walk(dist)
console.log(`[compress-h5] ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`)
