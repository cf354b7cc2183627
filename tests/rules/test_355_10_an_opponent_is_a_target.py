"""355.10, 355.10.d.2, 359.3.e.2, 359.3.e.5: a player a spell or ability names ("choose an
opponent", "choose a player") is a target. It is chosen as the spell is played (before its cost is
paid) or as the ability is finalized, never as it resolves; with one opponent (a Duel) that one is
the only choice (355.10.d.2: still a target), and with three or more players the choice comes before
the others can answer. As it resolves the player must still be a legal target: one who has left the
game is not, and the instructions on them are ignored (359.3.e.5).

Sabotage (a spell) and Mindsplitter (a Play Effect) in a three-player Free-for-All; the choice is
written ``P1`` in the notation (actions.player_code), the log and a position's chain item."""

from __future__ import annotations

from riftbound.actions import ChooseOpponent, Concede, Pass, PlaySpell, player_code
from riftbound.checks import check_invariants
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.log_text import render
from tests.cards.test_wave3_sideboards import DECK
from tests.spell_helpers import cid


def _ffa(hand: list[str], runes: list[str]):
    return load_position({"mode": "ffa3", "players": [
        {"deck": DECK, "hand": hand, "runes": runes},
        {"deck": DECK, "hand": ["Stupefy"]}, {"deck": DECK, "hand": ["Hextech Ray"]}]})


def _until(game, kind: str, limit: int = 40) -> None:
    for _ in range(limit):
        d = game.pending()
        if d is None or d.kind == kind:
            return
        acts = game.legal_actions()
        game.apply(Pass() if Pass() in acts else acts[0])
    raise AssertionError(game.pending())


def test_the_opponent_sabotage_chooses_is_chosen_as_it_is_played_in_free_for_all() -> None:
    """355.10, 355.5 (Sabotage, three players): one play per opponent, the opponent written in the
    play; the play names P2, P2's hand is the one revealed as it resolves (not P1's), and the log's
    play line names P2."""
    game = _ffa(["Sabotage"], ["Body Rune"] * 2)
    sabotage = cid(game, "Sabotage")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == sabotage]
    assert {a.targets for a in plays} == {((player_code(1),),), ((player_code(2),),)}
    act = parse_action(game, "play Sabotage targeting P2")
    assert act.targets == ((player_code(2),),) and str(act) == f"play #{sabotage} targeting P2"
    assert parse_action(game, str(act)) == act and format_action(game, act) == "play Sabotage targeting P2"
    game.apply(act)
    g = game.state
    assert g.pending.kind == "pay"  # the target came first, then the cost (355, 357)
    line = render(g, [e for e in g.log if e.kind == "play_spell"][-1])
    assert "targeting P2" in line
    _until(game, "main")  # Hextech Ray is P2's one non-unit card: taken as the single option
    reveal = [e for e in g.log if e.kind == "reveal"]
    assert [e.player for e in reveal] == [2]
    assert g.players[2].deck[0] == cid(game, "Hextech Ray") and g.players[1].hand == [cid(game, "Stupefy")]
    check_invariants(game)


def test_a_play_effect_chooses_its_opponent_as_it_is_finalized() -> None:
    """355.10, 337.1, 359.1 (Mindsplitter, three players): once the unit has resolved, its Play
    Effect is finalized with its opponent chosen by seat (P1 or P2), before anyone has Priority; the
    choice is logged and kept in the item's targets; P2 reveals and discards as it resolves."""
    game = _ffa(["Mindsplitter"], ["Chaos Rune"] * 9)
    game.apply(parse_action(game, "play Mindsplitter to base"))
    _until(game, "choose_opponent")
    d = game.pending()
    assert d.player == 0 and d.context.reason == "player_target" and d.context.seats == (1, 2)
    assert {str(a) for a in game.legal_actions()} == {"opponent P1", "opponent P2"}
    game.stepping = True  # stop at the forced decisions after it (Priority)
    game.apply(ChooseOpponent(2))
    g = game.state
    item = g.chain[-1]
    assert item.finalized and item.targets == ((player_code(2),),)
    assert [e.data[1] for e in g.log if e.kind == "player_target"] == [2]
    assert not [e for e in g.log if e.kind == "reveal"]  # not yet: it has only been finalized
    dump = dump_position(game)
    assert load_position(dump).state.chain[-1].targets == ((player_code(2),),)
    game.stepping = False
    _until(game, "main")  # its one card is discarded as the single option
    assert [e.player for e in g.log if e.kind == "reveal"] == [2]
    assert g.players[2].trash == [cid(game, "Hextech Ray")]
    check_invariants(game)


def test_an_opponent_who_left_the_game_is_no_longer_a_legal_target() -> None:
    """359.3.e.2, 359.3.e.5 (Sabotage, three players): P1, the chosen opponent, concedes while it
    waits on the chain; as it resolves nothing is revealed or recycled (the instruction on that
    player is ignored, 359.3.e.6) and P2's hand is untouched."""
    game = _ffa(["Sabotage"], ["Body Rune"] * 2)
    game.stepping = True  # stop at Priority, though passing is forced
    game.apply(parse_action(game, "play Sabotage targeting P1"))
    _until(game, "priority")
    assert game.state.chain[-1].finalized
    game.apply(Concede(1))
    game.stepping = False
    _until(game, "main")
    g = game.state
    assert not [e for e in g.log if e.kind == "reveal"]
    assert g.players[2].hand == [cid(game, "Hextech Ray")]
    assert any(e.kind == "instruction_skipped" for e in g.log)


def test_in_a_duel_the_one_opponent_is_still_the_target() -> None:
    """355.10.d.2 (Sabotage, a Duel): the only opponent is the only choice but still a target, in the
    play's targets; "play Sabotage" names that one play."""
    game = load_position({"players": [{"deck": DECK, "hand": ["Sabotage"], "runes": ["Body Rune"] * 2},
                                      {"deck": DECK, "hand": ["Stupefy"]}]})
    sabotage = cid(game, "Sabotage")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == sabotage]
    assert [a.targets for a in plays] == [((player_code(1),),)]
    assert parse_action(game, "play Sabotage") == plays[0]
