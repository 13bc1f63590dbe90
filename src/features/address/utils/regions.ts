// Region data, H5 variant: loaded on demand as its own chunk the first time the picker opens, so
// it never weighs on the first page. regions.weapp.ts is the mini-program variant.
import { buildRegionIndex } from '@/features/address/utils/regionIndex'
import type { RegionIndex } from '@/features/address/utils/regionIndex'

let loading: Promise<RegionIndex> | null = null

export function loadRegions(): Promise<RegionIndex> {
  if (!loading) {
    loading = import(/* webpackChunkName: "regions" */ '@vant/area-data')
      .then((mod) => buildRegionIndex(mod.areaList))
      .catch((e) => {
        loading = null
        throw e
      })
  }
  return loading
}
