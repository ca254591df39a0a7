import { describe, expect, it } from 'vitest';
import { validateFleet } from './validate';

const check = (fleet: unknown) => validateFleet(fleet, { level: 'Battle', points: 5, civilianPoints: 20 });
const codes = (r: ReturnType<typeof check>) => r.problems.map((p) => p.code);
const paths = (r: ReturnType<typeof check>) => r.problems.map((p) => p.path);

describe('fleet file shape', () => {
  it('DATA-FLEET-FILE: a misspelt key ("comand") is a problem at its place, never a silent Command 4', () => {
    const r = check({ nation: 'Royal Navy', ships: [{ class: 'Tribal', comand: 'Elite' }] });
    expect(r.fleet).toBeUndefined();
    expect(codes(r)).toEqual(['ERR_FLEET_FILE']);
    expect(paths(r)).toEqual(['ships[0].comand']);
    expect(r.problems[0]?.message).toContain('Did you mean "command"?');
  });

  it('DATA-FLEET-FILE: unknown keys are reported in squadrons, carrier flights and civilian entries too; "comment" is allowed anywhere', () => {
    const r = check({
      nation: 'Royal Navy', comment: 'ok',
      ships: [{ class: 'Illustrious', comment: 'ok', flights: [{ aircraft: 'Fairey Swordfish', count: 2, cnt: 1 }] }],
      squadrons: [{ aircraft: 'Hawker Hurricane', flight: 2 }],
      civilians: [{ type: 'Tramp Freighter', speed: 9 }],
    });
    expect(paths(r)).toEqual(['ships[0].flights[0].cnt', 'squadrons[0].flight', 'civilians[0].speed']);
    expect(r.problems.map((p) => p.details?.rule)).toEqual(['DATA-FLEET-FILE', 'DATA-FLEET-FILE', 'DATA-FLEET-FILE']);
  });

  it('VAS-FLEET-LIST: the nation may be typed in any case or as IJN; an unknown one is refused with the closest', () => {
    expect(check({ nation: 'royal navy', ships: [{ class: 'Tribal' }] }).fleet?.nation).toBe('Royal Navy');
    expect(check({ nation: 'IJN', ships: [{ class: 'Fubuki' }] }).fleet?.nation).toBe('Imperial Japanese Navy');
    const r = check({ nation: 'Royal Nay', ships: [] });
    expect(codes(r)).toEqual(['ERR_FLEET_NATION']);
    expect(r.problems[0]?.message).toContain('Did you mean "Royal Navy"?');
    expect(check({ ships: [] }).problems[0]?.message).toContain('It is missing.');
  });

  it('VAS-FLEET-LIST: an unknown class is answered with the closest class of the list, and a ship\'s name with its class', () => {
    const r = check({ nation: 'Royal Navy', ships: [{ class: 'Hod' }, { class: 'Warspite' }, { class: 'Dreadnought' }] });
    expect(codes(r)).toEqual(['ERR_FLEET_UNKNOWN_CLASS', 'ERR_FLEET_UNKNOWN_CLASS', 'ERR_FLEET_UNKNOWN_CLASS']);
    expect(r.problems[0]?.message).toContain('Did you mean "Hood"?');
    expect(r.problems[1]?.message).toContain('Warspite is a ship of the Queen Elizabeth class');
    expect(r.problems[2]?.message).toBe('Dreadnought is not a ship class of any fleet list.');
  });

  it('VAS-FLEET-CARRIER-FLIGHTS: another nation\'s carrier aircraft is refused as not of the list, naming its nation', () => {
    const r = check({ nation: 'Royal Navy', ships: [{ class: 'Illustrious', flights: [{ aircraft: 'Grumman F6F Hellcat', count: 1 }, { aircraft: 'Swordfish', count: 1 }] }] });
    expect(codes(r)).toEqual(['ERR_FLEET_UNKNOWN_AIRCRAFT', 'ERR_FLEET_UNKNOWN_AIRCRAFT']);
    expect(r.problems[0]?.message).toContain('(it is a US Navy aircraft)');
    expect(r.problems[1]?.message).toContain('Did you mean "Fairey Swordfish"?');
  });

  it('VAS-FLEET-SQUADRON: a squadron of another nation names it; flights given as text are refused as not a number', () => {
    const r = check({ nation: 'Royal Navy', squadrons: [{ aircraft: 'Junkers Ju-87' }, { aircraft: 'Hawker Hurricane', flights: '2' }] });
    expect(codes(r)).toEqual(['ERR_FLEET_UNKNOWN_AIRCRAFT', 'ERR_FLEET_SQUADRON_SIZE']);
    expect(r.problems[0]?.message).toContain('Kriegsmarine');
    expect(r.problems[1]?.message).toContain('flights must be a number');
  });

  it('DATA-FLEET-FILE: every ship needs its own name; a name that is not a text is refused', () => {
    const r = check({ nation: 'Royal Navy', ships: [{ class: 'Tribal', name: 'Cossack' }, { class: 'Tribal', name: 'cossack' }, { class: 'Tribal', name: 5 }], civilians: [{ type: 'Tramp Freighter', name: 'Cossack' }] });
    expect(codes(r)).toEqual(['ERR_FLEET_NAME', 'ERR_FLEET_NAME', 'ERR_FLEET_NAME']);
    expect(paths(r)).toEqual(['ships[2].name', 'ships[1].name', 'civilians[0].name']);
    expect(r.problems[1]?.message).toContain('ships[0].name');
  });

  it('DATA-FLEET-FILE: a fleet that buys nothing is refused; one of only squadrons or only civilian ships is a fleet', () => {
    expect(codes(check({ nation: 'Royal Navy', ships: [] }))).toEqual(['ERR_FLEET_EMPTY']);
    expect(codes(check({ nation: 'Royal Navy' }))).toEqual(['ERR_FLEET_EMPTY']);
    expect(check({ nation: 'Royal Navy', squadrons: [{ aircraft: 'Hawker Hurricane' }] }).problems).toEqual([]);
    expect(check({ nation: 'Royal Navy', civilians: [{ type: 'Tanker' }] }).problems).toEqual([]);
  });
});
