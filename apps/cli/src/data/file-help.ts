/** The file formats, with examples, that `--help` prints after the options of `fleet validate` and `ships`. */

export const ROSTERS_OPTION = 'a roster file with your own (e.g. official) figures, applied over the model\'s; format below';

export const FLEET_FILE_HELP = `
Fleet file (JSON). "nation" is one of Royal Navy, Kriegsmarine, US Navy, Imperial Japanese Navy, Italian Navy,
French Navy. Each ship: "class" (as \`salvo fleet list\` prints it), optional "name" (one ship only), "count"
(1-99), "command" (2-6, or Green, Conscript, Military-Grade, Veteran, Elite; default 4) and, for a carrier,
"flights" it embarks free (left out: a default air group). "squadrons" are land-based, bought whole with the
flights the list gives. "civilians" (convoys: [{ "type": "Tramp Freighter", "count": 2 }]) are paid from
--civilian-points. "year" applies In Service Dates like --year (the option wins). A "comment" is allowed
anywhere; any other unknown key is a problem.

  {
    "nation": "Royal Navy",
    "name": "Force H",
    "ships": [
      { "class": "Queen Elizabeth", "name": "HMS Warspite", "command": "Veteran" },
      { "class": "Illustrious", "flights": [{ "aircraft": "Fairey Swordfish", "count": 2 },
                                            { "aircraft": "Fairey Fulmar", "count": 2 }] },
      { "class": "Tribal", "count": 4 }
    ],
    "squadrons": [{ "aircraft": "Hawker Hurricane", "command": 3 }]
  }

Costs (Fleet Allocation): a ship or squadron of the scenario's level costs 1 point, one level above 2, two
above 4, more than two above cannot be bought; one point buys 2, 3, 4 or 6 of one to four levels below.
Prints the cost and every problem with its place and the rule it breaks. Exit 0: legal; 1: any problem or an
unreadable file; 2: a bad option.
Example: salvo fleet validate force-h.json --level Battle --points 5 --year 1941`;

export const ROSTER_FILE_HELP = `
Roster file (--rosters): JSON, one roster, a list of ship rosters, or { "ships": [...], "aircraft": [...] }.
Each entry replaces the class (or aircraft) of the same name, nation and Priority Level; every field is
required. An entry marked "new": true adds a ship class of your own instead (a what-if design, a class Salvo
lacks; not an aircraft): its name must be no class's or ship's, it is in no fleet list so fleet files cannot buy
it, and battle setup files (salvo play --scenario setup.json) and salvo odds --attacker/--target can name it.
Start from
\`salvo ships show "<class>" --json\` (ships) or \`salvo ships show "<aircraft>" --json\` (aircraft), edit the
figures, and load it:

  salvo ships show "Queen Elizabeth" --json > mine.json    # then edit the figures
  salvo ships show "Queen Elizabeth" --rosters mine.json

  [{ "class": "Queen Elizabeth", "nation": "Royal Navy", "priority": "Battle", "type": "battleship",
     "speed": 5, "turning": 1, "target": 4, "armour": 5, "damage": [34, 11], "crew": [47, 15],
     "traits": ["Aircraft 2", "Torpedo Belt"], "inService": 1915,
     "weapons": [{ "name": "A Turret", "kind": "main", "mount": "A", "range": 33, "ad": 2, "dd": 3, "traits": ["AP"] },
                 { "name": "AA", "kind": "aa", "range": 5, "ad": 8, "dd": null, "traits": [] }] }]

Target and Armour are die numbers (4 means 4+); damage and crew are [total, threshold], the threshold below
the total. The whole file is refused if any entry is wrong; every problem names the file, class and field.`;
