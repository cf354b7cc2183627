"""The OpenSpiel game (riftbound.rl.openspiel_game): OpenSpiel's random-simulation test (with
serialization), its game type per mode, and states that replay, clone and hide what they must."""

from __future__ import annotations

import pytest

for _module in ("numpy", "gymnasium", "pettingzoo"):  # riftbound.rl needs the rl extra
    pytest.importorskip(_module, reason="the rl extra is not installed: pip install '.[rl]'")
pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed (the rl extra)")

import numpy as np  # noqa: E402

import riftbound.rl.openspiel_game  # noqa: E402, F401  (registers python_riftbound)


@pytest.mark.parametrize("mode", ["duel", "2v2", "skirmish"])
def test_random_sim_test(mode: str) -> None:
    """pyspiel.random_sim_test passes, serializing and deserializing states on the way."""
    game = pyspiel.load_game("python_riftbound", {"mode": mode, "max_turns": 6})
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_game_type_follows_the_mode() -> None:
    """A Duel and 2v2 are zero-sum (two teams, points adjudication), free-for-all is general-sum;
    the seat count and the action space follow the mode."""
    duel = pyspiel.load_game("python_riftbound")
    ffa = pyspiel.load_game("python_riftbound", {"mode": "skirmish"})
    team = pyspiel.load_game("python_riftbound", {"mode": "2v2"})
    assert duel.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert team.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert ffa.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert (duel.num_players(), ffa.num_players(), team.num_players()) == (2, 3, 4)
    assert duel.observation_tensor_size() == duel.information_state_tensor_size() > 1000


def test_states_replay_clone_and_hide() -> None:
    """The seed is the first (chance) action, so a history replays a game exactly; a clone is
    independent; each seat's information-state string is its own, and the observation tensor
    matches the environment's."""
    game = pyspiel.load_game("python_riftbound", {"max_turns": 30})
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 1024
    state.apply_action(17)
    rng = np.random.default_rng(0)
    for _ in range(40):
        state.apply_action(int(rng.choice(state.legal_actions())))
    replay = game.new_initial_state()
    for a in state.history():
        replay.apply_action(a)
    assert str(replay) == str(state)
    assert replay.observation_tensor(0) == state.observation_tensor(0)
    twin = state.clone()
    twin.apply_action(twin.legal_actions()[0])
    assert len(twin.history()) == len(state.history()) + 1
    assert state.session.game.state.key() == replay.session.game.state.key()
    assert state.information_state_string(0) != state.information_state_string(1)
    assert np.array_equal(np.array(state.observation_tensor(1), np.float32),
                          state.session.observe(1))
