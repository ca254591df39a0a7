/** Two small campaign fleets (10 Fleet Allocation Points at Battle or less) for the campaign tests. */
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
