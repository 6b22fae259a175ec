// Switches for optional behaviours the spec describes but does not enforce.
export const features = {
  /** Spec section 2: the portrait-only 'Please Rotate Your Device' overlay exists but is off. */
  rotateOverlay: false,
} as const;
