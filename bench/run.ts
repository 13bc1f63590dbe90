// `npm run bench`: prints the figures the issues set targets for. These are measurements, not
// timed tests: nothing here fails the build. Needs the builds (run `npm run build` first, or it
// builds what is missing) and Debian's chromium.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { printAssessmentBench } from '../server/bench/assessments'
import { printFeedBench } from '../server/bench/feed'
import { printPayoutBench } from '../server/bench/payouts'
import { printPlaceOrderBench, startBareServer } from '../server/bench/placeorder'
import { printSearchBench } from '../server/bench/search'
import { ROOT, launchBrowser, newPhone, startServer, type TestServer } from '../tests/support/harness'
import { weappPackageSizes } from '../tests/support/weapp'

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const row = (label: string, value: string, target = '') => console.log(`${label.padEnd(44)} ${value.padEnd(22)} ${target}`)

function ensureBuilt() {
  const need: [string, string[]][] = [
    ['server/dist/main.js', ['run', 'build:server']],
    ['dist/h5/index.html', ['run', 'build:h5']],
    ['dist/weapp/app.json', ['run', 'build:weapp']],
  ]
  return need.reduce(async (prev, [file, args]) => {
    await prev
    if (existsSync(path.join(ROOT, file))) return
    console.log(`building (${file} is missing) …`)
    await new Promise<void>((resolve, reject) => {
      spawn('npm', args, { cwd: ROOT, stdio: 'inherit' }).on('exit', (c) => (c === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} failed`))))
    })
  }, Promise.resolve())
}

/** A script's gzip size and the bytes the server sent (brotli). */
interface ScriptSize {
  gzip: number
  sent: number
}
type Scripts = Map<string, ScriptSize>

/** Every script the page loads before it is idle, by URL: its gzip size and the bytes the server sent (brotli). */
async function firstLoadScripts(server: TestServer, route: string): Promise<Scripts> {
  const browser = await launchBrowser()
  try {
    const context = await newPhone(browser)
    const page = await context.newPage()
    const scripts: Promise<[string, ScriptSize]>[] = []
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && res.url().startsWith(server.base)) {
        scripts.push(
          Promise.all([res.body(), res.request().sizes()])
            .then(([body, sizes]): [string, ScriptSize] => [res.url(), { gzip: gzipSync(body).length, sent: sizes.responseBodySize }])
            .catch((): [string, ScriptSize] => [res.url(), { gzip: 0, sent: 0 }]),
        )
      }
    })
    await page.goto(server.base + route, { waitUntil: 'networkidle' })
    return new Map(await Promise.all(scripts))
  } finally {
    await browser.close()
  }
}

const total = (scripts: Scripts, key: 'gzip' | 'sent' = 'gzip') => [...scripts.values()].reduce((a, b) => a + b[key], 0)

/** What a page loads beyond the shell: its scripts that `/` did not load. */
function beyondShell(shell: Scripts, page: Scripts): number {
  return [...page].filter(([url]) => !shell.has(url)).reduce((a, [, size]) => a + size.gzip, 0)
}

/** Lighthouse mobile performance, median of `runs` runs (scores move a few points between runs). */
async function lighthouseMedian(url: string, runs = 5): Promise<string> {
  const scores: number[] = []
  for (let i = 0; i < runs; i++) scores.push(await lighthouseScore(url))
  scores.sort((a, b) => a - b)
  return `${scores[Math.floor(runs / 2)]} (${scores[0]}–${scores[runs - 1]})`
}

async function lighthouseScore(url: string): Promise<number> {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' })
    return Math.round((result?.lhr.categories.performance.score ?? 0) * 100)
  } finally {
    chrome.kill()
  }
}

async function load(url: string): Promise<{ rps: number; p99: number }> {
  const r = await autocannon({ url, connections: 50, duration: 10, pipelining: 1 })
  return { rps: r.requests.average, p99: r.latency.p99 }
}

async function main() {
  await ensureBuilt()
  const server = await startServer({ LOG_LEVEL: 'error' })
  try {
    console.log('\nfigure'.padEnd(45) + 'value'.padEnd(23) + 'target')
    const shell = await firstLoadScripts(server, '/')
    row('first-load JS of / (gzip)', kb(total(shell)), '≤ 150 KB')
    row('first-load JS of / (brotli, as sent)', kb(total(shell, 'sent')), '≤ 124 KB')
    // Key pages: Lighthouse mobile, median of 5 runs; and what each page adds to the shell.
    const subjectId = (await (await fetch(`${server.base}/api/course/index`)).json()).data?.recommended?.[0]?.id ?? 1
    const assessments = (await (await fetch(`${server.base}/api/assessment/list?pageSize=50`)).json()).data?.list ?? []
    const phq9 = assessments.find((a: { scaleCode: string }) => a.scaleCode === 'phq9')?.id ?? 1
    for (const [label, route, target] of [
      ['/', '/', '≥ 95'],
      ['courseIndex', '/course/courseIndex', '≥ 95'],
      ['courseDetail', `/course/courseDetail/${subjectId}`, '≥ 95'],
      ['assessmentAll', '/assessment/assessmentAll', '≥ 95'],
      ['assessmentHome', '/assessment/assessmentHome', '≥ 90'],
      // A login page: measured as a visitor meets it (the page behind the login view).
      ['assessmentQuestionList', `/assessment/assessmentQuestionList?id=${phq9}`, '≥ 90'],
    ]) {
      if (route !== '/') row(`first-load JS of ${label} beyond the shell`, kb(beyondShell(shell, await firstLoadScripts(server, route))), '≤ 60 KB')
      row(`Lighthouse mobile of ${label} (median of 5)`, await lighthouseMedian(server.base + route), target)
    }
    const sizes = weappPackageSizes(path.join(ROOT, 'dist/weapp'))
    row('weapp main package', kb(sizes.main), '≤ 1.2 MB')
    const largest = sizes.subPackages.reduce((a, b) => (b.bytes > a.bytes ? b : a), { root: '-', bytes: 0 })
    row(`weapp largest subpackage (${largest.root})`, kb(largest.bytes), '< 2 MB')
    row('weapp total', kb(sizes.total), '< 20 MB')

    const sceneUrl = `${server.base}/api/sceneInfo?sceneId=536`
    const body = await (await fetch(sceneUrl)).text()
    const bare = await startBareServer(body)
    try {
      const b = await load(bare.url)
      const s = await load(sceneUrl)
      row('bare node:http (same JSON)', `${b.rps.toFixed(0)} req/s`, `p99 ${b.p99} ms`)
      row('/api/sceneInfo (SQLite)', `${s.rps.toFixed(0)} req/s`, `p99 ${s.p99} ms`)
      row('/api/sceneInfo ÷ bare node:http', (s.rps / b.rps).toFixed(2), '≥ 0.40')
    } finally {
      bare.stop()
    }
  } finally {
    await server.stop()
  }
  // Commerce: POST /api/order/placeorder on SQLite and PostgreSQL (issue 3).
  await printPlaceOrderBench()
  // Assessments: POST /api/assessment/session/submit on SQLite and PostgreSQL (issue 5).
  await printAssessmentBench()
  // Courses: GET /api/course/search over 10,000 courses on SQLite and PostgreSQL (issue 4).
  await printSearchBench()
  // Community: the following feed over 100,000 posts and publishing, SQLite and PostgreSQL (issue 11).
  await printFeedBench()
  // Cash-out and reading parties: withdrawal applications and paid sign-ups, invariants checked (issue 12).
  await printPayoutBench()
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
