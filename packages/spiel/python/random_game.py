"""Plays seeded random games of a Salvo game through salvo_spiel and prints one JSON line a game.

    python3 packages/spiel/python/random_game.py [victory_at_sea|war_at_sea] [games] [seed]

Each line: the game, its seed, moves played, the returns, and whether the serialized state opened again
to the same history (OpenSpiel's serialize test).
"""

import json
import random
import sys

import salvo_spiel


def play(game, rng):
    state = game.new_initial_state()
    while True:
        status = state.status()
        if status["is_terminal"]:
            break
        if status["is_chance_node"]:
            outcomes, probs = zip(*status["chance_outcomes"])
            state.apply_action(rng.choices(outcomes, probs)[0])
        elif status["is_simultaneous_node"]:
            state.apply_actions([rng.choice(actions) for actions in status["legal_actions"]])
        else:
            state.apply_action(rng.choice(status["legal_actions"]))
    return state


def main():
    name = sys.argv[1] if len(sys.argv) > 1 else "victory_at_sea"
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    rng = random.Random(seed)
    with salvo_spiel.Salvo() as salvo:
        game = salvo.load_game(name)
        for g in range(games):
            state = play(game, rng)
            again = game.deserialize_state(state.serialize())
            print(json.dumps({
                "game": name,
                "seed": seed,
                "index": g,
                "moves": len(state.history()),
                "returns": state.returns(),
                "round_trip": again.history() == state.history(),
            }), flush=True)
            state.delete()
            again.delete()


if __name__ == "__main__":
    main()
