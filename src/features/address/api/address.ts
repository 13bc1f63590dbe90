// Shipping address calls (docs/API.md "Shipping addresses", scene 501).
import type { AddressBody, AddressDeleted, AddressId, AddressUpdateBody } from '@contract/address'
import type { Address } from '@contract/commerce'
import { get, post } from '@/core/request/client'

/** What the form sends: the stored address without the server's own fields. */
export type { AddressBody }

export function getAddresses(): Promise<Address[]> {
  return get<Address[]>('/address/list', undefined, { skipLoading: true })
}

export function getAddress(id: number): Promise<Address> {
  const query: AddressId = { id }
  return get<Address>('/address/detail', query, { skipLoading: true })
}

export function addAddress(input: AddressBody): Promise<Address> {
  return post<Address>('/address/add', input)
}

export function updateAddress(id: number, input: AddressBody): Promise<Address> {
  const body: AddressUpdateBody = { id, ...input }
  return post<Address>('/address/update', body)
}

export function deleteAddress(id: number): Promise<AddressDeleted> {
  const body: AddressId = { id }
  return post<AddressDeleted>('/address/delete', body)
}

export function setDefaultAddress(id: number): Promise<Address> {
  const body: AddressId = { id }
  return post<Address>('/address/setDefault', body)
}

/** The server keeps at most this many (4602 beyond). */
export const MAX_ADDRESSES = 20
