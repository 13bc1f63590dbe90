// Region data, mini-program variant: bundled with the address pages' subpackage (packages/common),
// not the main package. Same export as regions.ts.
import { areaList } from '@vant/area-data'
import { buildRegionIndex } from '@/features/address/utils/regionIndex'
import type { RegionIndex } from '@/features/address/utils/regionIndex'

let index: RegionIndex | null = null

export function loadRegions(): Promise<RegionIndex> {
  if (!index) index = buildRegionIndex(areaList)
  return Promise.resolve(index)
}
