"""Rules 376-381 and 398-406: activated abilities. Their controller activates them as a
discretionary action on their turn in an Open State (381), with Action also in showdowns (806.1.c.2),
with Reaction also in Closed States (813.1.c.2); each goes on the chain, its choices made and its
cost paid as it is activated (402-404), and resolves like a spell (406.5). Scenarios use the Origins
legends Lee Sin, Blind Monk and Viktor, Herald of the Arcane ([1], [E] abilities)."""

from __future__ import annotations

import pytest

from riftbound import load_cards
from riftbound.actions import Activate, Pass
from riftbound.checks import check_invariants
from riftbound.effects import Draw, TriggerScript
from riftbound.engine.abilities import Ability
from riftbound.errors import IllegalActionError
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import PositionError, dump_position, load_position
from tests.helpers import give_answer, kinds
from tests.spell_helpers import cid, do, pass_, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]
LEE = {"legend": "Lee Sin, Blind Monk", "deck": DECK, "runes": ["Calm Rune", "Body Rune"],
       "base": ["Petty Officer"]}


def _card_id(name: str) -> str:
    return load_cards().by_name(name).id


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def test_activation_goes_on_the_chain_and_resolves_after_priority_passes():
    """377.3.a, 401.1, 404, 406.2, 406.4, 340.1: Lee Sin's ability is activated with its target and
    payment; it is finalized on the chain (a Closed State), the opponent holding a Reaction gets
    Priority before it resolves; then the unit is buffed and the ability leaves the chain."""
    game = position(LEE, {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2})
    officer = cid(game, "Petty Officer", "base")
    start = len(game.log)
    do(game, "activate Lee Sin, Blind Monk targeting Petty Officer pay exhaust Calm Rune")
    g = game.state
    (item,) = g.chain
    assert (item.kind, item.cid, item.finalized, item.targets) == ("activated", g.players[0].legend,
                                                                   True, ((officer,),))
    assert g.players[0].legend_exhausted and g.players[0].rune_exhausted.count(True) == 1
    d = game.pending()
    assert (d.kind, d.player) == ("priority", 1)
    assert g.units[officer].buffs == 0
    pass_(game)
    assert g.units[officer].buffs == 1 and not g.chain and game.pending().kind == "main"
    assert kinds(game, start)[:3] == ["activate", "pay", "finalize"]
    assert "ability_done" in kinds(game, start)
    check_invariants(game)


def test_an_exhausted_legend_cannot_pay_its_exhaust_cost_until_it_readies_at_awaken():
    """135.2.e.2, 315.1, 415.3.a: once exhausted, the legend's [E] ability is not offered; the
    legend readies in its controller's Awaken Phase, and the ability is offered again."""
    game = position({**LEE, "runes": ["Calm Rune"] * 4}, {"deck": DECK})
    assert activations(game)
    do(game, "activate Lee Sin, Blind Monk targeting Petty Officer pay exhaust Calm Rune")
    assert game.state.players[0].legend_exhausted and activations(game) == []
    do(game, "end turn")
    assert game.state.turn_player == 1 and game.state.players[0].legend_exhausted
    do(game, "end turn")
    assert game.state.turn_player == 0 and not game.state.players[0].legend_exhausted
    assert activations(game)


def test_no_activation_on_the_opponents_turn_nor_without_energy():
    """381, 410.1.a, 404: an ability without Action or Reaction is activated only on its
    controller's turn; and not when its Energy cost can't be paid."""
    game = position({"deck": DECK}, LEE)
    assert activations(game) == []  # P0's turn: P1's legend is not offered
    do(game, "end turn")
    assert game.state.turn_player == 1 and activations(game)
    poor = position({**LEE, "runes": []}, {"deck": DECK})
    assert activations(poor) == []


def test_no_legal_target_means_no_activation():
    """402.3: with no friendly unit to buff, Lee Sin's ability can't be activated."""
    game = position({**LEE, "base": []}, {"deck": DECK, "base": ["Petty Officer"]})
    assert activations(game) == []


def test_an_illegal_activation_changes_nothing():
    """402.3, 404: an activation with an enemy target, or with a rune that is already exhausted,
    is refused and the game is untouched."""
    game = position(LEE, {"deck": DECK, "base": ["Vanguard Sergeant"]})
    g = game.state
    before = g.key()
    legend, enemy = g.players[0].legend, cid(game, "Vanguard Sergeant", "base")
    with pytest.raises(IllegalActionError):
        game.apply(Activate(legend, target=enemy, exhaust=(g.players[0].runes[0],)))
    assert g.key() == before


@pytest.mark.parametrize("action", [False, True])
def test_in_a_showdown_only_action_abilities_and_the_chain_they_open_passes_focus(monkeypatch, action):
    """308.1.a, 313.1.a, 806.1.c.2, 346, 346.1: with Focus in a showdown only an ability with
    Action may be activated (a test ability given to Petty Officer: [E]: draw 1); the chain it
    opens is not a triggered ability's, so when it closes Focus passes to the next player."""
    game = position({"deck": DECK, "base": ["Petty Officer", "Petty Officer"]}, {"deck": DECK})
    give_answer(game, "activated", _card_id("Petty Officer"),
                (Ability(TriggerScript((Draw(1),)), exhaust=True, action=action),))
    first, second = sorted(u.cid for u in game.state.units.values())
    start = len(game.log)
    do(game, f"move #{first} to bf 0")  # an empty battlefield: a showdown, P0 has Focus (the
    if not action:                      # only option without Action is to pass: it ends at once)
        assert "activate" not in kinds(game, start) and game.state.battlefields[0].controller == 0
        return
    d = game.pending()
    assert (d.kind, d.player) == ("focus", 0)
    assert activations(game) == [Activate(second)]  # the moved unit is exhausted
    game.apply(Activate(second))
    log = kinds(game, start)
    assert log.index("activate") < log.index("draw") < log.index("focus_passes")
    assert len(game.state.players[0].hand) == 1 and game.state.battlefields[0].controller == 0


