/** Whether the device is Apple's, whose keyboards say Cmd (⌘) where others say Ctrl. */
export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
}
