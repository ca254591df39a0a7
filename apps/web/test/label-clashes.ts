/** Which laid-out labels meet (the label-layout unit tests): each pair of boxes that intersect, by their ids. */
import { intersects, type Box } from '../src/vas/label-layout';

export const clashes = (boxes: ReadonlyArray<{ id: string; b: Box }>): string[] => {
  const out: string[] = [];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) if (intersects(boxes[i]!.b, boxes[j]!.b)) out.push(`${boxes[i]!.id} / ${boxes[j]!.id}`);
  return out;
};