def test_activated_item_and_exhausted_legend_round_trip_through_a_position():
    """377.3, 315.1: a position holds the activated ability on the chain (its source, which ability)
    and the legend's exhausted state; dumping and loading gives the same state, which plays on to
    the same result (the token's place is chosen as the ability resolves, 419.3.b)."""
    game = position({"legend": "Viktor, Herald of the Arcane", "deck": DECK,
                     "runes": ["Mind Rune", "Order Rune"], "base": ["Petty Officer"]},
                    {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2},
                    battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]}, {}])
    do(game, "activate Viktor, Herald of the Arcane pay exhaust Mind Rune")
    data = dump_position(game)
    assert data["chain"] == [{"activated": game.state.players[0].legend, "controller": 0,
                              "finalized": True}]
    assert data["players"][0]["legend_exhausted"] is True
    again = load_position(data)
    assert again.state.key() == game.state.key()
    pass_(again)
    pass_(game)
    assert again.state.key() == game.state.key()


def test_a_position_naming_an_ability_the_card_lacks_is_refused():
    """377.1: a chain item naming an activated ability its card doesn't have is reported."""
    with pytest.raises(PositionError, match="mode"):
        load_position({"players": [{"legend": "Lee Sin, Blind Monk", "deck": DECK},
                                   {"deck": DECK}],
                       "chain": [{"activated": 0, "mode": 3}],
                       "pending": {"player": 1, "kind": "priority", "context": [1]}})


def test_every_activation_reads_back_from_its_readable_and_canonical_forms():
    """Notation round trip (377.3): every legal action of positions with activations (a legend's,
    one using another card's ability, a trash cost, modes) reads back from both forms."""
    positions = [
        position(LEE, {"deck": DECK, "base": ["Petty Officer"]}),
        position({"legend": "Viktor, Herald of the Arcane", "deck": DECK, "runes": ["Mind Rune"],
                  "base": ["Heimerdinger, Inventor"], "trash": ["Petty Officer", "Laurent Duelist"]},
                 {"deck": DECK}, battlefields=[{"controller": 0, "units": ["Vi, Destructive"]}, {}]),
        position({"deck": DECK, "runes": ["Mind Rune"]}, {"deck": DECK, "base": ["Petty Officer"]},
                 battlefields=[{"controller": 0, "units": [{"card": "Udyr, Wildman", "buffs": 1}]},
                               {"controller": 1, "units": ["Vanguard Sergeant"]}]),
    ]
    seen = 0
    for game in positions:
        for a in game.legal_actions():
            readable = format_action(game, a)
            assert parse_action(game, readable) == a, (readable, a)
            assert parse_action(game, str(a)) == a, (str(a), a)
            seen += isinstance(a, Activate)
    assert seen >= 8
    assert str(Activate(3, 7, 2, 12, -1, (20,), (30,), (31,))) == (
        "activate #3 using #7 mode 2 targeting #12 to base recycling #20 pay exhaust #30 recycle #31")


def test_priority_passes_when_the_opponent_answers_nothing():
    """338.1.b, 339.1: with no Reaction to play, both players pass and the ability resolves; the
    activation was a discretionary action of the Main Phase, which goes on (410.1.b)."""
    game = position(LEE, {"deck": DECK})
    do(game, "activate Lee Sin, Blind Monk targeting Petty Officer pay exhaust Body Rune")
    assert not game.state.chain and game.pending().kind == "main"
    assert Pass() not in game.legal_actions()


def test_an_activation_missing_its_choices_is_explained():
    """402.2, 404: an activation written without its target or payment names the legal ones."""
    from riftbound.formats.notation import NotationError

    game = position(LEE, {"deck": DECK})
    with pytest.raises(NotationError, match="legal activations are 'activate Lee Sin, Blind Monk "
                                            "targeting Petty Officer at base pay exhaust"):
        parse_action(game, "activate Lee Sin, Blind Monk")
    do(game, "end turn")
    with pytest.raises(NotationError, match="no card named Lee Sin"):
        parse_action(game, "activate Lee Sin, Blind Monk targeting Petty Officer")


def test_a_reaction_ability_answers_on_the_opponents_turn_and_resolves_first(monkeypatch):
    """813.1.c.2, 309.1.a, 340.1: an ability with Reaction (a test ability given to Vanguard
    Sergeant: [E]: draw 1) may be activated while a chain exists, on any player's turn; it goes on
    the chain above Lee Sin's ability and resolves first."""
    game = position(LEE, {"deck": DECK, "base": ["Vanguard Sergeant"]})
    give_answer(game, "activated", _card_id("Vanguard Sergeant"),
                (Ability(TriggerScript((Draw(1),)), exhaust=True, reaction=True),))
    sergeant = cid(game, "Vanguard Sergeant", "base")
    start = len(game.log)
    do(game, "activate Lee Sin, Blind Monk targeting Petty Officer pay exhaust Calm Rune")
    assert (game.pending().kind, game.pending().player) == ("priority", 1)
    assert activations(game) == [Activate(sergeant)]
    game.apply(Activate(sergeant))  # then nobody can add more: the chain resolves, newest first
    assert not game.state.chain
    acts = [e.data[0] for e in game.log[start:] if e.kind == "activate"]
    assert acts == [game.state.players[0].legend, sergeant]
    log = kinds(game, start)
    assert log.index("draw") < log.index("buff")
    assert len(game.state.players[1].hand) == 1 and game.state.units[sergeant].exhausted
