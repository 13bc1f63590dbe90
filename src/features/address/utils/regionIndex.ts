// China's provinces, cities and districts (GB/T 2260 codes) from @vant/area-data (MIT, Youzan):
// three flat maps code → name, indexed here by code prefix.

export interface Region {
  code: string
  name: string
}

export interface AreaList {
  province_list: Record<string, string>
  city_list: Record<string, string>
  county_list: Record<string, string>
}

export interface RegionIndex {
  provinces: Region[]
  /** Cities of a province (codes share the first 2 digits). */
  cities(provinceCode: string): Region[]
  /** Districts of a city (codes share the first 4 digits); [] for a city without any. */
  districts(cityCode: string): Region[]
}

function toRegions(map: Record<string, string>): Region[] {
  return Object.keys(map)
    .sort()
    .map((code) => ({ code, name: map[code] }))
}

function groupBy(regions: Region[], prefix: number): Map<string, Region[]> {
  const groups = new Map<string, Region[]>()
  for (const r of regions) {
    const key = r.code.slice(0, prefix)
    const list = groups.get(key)
    if (list) list.push(r)
    else groups.set(key, [r])
  }
  return groups
}

export function buildRegionIndex(list: AreaList): RegionIndex {
  const cityGroups = groupBy(toRegions(list.city_list), 2)
  const districtGroups = groupBy(toRegions(list.county_list), 4)
  return {
    provinces: toRegions(list.province_list),
    cities: (provinceCode) => cityGroups.get(provinceCode.slice(0, 2)) ?? [],
    districts: (cityCode) => districtGroups.get(cityCode.slice(0, 4)) ?? [],
  }
}
