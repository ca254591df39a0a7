/** The flights layer as markup (react-dom/server): what a flight says and how a dogfight is drawn (Flights.tsx). */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { vas } from '@salvo/vas';
import { FlightLayer } from '../src/vas/Flights';
import { HiddenSquares } from '../src/vas/overlays';
import { scenarioSetup } from '../src/vas/scenarios';

function carrierView(seat: string) {
  const r = vas.createGame(scenarioSetup('carrier', '2'));
  if (!r.ok) throw new Error(r.error.message);
  const s = structuredClone(r.value);
  const fulmar = s.air.flights.find((f) => f.id === 'fulmar1');
  const me = s.air.flights.find((f) => f.id === 'me109');
  if (!fulmar || !me) throw new Error('flights missing');
  fulmar.dogfight = ['me109'];
  me.dogfight = ['fulmar1'];
  me.damage = 1;
  return vas.observe(s, seat);
}

describe('the flights layer', () => {
  it('VAS-AIR-FLIGHT VAS-AIR-MOVE: locked flights are tethered and say whom they are locked with; each flight gives type, side and Damage', () => {
    const html = renderToStaticMarkup(createElement(FlightLayer, { state: carrierView('rn') }));
    expect(html.match(/class="dogfight"/g)?.length).toBe(1);
    expect(html).toContain('aria-label="Flight fulmar1, Fairey Fulmar (Fighter), Royal Navy, heading 0 degrees, Damage 1 of 1, locked in a dogfight with Messerschmitt Me-109"');
    expect(html).toContain('Flight stuka1, Junkers Ju-87 (Dive Bomber), Regia Marina');
    // side by colour AND shape: a round ring for the first fleet, a square one for the second
    expect(html.match(/<circle r="0.95"/g)?.length).toBe(1);
    expect(html.match(/<rect x="-0.95"/g)?.length).toBe(2);
    // flights aboard a carrier are not on the table
    expect(html).not.toContain('sword1');
  });

  it('VAS-SUB-HIDDEN-INFO: the hidden square layer draws only what the seat\'s view holds', () => {
    expect(renderToStaticMarkup(createElement(HiddenSquares, { view: carrierView('rn') }))).not.toContain('Scir');
    expect(renderToStaticMarkup(createElement(HiddenSquares, { view: carrierView('rm') }))).toContain('Your hidden submersible Scirè: somewhere in square B1');
  });
});
