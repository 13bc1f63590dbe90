// Download the app: what it offers, store buttons, the WeChat "open in browser" hint, and an
// attempt to open the app itself when the link says what to show (type/param).
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { getEnvInfo } from '@/core/env'
import { toast } from '@/core/toast'
import { APP_DOWNLOAD_URLS } from '@/features/common/config'
import { useOpenApp } from '@/features/common/hooks/useOpenApp'
import './AppDownload.scss'

export interface AppDownloadProps {
  type?: string
  param?: string
  /** What the link wanted to show in the app, e.g. a course name. */
  title?: string
}

const FEATURES = [
  { name: '听课听书', desc: '名师课程与好书精讲，随时收听' },
  { name: '心理测评', desc: '专业量表，读懂自己' },
  { name: '读书会', desc: '线上线下，与书友同行' },
  { name: 'AI 心理助手', desc: '24 小时温柔陪伴' },
]

const IS_WEAPP = process.env.TARO_ENV === 'weapp'

function copy(url: string) {
  Taro.setClipboardData({ data: url })
    .then(() => toast('链接已复制，请在手机浏览器中打开'))
    .catch(() => toast('复制失败，请稍后重试'))
}

export default function AppDownload({ type, param, title }: AppDownloadProps) {
  const env = getEnvInfo()
  // WeChat blocks app schemes and downloads: the visitor has to go to the system browser.
  const inWechat = env.ecology === 'WECHAT' || env.ecology === 'MINIPROGRAM'
  const canOpenApp = !IS_WEAPP && !inWechat && env.ecology !== 'APP' && !!type
  const { state, open } = useOpenApp(type, param, canOpenApp)
  const platforms = env.terminal === 'android' ? (['android', 'ios'] as const) : (['ios', 'android'] as const)

  const download = (platform: 'ios' | 'android') => {
    const url = APP_DOWNLOAD_URLS[platform]
    if (!url) return
    if (IS_WEAPP || inWechat) copy(url)
    else window.location.href = url
  }

  return (
    <View className='app-download' data-testid='app-download'>
      {inWechat && !IS_WEAPP ? (
        <View className='app-download__wechat-tip' data-testid='download-wechat-tip'>
          <Text>点击右上角「···」，选择「在浏览器打开」后即可下载或打开心栈App</Text>
          <Text className='app-download__wechat-arrow'>↗</Text>
        </View>
      ) : null}

      <View className='app-download__hero'>
        <View className='app-download__logo'>心栈</View>
        <Text className='app-download__name'>心栈App</Text>
        <Text className='app-download__slogan'>读书、学习与心理成长社区</Text>
        {title ? <Text className='app-download__target'>在App中继续查看「{title}」</Text> : null}
      </View>

      <View className='app-download__features'>
        {FEATURES.map((f) => (
          <View className='app-download__feature' key={f.name}>
            <Text className='app-download__feature-name'>{f.name}</Text>
            <Text className='app-download__feature-desc'>{f.desc}</Text>
          </View>
        ))}
      </View>

      <View className='app-download__actions'>
        {canOpenApp ? (
          <Button type='primary' block onClick={open} data-testid='download-open-app'>
            {state === 'trying' ? '正在打开心栈App…' : '打开心栈App'}
          </Button>
        ) : null}
        {state === 'failed' ? <Text className='app-download__note'>没有检测到心栈App，请先下载安装</Text> : null}
        {platforms.map((platform) => {
          const url = APP_DOWNLOAD_URLS[platform]
          const label = platform === 'ios' ? 'iPhone 版下载' : 'Android 版下载'
          return (
            <View key={platform} className='app-download__store'>
              <Button
                type={canOpenApp ? 'default' : 'primary'}
                fill={canOpenApp ? 'outline' : 'solid'}
                block
                disabled={!url}
                onClick={() => download(platform)}
                data-testid={`download-${platform}`}
              >
                {url ? (IS_WEAPP || inWechat ? `${label}（复制链接）` : label) : `${label}（即将上架）`}
              </Button>
            </View>
          )
        })}
      </View>
    </View>
  )
}
