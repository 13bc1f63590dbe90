// A corner label on every page of test and develop builds: testers see which build and which
// API address they are looking at. Styled inline so that release builds carry no CSS for it;
// PageShell renders it only when TARO_APP_DEBUG_CONSOLE is on (see core/debug/console.ts).
import { Text } from '@tarojs/components'
import { API_BASE } from '@/core/config'

const STYLE = {
  position: 'fixed',
  left: '8px',
  bottom: '8px',
  zIndex: 9000,
  padding: '2px 6px',
  borderRadius: '4px',
  background: 'rgba(0, 0, 0, 0.55)',
  color: '#fff',
  fontSize: '10px',
  pointerEvents: 'none',
} as const

export default function DebugBadge() {
  return (
    <Text className='debug-badge' style={STYLE} data-testid='debug-badge'>
      {process.env.TARO_APP_BUILD === 'test' ? '测试版' : '开发版'} · API {API_BASE}
    </Text>
  )
}
