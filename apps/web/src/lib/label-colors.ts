import type { LABEL_COLORS } from '@tandem/contract/browser';

export type LabelColorName = (typeof LABEL_COLORS)[number];

/** The named label colours as hex values: pickers offer them, the server stores the hex. */
export const LABEL_SWATCHES: Record<LabelColorName, string> = {
  aqua: '#15aabf',
  blue: '#1c7ed6',
  gray: '#868e96',
  green: '#37b24d',
  pink: '#d6336c',
  purple: '#7048e8',
  red: '#e03131',
  orange: '#f76707',
  white: '#ffffff',
  yellow: '#f59f00',
};
