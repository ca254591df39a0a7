/**
 * The players' conversation of an online game after a `chat` frame (remote.ts): messages kept by `seq`, so one that
 * crossed a welcome's whole conversation is not shown twice; the first welcome's conversation is what the page
 * opened with (shown, not announced as new). Null when the frame changes nothing shown.
 */
import type { ChatMessage } from '@salvo/kernel/protocol';

interface ChatFrame { readonly messages: readonly ChatMessage[]; readonly all?: boolean | undefined }
interface ChatSnapshot { readonly chat?: readonly ChatMessage[]; readonly chatOpenedWith?: number }

export function chatAfter(snap: ChatSnapshot, f: ChatFrame): { chat: ChatMessage[]; chatOpenedWith?: number } | null {
  // the welcome's conversation is set even when empty: the page then knows every later message is new
  if (f.messages.length === 0 && !f.all) return null;
  const bySeq = new Map((snap.chat ?? []).map((m) => [m.seq, m]));
  for (const m of f.messages) bySeq.set(m.seq, m);
  const chat = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  const openedWith = snap.chatOpenedWith ?? (f.all ? (f.messages.at(-1)?.seq ?? 0) : undefined);
  return { chat, ...(openedWith === undefined ? {} : { chatOpenedWith: openedWith }) };
}
