"""Salvo's games from Python, shaped like pyspiel (OpenSpiel's Python API), standard library only.

The games run in a `salvo spiel` process (Node.js; docs/openspiel-api.md) spoken to over JSON lines:

    import salvo_spiel
    with salvo_spiel.Salvo() as salvo:
        game = salvo.load_game("victory_at_sea", {"scenario": "default"})
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(random.choices(outcomes, probs)[0])
            else:
                state.apply_action(random.choice(state.legal_actions()))
        print(state.returns())

Names follow pyspiel: current_player, legal_actions, chance_outcomes, apply_action, apply_actions,
returns, observation_string, information_state_string, history, serialize, clone; Game has
new_initial_state, num_players, get_type, deserialize_state, max_game_length. A refused request raises
SpielError with Salvo's stable code and sentence.
"""

import json
import os
import subprocess

CHANCE_PLAYER = -1
SIMULTANEOUS_PLAYER = -2
TERMINAL_PLAYER = -4

_REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def default_command():
    """`salvo spiel` run from this checkout: node with tsx, as `npm run salvo` does."""
    tsx = os.path.join(_REPO, "node_modules", "tsx", "dist", "cli.mjs")
    return ["node", tsx, os.path.join(_REPO, "apps", "cli", "src", "main.ts"), "spiel"]


class SpielError(Exception):
    """A request Salvo refused: `code` is stable (ERR_SPIEL_ILLEGAL, ...), the message a sentence."""

    def __init__(self, code, message):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class Salvo:
    """One `salvo spiel` process. Close it (or use `with`) when done."""

    def __init__(self, command=None):
        self._proc = subprocess.Popen(
            command or default_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            cwd=_REPO,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )
        self._next = 0

    def call(self, op, **fields):
        """Sends one request and returns its result; raises SpielError when Salvo refuses it."""
        if self._proc.poll() is not None:
            raise SpielError("ERR_SPIEL_CLOSED", "The salvo spiel process has ended.")
        self._next += 1
        request = dict(fields, id=self._next, op=op)
        self._proc.stdin.write(json.dumps(request) + "\n")
        self._proc.stdin.flush()
        line = self._proc.stdout.readline()
        if not line:
            raise SpielError("ERR_SPIEL_CLOSED", "The salvo spiel process ended without answering.")
        response = json.loads(line)
        if not response["ok"]:
            raise SpielError(response["error"]["code"], response["error"]["message"])
        return response["result"]

    def registered_games(self):
        return self.call("registered_games")

    def load_game(self, name, params=None):
        return Game(self, self.call("load_game", name=name, params=params or {}))

    def close(self):
        if self._proc.poll() is None:
            self._proc.stdin.close()
            self._proc.wait(timeout=30)
        self._proc.stdout.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Game:
    def __init__(self, salvo, info):
        self._salvo = salvo
        self.handle = info["game"]
        self._info = info

    def num_players(self):
        return self._info["num_players"]

    def player_names(self):
        return list(self._info["player_names"])

    def get_type(self):
        return dict(self._info["type"])

    def max_game_length(self):
        return self._info["max_game_length"]

    def observation_tensor_shape(self):
        """[length] of the observation tensor (War at Sea; Victory at Sea has none and raises SpielError)."""
        return self._salvo.call("observation_tensor_shape", game=self.handle)

    def observation_tensor_layout(self):
        """The tensor's named blocks in order: dicts with name, size and meaning."""
        return self._salvo.call("observation_tensor_layout", game=self.handle)

    def new_initial_state(self):
        return State(self._salvo, self, self._salvo.call("new_initial_state", game=self.handle)["state"])

    def deserialize_state(self, text):
        return State(self._salvo, self, self._salvo.call("deserialize_state", game=self.handle, text=text)["state"])

    def new_bot(self, strength, player, seed=1):
        """One of Salvo's bots (random, easy, normal, hard; War at Sea: random, heuristic, search)."""
        return Bot(self._salvo, self._salvo.call("load_bot", game=self.handle, strength=strength, player=player, seed=seed)["bot"])


class Bot:
    def __init__(self, salvo, handle):
        self._salvo = salvo
        self.handle = handle

    def step(self, state):
        """Chooses and plays the bot's action in `state`; returns the engine action it played."""
        return self._salvo.call("bot_step", bot=self.handle, state=state.handle, apply=True)["action"]


class State:
    def __init__(self, salvo, game, handle):
        self._salvo = salvo
        self.game = game
        self.handle = handle

    def _call(self, op, **fields):
        return self._salvo.call(op, state=self.handle, **fields)

    def status(self):
        """current_player, is_terminal, legal_actions, chance_outcomes, returns, ... in one round trip."""
        return self._call("status")

    def current_player(self):
        return self._call("current_player")

    def is_terminal(self):
        return self._call("is_terminal")

    def is_chance_node(self):
        return self._call("is_chance_node")

    def is_simultaneous_node(self):
        return self._call("is_simultaneous_node")

    def legal_actions(self, player=None):
        return self._call("legal_actions") if player is None else self._call("legal_actions", player=player)

    def legal_action_structs(self, player=None):
        return self._call("legal_action_structs") if player is None else self._call("legal_action_structs", player=player)

    def chance_outcomes(self):
        return [tuple(o) for o in self._call("chance_outcomes")]

    def apply_action(self, action):
        self._call("apply_action", action=action)

    def apply_actions(self, actions):
        self._call("apply_actions", actions=list(actions))

    def apply_action_struct(self, action):
        self._call("apply_action_struct", action=action)

    def action_to_string(self, player, action):
        return self._call("action_to_string", player=player, action=action)

    def returns(self):
        return self._call("returns")

    def observation_string(self, player):
        return self._call("observation_string", player=player)

    def observation_tensor(self, player):
        """The player's observation as a list of floats (layout: game.observation_tensor_layout())."""
        return self._call("observation_tensor", player=player)

    def information_state_string(self, player):
        return self._call("information_state_string", player=player)

    def history(self):
        return self._call("history")

    def serialize(self):
        return self._call("serialize")

    def clone(self):
        return State(self._salvo, self.game, self._call("clone")["state"])

    def delete(self):
        """Frees this state in the Salvo process (states are kept until deleted)."""
        self._salvo.call("delete", handle=self.handle)

    def __str__(self):
        return self._call("to_string")
