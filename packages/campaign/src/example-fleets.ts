/**
 * Ready-made starting fleets, so a campaign can begin without writing a fleet file: two for each map's
 * principal navies. Salvo's own examples (not orders of battle): ships of the fleet lists, each fleet well
 * inside the 10 Fleet Allocation Points at Battle a starting fleet may have (VAS-CAMPAIGN-START-FLEET),
 * named after ships of those classes that served in that theatre.
 */
export interface ExampleFleet {
  /** A short id for forms and tests ("royal-navy-med"). */
  readonly id: string;
  /** The map it was drawn up for. */
  readonly map: string;
  /** The fleet file, as `salvo fleet validate` reads it. */
  readonly fleet: { readonly nation: string; readonly name: string; readonly ships: readonly { readonly class: string; readonly name: string }[] };
}

export const ROYAL_NAVY = {
  nation: 'Royal Navy',
  name: 'Mediterranean Fleet',
  ships: [
    { class: 'Queen Elizabeth', name: 'HMS Warspite' },
    { class: 'Southampton', name: 'HMS Gloucester' },
    { class: 'Leander', name: 'HMS Orion' },
    { class: 'Leander', name: 'HMS Ajax' },
    { class: 'Tribal', name: 'HMS Nubian' },
    { class: 'Tribal', name: 'HMS Mohawk' },
    { class: 'J, K and N', name: 'HMS Jervis' },
    { class: 'J, K and N', name: 'HMS Janus' },
  ],
};

export const ITALIAN_NAVY = {
  nation: 'Italian Navy',
  name: 'Regia Marina',
  ships: [
    { class: 'Ciao Duilio', name: 'Caio Duilio' },
    { class: 'Zara', name: 'Zara' },
    { class: 'Zara', name: 'Pola' },
    { class: 'Trento', name: 'Trento' },
    { class: 'Navigatori', name: 'Lanzerotto Malocello' },
    { class: 'Navigatori', name: 'Antonio da Noli' },
    { class: 'Navigatori', name: 'Nicoloso da Recco' },
  ],
};

export const US_NAVY = {
  nation: 'US Navy',
  name: 'Pacific Fleet',
  ships: [
    { class: 'New York', name: 'USS Texas' },
    { class: 'Brooklyn', name: 'USS Boise' },
    { class: 'New Orleans', name: 'USS San Francisco' },
    { class: 'Atlanta', name: 'USS Juneau' },
    { class: 'Fletcher', name: "USS O'Bannon" },
    { class: 'Fletcher', name: 'USS Nicholas' },
    { class: 'Fletcher', name: 'USS Fletcher' },
  ],
};

export const JAPANESE_NAVY = {
  nation: 'Imperial Japanese Navy',
  name: 'Combined Fleet',
  ships: [
    { class: 'Kongo', name: 'Kirishima' },
    { class: 'Takao', name: 'Atago' },
    { class: 'Aoba', name: 'Aoba' },
    { class: 'Aoba', name: 'Kinugasa' },
    { class: 'Kagero', name: 'Yukikaze' },
    { class: 'Kagero', name: 'Amatsukaze' },
    { class: 'Fubuki', name: 'Murakumo' },
  ],
};

export const EXAMPLE_FLEETS: readonly ExampleFleet[] = [
  { id: 'royal-navy-med', map: 'mediterranean', fleet: ROYAL_NAVY },
  { id: 'italian-navy', map: 'mediterranean', fleet: ITALIAN_NAVY },
  { id: 'us-navy', map: 'pacific', fleet: US_NAVY },
  { id: 'japanese-navy', map: 'pacific', fleet: JAPANESE_NAVY },
];
