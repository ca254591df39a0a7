/** Fleet Allocation Points a side has before the scenario sets its own ("each player has five"). */
export const BASE_POINTS = 5;
