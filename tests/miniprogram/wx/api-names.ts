// Every function of WeChat's `wx` that Taro 4.2.1 knows. Taro's weapp runtime builds `Taro.*` from
// `Object.keys(wx)` (@tarojs/shared processApis), so a name missing here would be a silent
// `Taro.x is not a function` in the app instead of a named finding of the test runtime.
//
// Sources, as installed in node_modules:
//   - @tarojs/taro/types/api/**/*.d.ts: the members of `TaroStatic` whose doc says `@supported weapp`,
//     less Taro's own (getApp, getCurrentPages, interceptors, hooks …) and the `env` object;
//   - the `needPromiseApis` sets of @tarojs/shared and @tarojs/plugin-platform-weapp, which add
//     authorize, scanItem and sendBizRedPacket (their QQ-only names are left out).
// api-names.test.ts reads the same sources again, so a Taro upgrade that adds a name fails there.
const TARO_WX_API_NAMES: readonly string[] = [
  'addCard', 'addFileToFavorites', 'addPhoneCalendar', 'addPhoneContact', 'addPhoneRepeatCalendar',
  'addVideoToFavorites', 'arrayBufferToBase64', 'authPrivateMessage', 'authorize',
  'base64ToArrayBuffer', 'batchGetStorage', 'batchGetStorageSync', 'batchSetStorage',
  'batchSetStorageSync', 'canIUse', 'canvasGetImageData', 'canvasPutImageData',
  'canvasToTempFilePath', 'checkIsAddedToMyMiniProgram', 'checkIsOpenAccessibility',
  'checkIsPictureInPictureActive', 'checkIsSoterEnrolledInDevice',
  'checkIsSupportFacialRecognition', 'checkIsSupportSoterAuthentication', 'checkSession',
  'chooseAddress', 'chooseContact', 'chooseImage', 'chooseInvoice', 'chooseInvoiceTitle',
  'chooseLicensePlate', 'chooseLocation', 'chooseMedia', 'chooseMessageFile', 'choosePoi',
  'chooseVideo', 'clearStorage', 'clearStorageSync', 'closeBLEConnection', 'closeBluetoothAdapter',
  'closeSocket', 'compressImage', 'compressVideo', 'connectSocket', 'connectWifi',
  'createAnimation', 'createAudioContext', 'createBLEConnection', 'createBufferURL',
  'createCacheManager', 'createCameraContext', 'createCanvasContext', 'createInferenceSession',
  'createInnerAudioContext', 'createIntersectionObserver', 'createInterstitialAd',
  'createLivePlayerContext', 'createLivePusherContext', 'createMapContext',
  'createMediaAudioPlayer', 'createMediaContainer', 'createMediaRecorder', 'createOffscreenCanvas',
  'createRewardedVideoAd', 'createSelectorQuery', 'createTCPSocket', 'createUDPSocket',
  'createVKSession', 'createVideoContext', 'createVideoDecoder', 'createWebAudioContext',
  'createWorker', 'cropImage', 'disableAlertBeforeUnload', 'downloadFile', 'editImage',
  'enableAlertBeforeUnload', 'exitMiniProgram', 'exitVoIPChat', 'faceDetect', 'faceVerifyForPay',
  'getAccountInfoSync', 'getAppAuthorizeSetting', 'getAppBaseInfo', 'getAvailableAudioSources',
  'getBLEDeviceCharacteristics', 'getBLEDeviceRSSI', 'getBLEDeviceServices',
  'getBackgroundAudioManager', 'getBackgroundAudioPlayerState', 'getBackgroundFetchData',
  'getBackgroundFetchToken', 'getBatteryInfo', 'getBatteryInfoSync', 'getBeacons',
  'getBluetoothAdapterState', 'getBluetoothDevices', 'getChannelsLiveInfo',
  'getChannelsLiveNoticeInfo', 'getChannelsShareKey', 'getClipboardData', 'getCommonConfig',
  'getConnectedBluetoothDevices', 'getConnectedWifi', 'getDeviceInfo', 'getDeviceVoIPList',
  'getEnterOptionsSync', 'getExptInfoSync', 'getExtConfig', 'getExtConfigSync', 'getFileInfo',
  'getFileSystemManager', 'getFuzzyLocation', 'getGroupEnterInfo', 'getHCEState', 'getImageInfo',
  'getInferenceEnvInfo', 'getLaunchOptionsSync', 'getLocalIPAddress', 'getLocation',
  'getLogManager', 'getMenuButtonBoundingClientRect', 'getNFCAdapter', 'getNetworkType',
  'getPerformance', 'getPrivacySetting', 'getRandomValues', 'getRealtimeLogManager',
  'getRecorderManager', 'getRendererUserAgent', 'getSavedFileInfo', 'getSavedFileList',
  'getScreenBrightness', 'getScreenRecordingState', 'getSelectedTextRange', 'getSetting',
  'getShareInfo', 'getSkylineInfo', 'getSkylineInfoSync', 'getStorage', 'getStorageInfo',
  'getStorageInfoSync', 'getStorageSync', 'getSystemInfo', 'getSystemInfoAsync',
  'getSystemInfoSync', 'getSystemSetting', 'getUpdateManager', 'getUserCryptoManager',
  'getUserInfo', 'getUserProfile', 'getVideoInfo', 'getWeRunData', 'getWifiList', 'getWindowInfo',
  'hideHomeButton', 'hideKeyboard', 'hideLoading', 'hideNavigationBarLoading', 'hideShareMenu',
  'hideTabBar', 'hideTabBarRedDot', 'hideToast', 'initFaceDetect', 'isBluetoothDevicePaired',
  'join1v1Chat', 'joinVoIPChat', 'loadFontFace', 'login', 'makeBluetoothPair', 'makePhoneCall',
  'navigateBack', 'navigateBackMiniProgram', 'navigateTo', 'navigateToMiniProgram', 'nextTick',
  'notifyBLECharacteristicValueChange', 'offAccelerometerChange', 'offAppHide', 'offAppShow',
  'offAudioInterruptionBegin', 'offAudioInterruptionEnd', 'offBLECharacteristicValueChange',
  'offBLEConnectionStateChange', 'offBLEMTUChange', 'offBeaconServiceChange', 'offBeaconUpdate',
  'offBluetoothAdapterStateChange', 'offBluetoothDeviceFound', 'offCompassChange', 'offCopyUrl',
  'offDeviceMotionChange', 'offError', 'offGetWifiList', 'offGyroscopeChange', 'offHCEMessage',
  'offKeyboardHeightChange', 'offLocalServiceDiscoveryStop', 'offLocalServiceFound',
  'offLocalServiceLost', 'offLocalServiceResolveFail', 'offLocationChange',
  'offLocationChangeError', 'offMemoryWarning', 'offNetworkStatusChange', 'offNetworkWeakChange',
  'offPageNotFound', 'offScreenRecordingStateChanged', 'offThemeChange', 'offUnhandledRejection',
  'offUserCaptureScreen', 'offVoIPChatInterrupted', 'offVoIPChatMembersChanged',
  'offVoIPChatSpeakersChanged', 'offVoIPChatStateChanged', 'offVoIPVideoMembersChanged',
  'offWifiConnected', 'offWindowResize', 'onAccelerometerChange', 'onAppHide', 'onAppShow',
  'onAudioInterruptionBegin', 'onAudioInterruptionEnd', 'onBLECharacteristicValueChange',
  'onBLEConnectionStateChange', 'onBLEMTUChange', 'onBLEPeripheralConnectionStateChanged',
  'onBackgroundAudioPause', 'onBackgroundAudioPlay', 'onBackgroundAudioStop',
  'onBackgroundFetchData', 'onBeaconServiceChange', 'onBeaconUpdate',
  'onBluetoothAdapterStateChange', 'onBluetoothDeviceFound', 'onCompassChange', 'onCopyUrl',
  'onDeviceMotionChange', 'onError', 'onGetWifiList', 'onGyroscopeChange', 'onHCEMessage',
  'onKeyboardHeightChange', 'onLocalServiceDiscoveryStop', 'onLocalServiceFound',
  'onLocalServiceLost', 'onLocalServiceResolveFail', 'onLocationChange', 'onLocationChangeError',
  'onMemoryWarning', 'onNeedPrivacyAuthorization', 'onNetworkStatusChange', 'onNetworkWeakChange',
  'onPageNotFound', 'onScreenRecordingStateChanged', 'onSocketClose', 'onSocketError',
  'onSocketMessage', 'onSocketOpen', 'onThemeChange', 'onUnhandledRejection',
  'onUserCaptureScreen', 'onVoIPChatInterrupted', 'onVoIPChatMembersChanged',
  'onVoIPChatSpeakersChanged', 'onVoIPChatStateChanged', 'onVoIPVideoMembersChanged',
  'onWifiConnected', 'onWifiConnectedWithPartialInfo', 'onWindowResize', 'openAppAuthorizeSetting',
  'openBluetoothAdapter', 'openBusinessView', 'openCard', 'openChannelsActivity',
  'openChannelsEvent', 'openChannelsLive', 'openChannelsUserProfile', 'openCustomerServiceChat',
  'openDocument', 'openEmbeddedMiniProgram', 'openLocation', 'openPrivacyContract', 'openSetting',
  'openSingleStickerView', 'openStickerIPView', 'openStickerSetView', 'openSystemBluetoothSetting',
  'openVideoEditor', 'pageScrollTo', 'pauseBackgroundAudio', 'pauseVoice', 'playBackgroundAudio',
  'playVoice', 'pluginLogin', 'preloadAssets', 'preloadSkylineView', 'preloadWebview',
  'previewImage', 'previewMedia', 'reLaunch', 'readBLECharacteristicValue', 'redirectTo',
  'removeSavedFile', 'removeStorage', 'removeStorageSync', 'removeTabBarBadge', 'reportAnalytics',
  'reportEvent', 'reportPerformance', 'request', 'requestDeviceVoIP', 'requestOrderPayment',
  'requestPayment', 'requestSubscribeMessage', 'requirePrivacyAuthorize', 'reserveChannelsLive',
  'revokeBufferURL', 'saveFile', 'saveFileToDisk', 'saveImageToPhotosAlbum',
  'saveVideoToPhotosAlbum', 'scanCode', 'scanItem', 'seekBackgroundAudio', 'sendBizRedPacket',
  'sendHCEMessage', 'sendSms', 'sendSocketMessage', 'setBLEMTU', 'setBackgroundColor',
  'setBackgroundFetchToken', 'setBackgroundTextStyle', 'setClipboardData', 'setEnable1v1Chat',
  'setEnableDebug', 'setInnerAudioOption', 'setKeepScreenOn', 'setNavigationBarColor',
  'setNavigationBarTitle', 'setScreenBrightness', 'setStorage', 'setStorageSync', 'setTabBarBadge',
  'setTabBarItem', 'setTabBarStyle', 'setTopBarText', 'setVisualEffectOnCapture', 'setWifiList',
  'setWindowSize', 'shareFileMessage', 'shareToWeRun', 'shareVideoMessage', 'showActionSheet',
  'showLoading', 'showModal', 'showNavigationBarLoading', 'showRedPackage', 'showShareImageMenu',
  'showShareMenu', 'showTabBar', 'showTabBarRedDot', 'showToast', 'startAccelerometer',
  'startBeaconDiscovery', 'startBluetoothDevicesDiscovery', 'startCompass',
  'startDeviceMotionListening', 'startFacialRecognitionVerify',
  'startFacialRecognitionVerifyAndUploadVideo', 'startGyroscope', 'startHCE',
  'startLocalServiceDiscovery', 'startLocationUpdate', 'startLocationUpdateBackground',
  'startPullDownRefresh', 'startRecord', 'startSoterAuthentication', 'startWifi',
  'stopAccelerometer', 'stopBackgroundAudio', 'stopBeaconDiscovery',
  'stopBluetoothDevicesDiscovery', 'stopCompass', 'stopDeviceMotionListening', 'stopFaceDetect',
  'stopGyroscope', 'stopHCE', 'stopLocalServiceDiscovery', 'stopLocationUpdate',
  'stopPullDownRefresh', 'stopRecord', 'stopVoice', 'stopWifi', 'subscribeVoIPVideoMembers',
  'switchTab', 'unsubscribeMessage', 'updateShareMenu', 'updateVoIPChatMuteConfig',
  'updateWeChatApp', 'uploadFile', 'vibrateLong', 'vibrateShort', 'writeBLECharacteristicValue',
]

/** `wx` members that are objects, not functions: Taro copies `wx.env` and `wx.cloud` to `Taro`. */
/**
 * WeChat APIs newer than Taro 4.2.1's list that the app calls on `wx` itself (Taro neither types
 * nor proxies them): requestMerchantTransfer (base library 3.3.0, src/core/pay/transfer.weapp.ts).
 */
const NEWER_WX_API_NAMES: readonly string[] = ['requestMerchantTransfer']

export const WX_API_NAMES: readonly string[] = [...TARO_WX_API_NAMES, ...NEWER_WX_API_NAMES]

export const WX_OBJECT_NAMES: readonly string[] = ['cloud', 'env']

/** Taro's names in `TaroStatic` that are not WeChat's `wx` (globals, Taro's own helpers, hooks). */
export const TARO_ONLY_NAMES: readonly string[] = [
  'addInterceptor', 'cleanInterceptors', 'getApp', 'getAppInfo', 'getCurrentInstance', 'getCurrentPages',
  'getRenderer', 'getTabBar', 'requirePlugin', 'setGlobalDataPlugin',
]
