// A stable id of this device for counting link visits (POST /distribution/visit): visitors who are
// not logged in are counted once a day per promoter by it. Random, kept in storage, never personal.
import { readStored, writeStored } from '@/core/storage'

const KEY = 'distVisitor'
const VALID = /^[A-Za-z0-9_-]{8,64}$/

function randomId(): string {
  let id = Date.now().toString(36)
  while (id.length < 24) id += Math.random().toString(36).slice(2)
  return id.slice(0, 24)
}

export function visitorId(): string {
  const kept = readStored<string>(KEY)
  if (kept && VALID.test(kept)) return kept
  const id = randomId()
  writeStored(KEY, id)
  return id
}
