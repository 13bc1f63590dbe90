// The debug console of test and develop builds (spec 9), H5 variant: vConsole, loaded as its own
// chunk. TARO_APP_DEBUG_CONSOLE comes from .env.<mode> (on for develop and test, off for
// production); webpack folds the condition, so release builds contain neither the call nor the
// chunk. Test it inline like this wherever code must vanish from release builds.
export function startDebugConsole(): void {
  if (process.env.TARO_APP_DEBUG_CONSOLE === 'on') {
    import(/* webpackChunkName: "vconsole" */ 'vconsole')
      .then(({ default: VConsole }) => new VConsole({ theme: 'light' }))
      .catch(() => undefined)
  }
}
