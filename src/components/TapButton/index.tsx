// A light button for the pages every visitor loads first (home, 404, shells). NutUI's Button
// brings its icon font, popup helpers and styles: fine on forms, too heavy for the first page.
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

export interface TapButtonProps {
  children: ReactNode
  onClick?: () => void
  variant?: 'primary' | 'outline' | 'gold'
  size?: 'normal' | 'small'
  block?: boolean
  disabled?: boolean
  className?: string
  testId?: string
}

export default function TapButton(props: TapButtonProps) {
  const { children, onClick, variant = 'primary', size = 'normal', block, disabled, className, testId } = props
  const classes = [
    'tap-button',
    `tap-button--${variant}`,
    `tap-button--${size}`,
    block ? 'tap-button--block' : '',
    disabled ? 'tap-button--disabled' : '',
    className ?? '',
  ]
  return (
    <View
      className={classes.filter(Boolean).join(' ')}
      hoverClass={disabled ? 'none' : 'tap-button--active'}
      onClick={disabled ? undefined : onClick}
      aria-disabled={disabled ? 'true' : 'false'}
      role='button'
      data-testid={testId}
    >
      {children}
    </View>
  )
}
