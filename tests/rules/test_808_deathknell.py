"""Rule 808 (Deathknell: "when I die, ..."), with 383.2.c.2, 383.3.b and 383.3.d: the ability
triggers as its source dies and goes on the chain from the trash (808.1.d, 808.1.d.2); units that
die together trigger together (808.2.a, 383.3.d)."""

from __future__ import annotations

from riftbound.actions import ChooseCard, OrderTriggers
from riftbound.checks import check_invariants
from riftbound.formats.position import dump_position, load_position
from tests.spell_helpers import cid, do, pass_, play, position
from tests.spell_helpers import kinds_among as kinds

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def attack_poro(units: list[str], p0: dict | None = None) -> object:
    """P0 attacks P1's Stalwart Poro (2 Might) at battlefield 0 with ``units`` from base."""
    game = position({"deck": DECK, "base": units, "rune_deck": ["Calm Rune"] * 3, **(p0 or {})},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    do(game, "move " + ", ".join(units) + " to bf 0")
    return game


def test_808_1_d_soaring_scout_dies_in_combat_and_its_ability_resolves_from_the_trash():
    """808.1.c, 808.1.d, 808.1.d.2, 323.4-323.5, 430.3: Soaring Scout (1 Might) attacks a 2 Might
    Poro and dies to combat damage; in the cleanup its Deathknell goes on the chain as a pending item
    before the card reaches the trash (323.4 before 323.5), then resolves from the trash and
    channels 1 rune, exhausted."""
    game = attack_poro(["Soaring Scout"])
    scout = cid(game, "Soaring Scout")
    p0 = game.state.players[0]
    assert scout in p0.trash and scout not in game.state.units
    assert kinds(game, "kill", "trigger", "resolve", "channel") == ["trigger", "kill", "resolve",
                                                                    "channel"]
    assert len(p0.runes) == 1 and p0.rune_exhausted == [True]
    assert game.pending().kind == "main" and not game.state.chain
    check_invariants(game)


def test_808_1_d_2_the_deathknell_on_the_chain_round_trips_through_a_position():
    """808.1.d.2, 383.3: with a Reaction in the opponent's hand, P1 gets Priority while Soaring
    Scout's Deathknell is on the chain (its source in the trash, no "here"); the position there
    saves and loads the same, and the loaded game resolves it the same way."""
    game = position({"deck": DECK, "base": ["Soaring Scout"], "rune_deck": ["Calm Rune"] * 3},
                    {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    do(game, "move Soaring Scout to bf 0")
    while game.pending().kind == "focus":
        pass_(game)
    while game.pending().kind == "assign":
        game.apply(game.legal_actions()[0])
    (item,) = game.state.chain
    scout = cid(game, "Soaring Scout")
    assert (item.cid, item.kind, item.dest, item.finalized) == (scout, "die", None, True)
    assert (game.pending().kind, game.pending().player) == ("priority", 1)
    data = dump_position(game)
    assert data["chain"][0]["ability"] == "die" and "here" not in data["chain"][0]
    again = load_position(data)
    assert again.state.chain == game.state.chain and again.state.tasks == game.state.tasks
    assert again.legal_actions() == game.legal_actions()
    for g in (game, again):
        pass_(g)  # P0 can only pass: taken for them, and the ability resolves
        assert g.state.players[0].rune_exhausted == [True] and not g.state.chain


def test_808_2_a_two_scouts_dying_together_are_both_on_the_chain_before_priority():
    """808.2.a, 383.3.d, 323.5: two Soaring Scouts die in the same cleanup; their abilities are
    interchangeable, so nobody is asked to order them, and both are placed before any player gains
    Priority; each channels a rune."""
    game = position({"deck": DECK, "base": ["Soaring Scout", "Soaring Scout"],
                     "rune_deck": ["Calm Rune"] * 3},
                    {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    do(game, "move Soaring Scout, Soaring Scout to bf 0")
    while game.pending().kind in ("focus", "assign"):
        game.apply(game.legal_actions()[0])
    assert [it.kind for it in game.state.chain] == ["die", "die"]
    assert game.pending().kind == "priority"
    while game.pending().kind == "priority":
        pass_(game)
    assert game.state.players[0].rune_exhausted == [True, True]
    check_invariants(game)


def test_383_3_d_two_different_deathknells_dying_together_are_ordered_by_their_controller():
    """383.3.d, 808.2.a, 383.3.b: Soaring Scout and Undercover Agent die in one cleanup (Agent
    blocks 6 damage); their controller orders both Deathknells, in one decision, and the last placed
    resolves first (340.1): placing the Agent's first, the Scout's channels before the Agent's
    discard and draw."""
    game = position({"deck": DECK * 2, "hand": ["Petty Officer", "Laurent Duelist"],
                     "base": ["Soaring Scout", "Undercover Agent"], "rune_deck": ["Calm Rune"] * 3},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [
                        {"card": "Stalwart Poro", "might_this_turn": 10}]}, {}])
    scout, agent = cid(game, "Soaring Scout"), cid(game, "Undercover Agent")
    do(game, "move Soaring Scout, Undercover Agent to bf 0")
    while game.pending().kind in ("focus", "assign"):
        game.apply(game.legal_actions()[0])
    d = game.pending()
    assert (d.kind, d.player, d.context) == ("order_triggers", 0, ("die", (scout, agent)))
    assert sorted(game.legal_actions(), key=str) == sorted(
        [OrderTriggers((scout, agent)), OrderTriggers((agent, scout))], key=str)
    game.apply(OrderTriggers((agent, scout)))
    while game.pending().kind in ("priority", "choose_card"):  # the discard picks: the first card
        game.apply(game.legal_actions()[0])
    assert kinds(game, "channel", "discard", "draw")[:3] == ["channel", "discard", "discard"]
    assert len(game.state.players[0].hand) == 2
    assert game.state.players[0].rune_exhausted == [True]
    check_invariants(game)


def test_428_1_a_1_b_a_deathknell_during_a_spell_goes_on_the_chain_before_the_trash():
    """428.1.a.1.b, 808.1.d.2, 411.1, 340.1: Cull the Weak makes each player kill a unit of theirs;
    P0 kills Soaring Scout while the spell resolves: its Deathknell goes on the chain as a pending
    item before the Scout reaches the trash (ruling 116), is finalized once the spell has finished,
    and resolves (a rune channeled, exhausted)."""
    game = position({"deck": DECK, "hand": ["Cull the Weak"], "runes": ["Order Rune"] * 2,
                     "base": ["Soaring Scout"], "rune_deck": ["Calm Rune"] * 2},
                    {"deck": DECK, "base": ["Stalwart Poro"]})
    play(game, "play Cull the Weak")
    while game.pending().kind == "priority":
        pass_(game)
    assert kinds(game, "kill", "spell_done", "trigger", "finalize") == [
        "finalize", "trigger", "kill", "kill", "spell_done", "finalize"]
    p0 = game.state.players[0]
    assert [game.state.cards[r].name for r in p0.runes][-1] == "Calm Rune" and p0.rune_exhausted[-1]
    assert [game.state.cards[r].name for r in p0.runes].count("Calm Rune") == 1
    assert not game.state.chain and game.pending().kind == "main"
    check_invariants(game)


def test_808_undercover_agent_discards_two_then_draws_two():
    """808.1.c, 422.1.a, 413: Undercover Agent dies in combat; as its Deathknell resolves its
    controller picks the 2 cards to discard (a decision each, one option per distinct card), then
    draws 2."""
    game = position({"deck": DECK, "hand": ["Petty Officer", "Laurent Duelist", "Vanguard Sergeant"],
                     "base": ["Undercover Agent"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [
                        {"card": "Stalwart Poro", "might_this_turn": 10}]}, {}])
    do(game, "move Undercover Agent to bf 0")
    while game.pending().kind in ("focus", "assign"):
        game.apply(game.legal_actions()[0])
    d = game.pending()
    assert (d.kind, d.context[0]) == ("choose_card", "discard_pick")
    hand = game.state.players[0].hand
    officer = next(c for c in hand if game.state.cards[c].name == "Petty Officer")
    assert ChooseCard(officer) in game.legal_actions() and len(game.legal_actions()) == 3
    game.apply(ChooseCard(officer))
    game.apply(game.legal_actions()[0])
    p0 = game.state.players[0]
    assert officer in p0.trash and len(p0.hand) == 3 and len(p0.trash) == 3  # the Agent, 2 cards
    check_invariants(game)
