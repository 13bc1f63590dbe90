// A menu that slides up from the bottom (NutUI Popup): an optional title, the choices, and 取消
// after a gap. The owner decides what each choice does and when the menu shows.
import { Popup } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { dataAttributes, type Dataset } from '@/components/dataset'
import { Z_INDEX_BASE } from '@/core/config'
import './index.scss'

export interface SheetMenuItem {
  key: string
  label: ReactNode
  onClick: () => void
  /** Red (delete). */
  danger?: boolean
  testId?: string
  dataset?: Dataset
}

export interface SheetMenuProps {
  visible: boolean
  /** NutUI's close: a tap outside, or the Popup closing because another one opened. */
  onClose: () => void
  /** 取消. */
  onCancel: () => void
  title?: ReactNode
  items: SheetMenuItem[]
  testId?: string
  cancelTestId?: string
  dataset?: Dataset
}

export default function SheetMenu({ visible, onClose, onCancel, title, items, testId, cancelTestId, dataset }: SheetMenuProps) {
  return (
    <Popup visible={visible} position='bottom' round zIndex={Z_INDEX_BASE} onClose={onClose}>
      <View className='xz-sheet-menu' data-testid={testId} {...dataAttributes(dataset)}>
        {title ? <Text className='xz-sheet-menu__title'>{title}</Text> : null}
        {items.map((item) => (
          <View
            key={item.key}
            className={`xz-sheet-menu__item${item.danger ? ' xz-sheet-menu__item--danger' : ''}`}
            onClick={item.onClick}
            data-testid={item.testId}
            {...dataAttributes(item.dataset)}
          >
            {item.label}
          </View>
        ))}
        <View className='xz-sheet-menu__item xz-sheet-menu__item--cancel' onClick={onCancel} data-testid={cancelTestId}>
          取消
        </View>
      </View>
    </Popup>
  )
}
