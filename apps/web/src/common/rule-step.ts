/** One step of a turn as "How to play" lists it: a key the game's position is matched against, and its rule id. */
export interface RuleStep { readonly key: string; readonly title: string; readonly text: string; readonly rule: string }
