// Where the native app is downloaded and how it is opened. The store addresses are build
// configuration (.env*: TARO_APP_IOS_DOWNLOAD_URL, TARO_APP_ANDROID_DOWNLOAD_URL); an empty one
// shows "not yet available" instead of a dead link.

function buildEnv(read: () => string | undefined): string {
  try {
    return read() || ''
  } catch {
    // Taro leaves an undefined TARO_APP_* as `process.env…`, which throws where `process` is absent.
    return ''
  }
}

export const APP_DOWNLOAD_URLS = {
  ios: buildEnv(() => process.env.TARO_APP_IOS_DOWNLOAD_URL),
  android: buildEnv(() => process.env.TARO_APP_ANDROID_DOWNLOAD_URL),
}

/** The app's URL scheme: xinzhan://open?type=<type>&param=<param>. */
export const APP_SCHEME = 'xinzhan://open'
