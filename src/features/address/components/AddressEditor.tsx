// The add and edit pages' body: the form, saving, and (edit) deleting with a confirmation.
import { useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { notifyError } from '@/components/feedback/notifyError'
import { goBack } from '@/components/navigation/navigate'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { toast } from '@/core/toast'
import { routeUrl } from '@/routes/match'
import { addAddress, deleteAddress, getAddress, updateAddress } from '@/features/address/api/address'
import type { AddressBody } from '@/features/address/api/address'
import AddressForm from '@/features/address/components/AddressForm'

const LIST_URL = routeUrl('common-shippingAddress')

export function AddressAdd() {
  const { loggedIn } = useCurrentUser()
  const [saving, setSaving] = useState(false)
  if (!loggedIn) return <LoginRequired message='登录后添加收货地址' />
  const save = async (input: AddressBody) => {
    setSaving(true)
    try {
      await addAddress(input)
      toast('保存成功')
      goBack(LIST_URL)
    } catch (e) {
      notifyError(e)
    } finally {
      setSaving(false)
    }
  }
  return <AddressForm saving={saving} onSubmit={save} />
}

export function AddressEdit() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const id = Number(params.id) || 0
  const { data, loading, error, reload } = useRequest(() => getAddress(id), [id], loggedIn && id > 0)
  const [saving, setSaving] = useState(false)
  const [asking, setAsking] = useState(false)
  const [deleting, setDeleting] = useState(false)

  if (!loggedIn) return <LoginRequired message='登录后编辑收货地址' />
  if (!id) return <StateView status='error' message='没有找到这个地址，请返回地址列表重新选择' actionText='返回地址列表' onAction={() => goBack(LIST_URL)} />
  if (loading && !data) return <StateView status='loading' />
  if (error || !data) return <StateView status='error' message={error || '地址加载失败'} actionText='重新加载' onAction={reload} />

  const save = async (input: AddressBody) => {
    setSaving(true)
    try {
      await updateAddress(id, input)
      toast('保存成功')
      goBack(LIST_URL)
    } catch (e) {
      notifyError(e)
    } finally {
      setSaving(false)
    }
  }

  const remove = async () => {
    setDeleting(true)
    try {
      await deleteAddress(id)
      toast('已删除')
      setAsking(false)
      goBack(LIST_URL)
    } catch (e) {
      notifyError(e)
    } finally {
      setDeleting(false)
    }
  }

  return (
    <>
      <AddressForm key={data.id} initial={data} saving={saving} onSubmit={save} onDelete={() => setAsking(true)} />
      <ConfirmDialog
        visible={asking}
        title='删除收货地址'
        content='删除后无法恢复，确定删除这个地址吗？'
        confirmText='删除'
        danger
        loading={deleting}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
