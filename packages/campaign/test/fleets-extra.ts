/** A third small campaign fleet for the multi-player tests. */
export const FRENCH = {
  nation: 'French Navy',
  name: 'Forces de Haute Mer',
  ships: [
    { class: 'Dunkerque', name: 'Strasbourg' },
    { class: 'Algerie', name: 'Algerie' },
    { class: 'Le Fantasque', name: 'Le Terrible' },
    { class: 'Le Fantasque', name: 'Le Fantasque' },
  ],
};
