/** Two plain JSON values are the same action when they serialize alike (engines build actions in one key order). */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
