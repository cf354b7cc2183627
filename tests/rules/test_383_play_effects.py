"""Rules 383.3.d, 383.3.d.1, 383.4.a.2 and 419.4.a: a Play Effect is a triggered ability placed like
any other. When a unit or gear resolves, the act of playing it is complete (419.4.a): its own Play
Effect (383.4.a.2) and the "when you play a card" abilities trigger at once. None goes on the chain
before the others: each player orders theirs together, the turn player first (383.3.d-d.1), and only
when all are placed does a player gain Priority (337.4).

The "when you play a card" ability is given, for these tests only, to a vanilla unit (Laurent
Duelist): "draw 1" for its controller or, in the 383.3.d.1 test, for an opponent's play. Chemtech
Enforcer's Play Effect (discard 1) makes the order visible: with an empty hand, a discard that
resolves before the draw discards nothing."""

from __future__ import annotations

import pytest

from riftbound import load_cards
from riftbound.actions import OrderTriggers
from riftbound.checks import check_invariants
from riftbound.effects import Draw, TriggerScript, UnitCard, When
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.sets import IMPLEMENTED
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, pass_, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Stalwart Poro"]


@pytest.fixture
def duelist(monkeypatch: pytest.MonkeyPatch):
    """Give Laurent Duelist a "when [who] play(s) a card, draw 1" ability (its entry, for the
    test only: a position loaded from a dump has it too)."""

    def give(who: str = "you") -> None:
        c = load_cards().by_name("Laurent Duelist")
        monkeypatch.setitem(IMPLEMENTED, c.id, UnitCard(
            c.id, c.name,
            when=((When("play_card", who=who), TriggerScript((Draw(1),))),)))  # type: ignore[arg-type]

    return give


def enforcer(p1: dict | None = None, **p0: object):
    """P0's Main Phase: Chemtech Enforcer in an otherwise empty hand, Laurent Duelist in base."""
    return position({"deck": DECK, "hand": ["Chemtech Enforcer"], "runes": ["Calm Rune"] * 2,
                     "base": ["Laurent Duelist"], **p0}, {"deck": DECK, **(p1 or {})})


def resolve_all(game) -> None:
    while game.pending().kind == "priority":
        pass_(game)


def placed_then_resolved(game, start: int) -> tuple[list[tuple[int, int]], list[int]]:
    """(controller, source) of each triggered ability put on the chain since log entry ``start``,
    in order, and the sources of what resolved since; every placement comes before the first
    resolution (nobody had Priority in between, 337.4)."""
    log = game.log[start:]
    placed = [k for k, e in enumerate(log) if e.kind == "trigger"]
    resolved = [k for k, e in enumerate(log) if e.kind == "resolve"]
    assert not resolved or not placed or max(placed) < min(resolved)
    return [(log[k].player, log[k].data[0]) for k in placed], [log[k].data[0] for k in resolved]


def test_383_3_d_a_play_effect_and_a_play_card_ability_are_ordered_together(duelist):
    """383.4.a.2, 419.4.a, 383.3.d, 337.4: once Chemtech Enforcer has entered the board, its Play
    Effect and Laurent Duelist's "when you play a card" ability have both triggered and neither is
    on the chain: P0 orders the two. Placing the Play Effect first, the draw resolves first and the
    drawn card is then discarded; placing it last, the discard finds an empty hand and the drawn
    card stays. No one gains Priority before both are placed."""
    duelist()
    game = enforcer()
    play(game, "play Chemtech Enforcer to base")
    ench, duel = cid(game, "Chemtech Enforcer"), cid(game, "Laurent Duelist")
    d = game.pending()
    assert (d.kind, d.player) == ("order_triggers", 0)
    assert ench in game.state.units and not game.state.chain  # on the board; nothing placed yet
    assert sorted(a.order for a in game.legal_actions()) == sorted([(ench, duel), (duel, ench)])
    later, start = game.clone(), len(game.log)
    game.apply(OrderTriggers((ench, duel)))  # the Play Effect first: it resolves last (340.1)
    resolve_all(game)
    assert placed_then_resolved(game, start) == ([(0, ench), (0, duel)], [duel, ench])
    p0 = game.state.players[0]
    assert p0.hand == [] and len(p0.trash) == 1  # drawn, then discarded
    later.apply(OrderTriggers((duel, ench)))  # the Play Effect last: it resolves first
    resolve_all(later)
    assert placed_then_resolved(later, start) == ([(0, duel), (0, ench)], [ench, duel])
    p0 = later.state.players[0]
    assert len(p0.hand) == 1 and p0.trash == []  # nothing to discard, then the draw
    check_invariants(game)
    check_invariants(later)


