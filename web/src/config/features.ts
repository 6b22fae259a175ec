// Switches for optional behaviours the product describes but does not enforce.
export const features = {
  /**
   * The portrait-only 'Please Rotate Your Device' overlay exists but is off (docs/product/screens.md#rotate-overlay).
   */
  rotateOverlay: false,
} as const;
