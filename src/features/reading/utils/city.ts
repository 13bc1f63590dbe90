// The city the party list shows, chosen on 选择城市 and remembered on this device ('' = 全部城市).
import { readStored, writeStored } from '@/core/storage'

const KEY = 'readingCity'

export const ALL_CITIES = '全部城市'

export function readCity(): string {
  const city = readStored<string>(KEY)
  return typeof city === 'string' ? city : ''
}

export function writeCity(city: string): void {
  writeStored(KEY, city.trim())
}

/** The label of a choice: the city, or 全部城市 for none. */
export function cityLabel(city: string): string {
  return city || ALL_CITIES
}