def test_383_3_d_1_the_turn_players_play_effect_is_placed_before_an_opponents_ability(duelist):
    """383.3.d.1, 340.1: P1's Laurent Duelist draws when an opponent plays a card. P0, the turn
    player, places their Play Effect first; P1's ability goes on above it and resolves first (P1
    draws before P0 discards one of their two cards)."""
    duelist("opponent")
    game = position({"deck": DECK, "hand": ["Chemtech Enforcer", "Stalwart Poro"],
                     "runes": ["Calm Rune"] * 2}, {"deck": DECK, "base": ["Laurent Duelist"]})
    start, hand1 = len(game.log), len(game.state.players[1].hand)
    play(game, "play Chemtech Enforcer to base")
    ench, duel = cid(game, "Chemtech Enforcer"), cid(game, "Laurent Duelist")
    resolve_all(game)
    assert placed_then_resolved(game, start) == ([(0, ench), (1, duel)], [duel, ench])
    assert len(game.state.players[1].hand) == hand1 + 1 and game.state.players[0].hand == []
    check_invariants(game)


def test_727_1_c_1_an_inactive_legion_play_effect_does_not_trigger_with_the_others(duelist):
    """727.1.c.1, 812.1.b.1, 383.3.d: Trifarian Gloryseeker as P0's first card of the turn: its
    Legion Play Effect is inactive, so only the Duelist's ability triggers: nothing to order."""
    duelist()
    game = position({"deck": DECK, "hand": ["Trifarian Gloryseeker"], "runes": ["Order Rune"] * 2,
                     "base": ["Laurent Duelist"]}, {"deck": DECK})
    start = len(game.log)
    play(game, "play Trifarian Gloryseeker to base")
    resolve_all(game)
    assert placed_then_resolved(game, start)[0] == [(0, cid(game, "Laurent Duelist"))]
    assert any(e.kind == "ability_inactive" and e.rule == "727.1.c.1" for e in game.log)
    assert game.state.units[cid(game, "Trifarian Gloryseeker")].buffs == 0


def test_383_4_a_1_a_gears_play_effect_is_ordered_with_the_others(duelist):
    """383.4.a.1-2, 383.3.d: a gear's Play Effect (Scrapheap: draw 1) joins the same ordering as
    the "when you play a card" ability it triggers with; each order is offered."""
    duelist()
    game = position({"deck": DECK, "hand": ["Scrapheap"], "runes": ["Calm Rune"] * 2,
                     "base": ["Laurent Duelist"]}, {"deck": DECK})
    play(game, "play Scrapheap")
    heap, duel = cid(game, "Scrapheap"), cid(game, "Laurent Duelist")
    assert game.pending().kind == "order_triggers"
    assert sorted(a.order for a in game.legal_actions()) == sorted([(heap, duel), (duel, heap)])
    start = len(game.log)
    game.apply(OrderTriggers((duel, heap)))
    resolve_all(game)
    assert placed_then_resolved(game, start) == ([(0, duel), (0, heap)], [heap, duel])
    assert len(game.state.players[0].hand) == 2


def test_the_mixed_ordering_round_trips_through_positions_and_notation(duelist):
    """383.3.d: the decision ordering a Play Effect with another ability is part of a position
    (dumped and loaded, the same options) and of the notation (each order reads back)."""
    duelist()
    game = enforcer()
    play(game, "play Chemtech Enforcer to base")
    twin = load_position(dump_position(game))
    assert twin.state.key() == game.state.key() and twin.legal_actions() == game.legal_actions()
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a


def test_the_rules_cited_here_exist():
    assert cited_clauses_missing(globals()) == []
