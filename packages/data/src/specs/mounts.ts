/**
 * Mount labels in ship specs. The first letter names the position and so the rules' fire arc:
 * A/B forward (fore, port, starboard), X/Y aft (aft, port, starboard), Q amidships on the centreline
 * (port and starboard only), P/S a wing mount on one beam, `deck` a submarine's deck gun.
 * A trailing digit only tells apart several mounts in the same position (e.g. `B2`, `X1`).
 */
export const MOUNT_LABEL = /^(?:[ABQXYPS]\d?|deck)$/;

export type MountPosition = 'forward' | 'aft' | 'amidships' | 'port wing' | 'starboard wing' | 'deck';

/** The position group of a valid mount label; undefined for a label that breaks the convention. */
export function mountPosition(label: string): MountPosition | undefined {
  if (!MOUNT_LABEL.test(label)) return undefined;
  if (label === 'deck') return 'deck';
  const first = label.charAt(0);
  if (first === 'A' || first === 'B') return 'forward';
  if (first === 'X' || first === 'Y') return 'aft';
  if (first === 'Q') return 'amidships';
  return first === 'P' ? 'port wing' : 'starboard wing';
}
