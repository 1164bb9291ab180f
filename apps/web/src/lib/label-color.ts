import type { LabelColorName } from './label-colors.ts';
import { LABEL_SWATCHES } from './label-colors.ts';

/** The colour a label without one of its own is shown in. */
export const DEFAULT_LABEL_COLOR = LABEL_SWATCHES.gray;

/** A label's colour as CSS: a palette name becomes its hex, a hex stays, none is gray. */
export function labelColorCss(color: string | null): string {
  if (!color) return DEFAULT_LABEL_COLOR;
  return color in LABEL_SWATCHES ? LABEL_SWATCHES[color as LabelColorName] : color;
}
