/**
 * The game header's words (src/common/GameHeader.tsx): a spectator's page says it watches and which people's seats
 * nobody has taken; a disabled Take back says why beside the button, not only in its tooltip.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// the header is a .tsx module, which the tests' type check does not compile (no --jsx): loaded by its path, typed here
interface HeaderSession { mode: string; tableDice: boolean; spectator?: boolean; otherPeople?: readonly string[]; joined?(s: string): boolean; seatName?(s: string): string; recordJson(): string; takeBack?(): Promise<string | null> }
interface HeaderProps { title: string; status: string; onLeave: () => void; session: HeaderSession; takeBack?: { ok: true; index: number; said: string } | { ok: false; why: string } }
const HEADER = '../src/common/GameHeader.tsx';
const { GameHeader, spectatorText } = (await import(HEADER)) as { GameHeader: FunctionComponent<HeaderProps>; spectatorText: (s: HeaderSession) => string | null };

const NAMES: Record<string, string> = { rn: 'Royal Navy', rm: 'Regia Marina' };
const online = (spectator: boolean, joined: readonly string[]) => ({
  mode: 'online', tableDice: false, spectator, otherPeople: spectator ? ['rn', 'rm'] : ['rm'],
  joined: (s: string) => joined.includes(s), seatName: (s: string) => NAMES[s] ?? s, recordJson: () => '',
});
const header = (props: Partial<HeaderProps> & Pick<HeaderProps, 'session'>): string =>
  renderToStaticMarkup(createElement(GameHeader, { title: 'Victory at Sea', status: 'Turn 1 of 12, Movement Phase', onLeave: () => undefined, ...props }));

describe('a spectator\'s header', () => {
  it('says watching, and names the seats nobody has taken yet', () => {
    expect(spectatorText(online(true, ['rn']))).toBe('You are watching this game as a spectator. Regia Marina has not joined yet.');
    expect(spectatorText(online(true, []))).toBe('You are watching this game as a spectator. Royal Navy and Regia Marina have not joined yet.');
    expect(spectatorText(online(true, ['rn', 'rm']))).toBe('You are watching this game as a spectator.');
    const html = header({ session: online(true, ['rn']) });
    expect(html).toContain('Turn 1 of 12, Movement Phase · online · watching');
    expect(html).toContain('Regia Marina has not joined yet.');
  });

  it('a player\'s header (and a local game\'s) says neither', () => {
    expect(spectatorText(online(false, ['rn']))).toBeNull();
    expect(spectatorText({ mode: 'bot', tableDice: false, recordJson: () => '' })).toBeNull();
    expect(header({ session: online(false, ['rn']) })).not.toContain('watching');
  });
});

describe('a disabled Take back', () => {
  const local = { mode: 'bot', tableDice: false, recordJson: () => '', takeBack: () => Promise.resolve(null) };
  it('says why beside the button, tied to it by aria-describedby', () => {
    const why = 'Nothing to take back: the dice have been rolled since your last step.';
    const html = header({ session: local, takeBack: { ok: false, why } });
    const id = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toContain(`<small id="${id ?? ''}" class="take-back-why">${why}</small>`);
  });
  it('says nothing more when something can be taken back', () => {
    const html = header({ session: local, takeBack: { ok: true, index: 3, said: 'Royal Navy: HMS Warspite moves' } });
    expect(html).not.toContain('take-back-why');
    expect(html).not.toContain('aria-describedby');
  });
});
