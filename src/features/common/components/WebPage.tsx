// An https page inside the app: <WebView> in the mini-program, an iframe on H5.
import { Text, View, WebView } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { goHome } from '@/components/navigation/navigate'
import { toast } from '@/core/toast'
import { checkWebUrl } from '@/features/common/utils/webUrl'
import './WebPage.scss'

export interface WebPageProps {
  url?: string
  title?: string
}

function copy(url: string) {
  Taro.setClipboardData({ data: url }).catch(() => toast('复制失败，请稍后重试'))
}

export default function WebPage({ url, title }: WebPageProps) {
  const check = checkWebUrl(url)
  if (!check.ok) {
    return (
      <View className='web-page__refused' data-testid='web-refused'>
        <Text className='web-page__refused-title'>无法打开该页面</Text>
        <Text className='web-page__refused-reason'>{check.reason}</Text>
        {url ? (
          <Text className='web-page__refused-url' onClick={() => copy(url)}>
            {url}
          </Text>
        ) : null}
        <Button className='web-page__home' type='primary' onClick={goHome}>
          返回首页
        </Button>
      </View>
    )
  }
  if (process.env.TARO_ENV === 'weapp') {
    // The domain must be a configured business domain of the mini-program, or WeChat shows its own error.
    return <WebView src={check.url} />
  }
  return <iframe className='web-page__frame' src={check.url} title={title || '心栈'} data-testid='web-frame' />
}
