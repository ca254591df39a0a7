/** The boardgame.io game of the server bench: each move rolls a die on the server and ends the turn. */
export const bgioGame = {
  name: 'salvo-bench',
  setup: (): { rolls: number[] } => ({ rolls: [] }),
  moves: {
    roll: {
      move: ({ G, random }: { G: { rolls: number[] }; random: { D6(): number } }): void => {
        G.rolls.push(random.D6());
        if (G.rolls.length > 16) G.rolls.shift();
      },
      client: false,
    },
  },
  turn: { minMoves: 1, maxMoves: 1 },
};
