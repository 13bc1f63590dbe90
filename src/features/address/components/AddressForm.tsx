// Add or edit a shipping address: name, phone, region (picker), detail, default. Each field is
// checked on blur (spec 5) with the server's wording; the server checks again.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import FormField from '@/components/FormField'
import Toggle from '@/components/Toggle'
import type { Address } from '@/core/api/commerce'
import { validateField } from '@/core/validate'
import type { AddressBody } from '@/features/address/api/address'
import RegionPicker from '@/features/address/components/RegionPicker'
import type { RegionValue } from '@/features/address/components/RegionPicker'
import { ADDRESS_RULES, cleanPhone, DETAIL_MAX, NAME_MAX } from '@/features/address/utils/rules'
import './AddressForm.scss'

type Field = 'name' | 'mobile' | 'region' | 'detail'

export interface AddressFormProps {
  initial?: Address
  saving: boolean
  onSubmit: (input: AddressBody) => void
  /** Edit page only. */
  onDelete?: () => void
}

function regionOf(address?: Address): RegionValue | null {
  if (!address) return null
  return {
    province: { code: address.provinceCode, name: address.provinceName },
    city: { code: address.cityCode, name: address.cityName },
    district: address.districtCode ? { code: address.districtCode, name: address.districtName } : null,
  }
}

function regionText(region: RegionValue | null): string {
  return region ? [region.province.name, region.city.name, region.district?.name].filter(Boolean).join(' ') : ''
}

export default function AddressForm({ initial, saving, onSubmit, onDelete }: AddressFormProps) {
  const [name, setName] = useState(initial?.name ?? '')
  const [mobile, setMobile] = useState(initial?.mobile ?? '')
  const [region, setRegion] = useState<RegionValue | null>(regionOf(initial))
  const [detail, setDetail] = useState(initial?.detail ?? '')
  const [isDefault, setIsDefault] = useState(initial?.isDefault ?? false)
  const [picking, setPicking] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})

  const values: Record<Field, string> = { name, mobile, region: regionText(region), detail }
  const check = (field: Field, trigger: 'blur' | 'submit' = 'blur') => validateField(values[field], ADDRESS_RULES[field], trigger)
  const blur = (field: Field) => setErrors((prev) => ({ ...prev, [field]: check(field) }))
  const clear = (field: Field) => setErrors((prev) => ({ ...prev, [field]: undefined }))

  const submit = () => {
    const found: Partial<Record<Field, string>> = {}
    for (const field of ['name', 'mobile', 'region', 'detail'] as Field[]) {
      const message = check(field, 'submit')
      if (message) found[field] = message
    }
    setErrors(found)
    if (Object.keys(found).length || !region) return
    onSubmit({
      name: name.trim(),
      mobile: mobile.trim(),
      provinceCode: region.province.code,
      provinceName: region.province.name,
      cityCode: region.city.code,
      cityName: region.city.name,
      ...(region.district ? { districtCode: region.district.code, districtName: region.district.name } : { districtCode: '', districtName: '' }),
      detail: detail.trim(),
      isDefault,
    })
  }

  return (
    <View className='address-form' data-testid='address-form'>
      <View className='address-form__group'>
        <FormField
          label='收货人'
          value={name}
          onChange={(v) => {
            setName(v)
            clear('name')
          }}
          onBlur={() => blur('name')}
          error={errors.name}
          placeholder='请填写收货人姓名'
          maxLength={NAME_MAX}
          testId='address-name'
        />
        <FormField
          label='手机号码'
          value={mobile}
          onChange={(v) => {
            setMobile(cleanPhone(v))
            clear('mobile')
          }}
          onBlur={() => blur('mobile')}
          error={errors.mobile}
          placeholder='手机号或固定电话'
          maxLength={20}
          testId='address-mobile'
        />
        <View className={`form-field${errors.region ? ' form-field--error' : ''}`}>
          <View className='form-field__row address-form__region' onClick={() => setPicking(true)} data-testid='address-region'>
            <Text className='form-field__label'>所在地区</Text>
            <Text className={`address-form__region-text${region ? '' : ' address-form__region-text--empty'}`} data-testid='address-region-text'>
              {region ? regionText(region) : '请选择省 / 市 / 区'}
            </Text>
            <Text className='address-form__arrow'>›</Text>
          </View>
          {errors.region ? (
            <Text className='form-field__error' data-testid='address-region-error'>
              {errors.region}
            </Text>
          ) : null}
        </View>
        <FormField
          label='详细地址'
          kind='textarea'
          value={detail}
          onChange={(v) => {
            setDetail(v)
            clear('detail')
          }}
          onBlur={() => blur('detail')}
          error={errors.detail}
          placeholder='街道、楼牌号、单元室等'
          maxLength={DETAIL_MAX}
          showCount
          testId='address-detail'
        />
      </View>

      <View className='address-form__group address-form__default'>
        <View className='address-form__default-text'>
          <Text className='address-form__default-label'>设为默认地址</Text>
          <Text className='address-form__default-hint'>下单时优先使用该地址</Text>
        </View>
        <Toggle checked={isDefault} onChange={setIsDefault} testId='address-is-default' label='设为默认地址' />
      </View>

      {/* Fixed at the bottom: blur messages above may move the fields, never the button. */}
      <View className='address-form__bar'>
        {onDelete ? (
          <Button className='address-form__delete' type='default' shape='round' size='large' fill='outline' onClick={onDelete} data-testid='address-delete'>
            删除
          </Button>
        ) : null}
        <Button className='address-form__save' type='primary' shape='round' size='large' loading={saving} onClick={submit} data-testid='address-save'>
          保存
        </Button>
      </View>

      <RegionPicker
        visible={picking}
        value={region}
        onClose={() => {
          setPicking(false)
          if (!region) setErrors((prev) => ({ ...prev, region: check('region') }))
        }}
        onConfirm={(next) => {
          setRegion(next)
          setPicking(false)
          clear('region')
        }}
      />
    </View>
  )
}
