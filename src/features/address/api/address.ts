// Shipping address calls (docs/API.md "Shipping addresses", scene 501).
import type { Address } from '@/core/api/commerce'
import { get, post } from '@/core/request/client'

/** What the form sends: the stored address without the server's own fields. */
export type AddressInput = Pick<Address, 'name' | 'mobile' | 'provinceCode' | 'provinceName' | 'cityCode' | 'cityName' | 'detail'> &
  Partial<Pick<Address, 'districtCode' | 'districtName' | 'isDefault'>>

export function getAddresses(): Promise<Address[]> {
  return get<Address[]>('/address/list', undefined, { skipLoading: true })
}

export function getAddress(id: number): Promise<Address> {
  return get<Address>('/address/detail', { id }, { skipLoading: true })
}

export function addAddress(input: AddressInput): Promise<Address> {
  return post<Address>('/address/add', input)
}

export function updateAddress(id: number, input: AddressInput): Promise<Address> {
  return post<Address>('/address/update', { id, ...input })
}

export function deleteAddress(id: number): Promise<Record<string, never>> {
  return post<Record<string, never>>('/address/delete', { id })
}

export function setDefaultAddress(id: number): Promise<Address> {
  return post<Address>('/address/setDefault', { id })
}

/** The server keeps at most this many (4602 beyond). */
export const MAX_ADDRESSES = 20
