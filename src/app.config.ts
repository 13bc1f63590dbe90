// Mini-program pages and subpackages, derived from the route table (relative import: this file
// is bundled by Taro's config reader, where the `@/` alias does not exist).
import { mainPages, subPackages } from './routes/build'

export default defineAppConfig({
  pages: mainPages(),
  subPackages: subPackages(),
  window: {
    navigationBarTitleText: '心栈',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f6f7f9',
    backgroundTextStyle: 'dark',
  },
  // Subpackages of the area a visitor is likely to open next are fetched in the background.
  preloadRule: {
    'pages/index/index': { network: 'all', packages: ['packages/user'] },
  },
  // The player keeps playing with the screen off or the app in the background (mini-program).
  ...(process.env.TARO_ENV === 'weapp' ? { requiredBackgroundModes: ['audio'] } : {}),
  // H5 only (the mini-program has its own): pages appear at once instead of sliding in, as in the
  // WeChat browser, and the page below is hidden without a 300 ms overlap.
  ...(process.env.TARO_ENV === 'h5' ? { animation: false } : {}),
})
