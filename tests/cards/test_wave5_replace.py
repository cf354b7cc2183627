"""Replace (438) for battlefields, the Brush battlefield token (187.8) and Ivern, Green Father (card
wave 2, issue 13, helper R; engine/replace.py, sets/unleashed/tokens.py, sets/unleashed/replace_cards.py).
Rule numbers lead each docstring; ruling 113 is the reading taken."""

from __future__ import annotations

import pytest

from riftbound.actions import ChooseCard, EndTurn, Pass
from riftbound.cards import load_cards
from riftbound.checks import check_deep, check_invariants
from riftbound.engine.replace import replace_battlefield, replaced_card, replaced_not_banished, swap_back
from riftbound.engine.scoring import CONQUER, HOLD, score, scored_every_battlefield
from riftbound.formats.notation import parse_action
from riftbound.formats.position import PositionError, dump_position, load_position
from riftbound.game import card_support
from riftbound.state import place_of
from tests.helpers import RULES_FILE
from tests.spell_helpers import card_text, cid, might_of

DECK = ["Vanguard Captain"] * 3
IVERN, BRUSH, PIT = "Ivern, Green Father", "Brush", "Navori Fighting Pit"
BRUSH_ID = "rule-187-8"


def _rule(number: str) -> str:
    for line in RULES_FILE.read_text(encoding="utf-8").splitlines():
        if line.startswith(number + ". "):
            return line
    raise KeyError(number)


def _resolve(game) -> None:
    while game.state.chain and game.pending().kind == "priority":
        game.apply(Pass())


def _names(g, cids) -> list[str]:
    return sorted(g.cards[c].name for c in cids)


def board(bf0: dict | None = None, bf1: dict | None = None, p0: dict | None = None, **extra):
    """P0's Main Phase (turn 1) with the two battlefields given."""
    return load_position({"players": [{"deck": DECK, **(p0 or {})}, {"deck": DECK}],
                          "battlefields": [bf0 or {}, bf1 or {}], **extra})


def ivern_hold(units: list, legend_exhausted: bool = False, card: str = PIT, ledger: list | None = None):
    """P1 ends their turn; P0 (Ivern, Green Father) holds battlefield 0 (``card``) with ``units``."""
    game = load_position({
        "players": [{"deck": DECK, "legend": IVERN, "legend_exhausted": legend_exhausted}, {"deck": DECK}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"card": card, "controller": 0, "units": units}, {}],
        **({"ledger": ledger} if ledger is not None else {})})
    game.apply(EndTurn())
    return game


def _pending_may(game, source_name: str):
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may", d
    assert game.state.cards[d.context[1]].name == source_name
    return d


# --- the facts --------------------------------------------------------------------------------------

def test_entries_and_facts():
    """187.8: the Brush is a domainless battlefield token (project data) played by its entry; Ivern,
    Green Father is played by its entry (docs/cards.md), its text read at run time (no errata)."""
    assert "Brush" in _rule("187.8") and "domainless battlefield token" in _rule("187.8")
    brush = load_cards().by_id(BRUSH_ID)
    assert (brush.name, brush.type, brush.is_token, brush.domains, brush.tags) == (
        BRUSH, "Battlefield", True, (), ())
    assert card_support(brush) == "script"
    assert card_support(load_cards().by_name(IVERN)) == "script"
    rec = card_text(IVERN)
    assert rec["errata"] == [] and "Brush" in rec["text"] and "exhaust me" in rec["text"]


# --- 438: the Replace action --------------------------------------------------------------------------

def test_replace_keeps_the_place_and_what_applies_there():
    """438.1, 438.1.a: the token takes the battlefield's place (same index), inheriting its controller,
    contested status, the units there and its hidden card; 438.5, 438.5.a, 438.4: the card goes to its
    owner's Banishment as replaced, with no banish event; 182-183: the token is the effect's player's."""
    game = board({"card": PIT, "controller": 1, "contested_by": 0,
                  "units": [{"card": "Stalwart Poro", "controller": 0},
                            {"card": "Honest Broker", "controller": 1, "buffs": 1}],
                  "facedown": {"card": "Pouty Poro", "controller": 1}},
                 {"card": "Windswept Hillock"})
    g = game.state
    pit = g.battlefields[0].cid
    units_before = {c: u.key() for c, u in g.units.items()}
    before = g.battlefields[0].key()
    token = replace_battlefield(g, 0, BRUSH_ID, 0)
    b = g.battlefields[0]
    assert (b.cid, b.replaced) == (token, (pit,))
    assert (b.controller, b.contested_by, b.showdown_staged, b.combat_staged, b.facedown) == before[1:6]
    assert {c: u.key() for c, u in g.units.items()} == units_before
    assert g.cards[token].name == BRUSH and g.owner[token] == 0 and g.owner[pit] == 0
    assert pit in g.players[0].banishment and replaced_not_banished(g, pit)
    assert place_of(g, pit) == 0 and place_of(g, token) == 0
    kinds = [e.kind for e in g.log]
    assert "replace" in kinds and "banish" not in kinds
    assert g.battlefields[1].replaced == () and len(g.battlefields) == 2  # nothing is added
    check_invariants(game)
    check_deep(game)


def test_the_replaced_battlefields_abilities_stop_and_the_tokens_start():
    """438.1, 364.1, 187.8: Windswept Hillock's "units here have Ganking" stops once it is replaced;
    the Brush's +1 Might for Poros there starts."""
    from riftbound.engine.passives import has_ganking

    game = board({"card": "Windswept Hillock", "controller": 0, "units": ["Stalwart Poro"]})
    g = game.state
    poro = cid(game, "Stalwart Poro")
    assert has_ganking(g, g.units[poro]) and might_of(game, poro) == 2
    replace_battlefield(g, 0, BRUSH_ID, 0)
    assert not has_ganking(g, g.units[poro]) and might_of(game, poro) == 3


def test_a_replaced_token_ceases_to_exist_and_the_newer_swaps_back_to_the_card():
    """438.6, 438.6.a: a Brush replaced by a Brush ceases to exist (no zone holds it), the new one is
    there; 438.7.b.1: the newer token swaps back to the card the older one replaced."""
    game = board({"card": PIT, "controller": 0, "units": ["Stalwart Poro"]})
    g = game.state
    pit = g.battlefields[0].cid
    first = replace_battlefield(g, 0, BRUSH_ID, 0)
    second = replace_battlefield(g, 0, BRUSH_ID, 1)
    assert g.battlefields[0].cid == second and g.battlefields[0].replaced == (pit, first)
    assert not any(first in zone for p in g.players for zone in (p.banishment, p.trash, p.hand))
    assert any(e.kind == "token_gone" and e.rule == "438.6" and e.data == (first,) for e in g.log)
    assert g.players[0].banishment == [pit]
    assert replaced_card(g, 0) == pit
    check_invariants(game)
    assert swap_back(g, 0, 0)
    assert g.battlefields[0].cid == pit and not g.players[0].banishment
    assert place_of(g, second) == 0 and place_of(g, first) == 0  # still that object (438.1.a)
    check_deep(game)


def test_swap_back_returns_the_card_to_the_place_with_everything():
    """438.7, 438.7.b: the token ceases to exist and the card comes back from Banishment to the same
    index, keeping the controller and the units there; its own abilities are active again."""
    game = board({"card": "Windswept Hillock", "controller": 1, "units": [{"card": "Stalwart Poro",
                                                                           "controller": 1}]})
    g = game.state
    hillock = g.battlefields[0].cid
    token = replace_battlefield(g, 0, BRUSH_ID, 0)
    assert swap_back(g, 0, 1)
    b = g.battlefields[0]
    assert (b.cid, b.controller, b.replaced) == (hillock, 1, (token,))
    assert hillock not in g.players[0].banishment and not replaced_not_banished(g, hillock)
    poro = cid(game, "Stalwart Poro")
    assert might_of(game, poro) == 2 and g.units[poro].loc == 0
    from riftbound.engine.passives import has_ganking
    assert has_ganking(g, g.units[poro])
    assert [e.kind for e in g.log][-2:] == ["swap_back", "token_gone"]


def test_no_swap_back_without_the_card_in_banishment():
    """438.7.c: with the replaced card no longer in Banishment the token can never swap back; a
    battlefield that is a card, not a token, has nothing to swap back (438.7)."""
    game = board({"card": PIT})
    g = game.state
    pit = g.battlefields[0].cid
    assert replaced_card(g, 0) is None
    replace_battlefield(g, 0, BRUSH_ID, 0)
    g.players[0].banishment.remove(pit)
    g.players[0].trash.append(pit)
    assert replaced_card(g, 0) is None
    assert not swap_back(g, 0, 0)
    assert g.cards[g.battlefields[0].cid].name == BRUSH
    assert g.log[-1].kind == "no_swap_back" and g.log[-1].rule == "438.7.c"


# --- ruling 113: the ledger is the place's ------------------------------------------------------------

def test_a_replaced_battlefield_is_the_same_battlefield_for_the_ledger():
    """Ruling 113, 438.1.a, 470, 471.1.b.1: P0 conquered battlefield 0 this turn; once it is a Brush it
    is still the battlefield P0 scored: no second score there this turn, and it counts for "scored
    every battlefield"."""
    game = board({"card": PIT, "controller": 0, "units": ["Stalwart Poro"]},
                 {"controller": 0, "units": ["Pouty Poro"]})
    g = game.state
    score(g, 0, 0, CONQUER)
    replace_battlefield(g, 0, BRUSH_ID, 0)
    assert (0, 0) in g.ledger
    points = g.points[0]
    score(g, 0, 0, HOLD)  # 470: once per battlefield per turn
    assert g.points[0] == points
    assert not scored_every_battlefield(g, 0)
    score(g, 0, 1, CONQUER)
    assert scored_every_battlefield(g, 0)


# --- Ivern, Green Father -------------------------------------------------------------------------------

def test_ivern_hold_replaces_the_battlefield_after_exhausting():
    """383.4.d.2.b, 383.3.a-b: as P0 holds, Ivern's ability is P0's "you may", the legend exhausted as
    its cost; 359.3.f.3, 438: the battlefield held becomes a Brush in its place; 187.8: the Poro
    there has +1 Might."""
    game = ivern_hold(["Stalwart Poro"], card="Windswept Hillock")
    d = game.pending()
    # the Hillock has no hold ability: Ivern's is the only one, finalized now
    assert d.kind == "choose_card" and d.context[0] == "trigger_may" and d.context[2] == "hold"
    legend = game.state.players[0].legend
    assert {a.card for a in game.legal_actions()} == {-1, legend}
    game.apply(ChooseCard(legend))
    _resolve(game)
    g = game.state
    assert g.players[0].legend_exhausted
    assert g.cards[g.battlefields[0].cid].name == BRUSH and _names(g, g.players[0].banishment) == [
        "Windswept Hillock"]
    assert might_of(game, cid(game, "Stalwart Poro")) == 3
    check_deep(game)


def test_ivern_may_decline():
    """383.3.a.2: declined, nothing happens: the battlefield stays and the legend stays ready."""
    game = ivern_hold(["Stalwart Poro"], card="Windswept Hillock")
    game.apply(ChooseCard(-1))
    _resolve(game)
    g = game.state
    assert g.cards[g.battlefields[0].cid].name == "Windswept Hillock"
    assert not g.players[0].banishment and not g.players[0].legend_exhausted


def ivern_conquer(legend_exhausted: bool = False, may: int | None = None):
    """P0 (Ivern, Green Father) moves Stalwart Poro from base to conquer battlefield 1 (Navori Fighting
    Pit); every "you may" is answered with ``may`` (None: perform it, choosing its source)."""
    game = load_position({
        "players": [{"deck": DECK, "legend": IVERN, "legend_exhausted": legend_exhausted,
                     "base": ["Stalwart Poro"]}, {"deck": DECK}],
        "battlefields": [{"card": "Windswept Hillock"}, {"card": PIT}]})
    game.apply(parse_action(game, "move Stalwart Poro to bf 1"))
    offered = []
    while game.pending().kind != "main":
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "trigger_may":
            assert d.context[2] == "conquer"
            offered.append({a.card for a in game.legal_actions()})
            game.apply(ChooseCard(d.context[1] if may is None else may))
        else:
            game.apply(Pass() if Pass() in game.legal_actions() else game.legal_actions()[0])
    return game, offered


def test_an_exhausted_ivern_cannot_replace():
    """135.2.e.2, 414, 383.3.b: with the legend exhausted (it was readied at Awaken, so this is a
    conquest in P0's turn after using it) its cost can't be paid: declining is the only option,
    taken for P0, and the battlefield stays."""
    game, offered = ivern_conquer(legend_exhausted=True)
    g = game.state
    assert offered == []  # no decision: the single option (decline) is taken
    assert [g.cards[b.cid].name for b in g.battlefields] == ["Windswept Hillock", PIT]
    assert (0, 1) in g.ledger and any(e.kind == "trigger_declined" for e in g.log)


def test_ivern_conquer_replaces_the_battlefield_conquered():
    """383.4.c.2.b, 359.3.f.3: P0 conquers battlefield 1 by moving there; Ivern's conquer ability
    (performed: the legend is the option besides declining) replaces that battlefield, not
    battlefield 0."""
    game, offered = ivern_conquer()
    g = game.state
    assert offered == [{-1, g.players[0].legend}]
    assert [g.cards[b.cid].name for b in g.battlefields] == ["Windswept Hillock", BRUSH]
    assert g.battlefields[1].controller == 0 and (0, 1) in g.ledger
    assert _names(g, g.players[1].banishment) == [PIT]  # bf 1's card is P1's (position default)
    assert might_of(game, cid(game, "Stalwart Poro")) == 3
    assert g.players[0].legend_exhausted


def test_the_438_1_a_example_pit_ability_after_the_replace():
    """438.1.a (its example), 383.3.d: Ivern's ability placed after the Pit's resolves first; the Pit's
    ability still reads "here" as the Brush's place and its target there stays legal: it is buffed."""
    game = ivern_hold(["Stalwart Poro", "Honest Broker"])
    g = game.state
    d = game.pending()
    assert d.kind == "order_triggers"
    pit, legend = g.battlefields[0].cid, g.players[0].legend
    order = next(a for a in game.legal_actions() if list(a.order) == [pit, legend])
    game.apply(order)
    broker = cid(game, "Honest Broker")
    game.apply(ChooseCard(broker))  # the Pit's target
    _pending_may(game, IVERN)
    game.apply(ChooseCard(legend))
    _resolve(game)
    assert g.cards[g.battlefields[0].cid].name == BRUSH
    assert g.units[broker].buffs == 1 and might_of(game, broker) == 3  # Ionia: no Brush bonus
    assert not any(e.kind == "target_illegal" for e in g.log)


# --- the Brush ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("unit, expected", [
    ("Stalwart Poro", 3), ("Zephyr Sage", 7), ("Mutated Mouser", 2), ("Eager Drakehound", 4),
    ("Daisy!", 9), ("Bird", 2), ("Honest Broker", 2), ("Mountain Drake", 10),
])
def test_brush_gives_its_tags_plus_one_might_here(unit, expected):
    """187.8, 364.1: Bird, Cat, Dog, Poro and Ivern units at the Brush have +1 Might (a unit with two of
    the tags, Dog and Dragon, once), whoever controls them; others don't."""
    game = board({"card": PIT, "controller": 1, "units": [{"card": unit, "controller": 1}]})
    g = game.state
    replace_battlefield(g, 0, BRUSH_ID, 0)
    assert might_of(game, cid(game, unit)) == expected


def test_brush_gives_nothing_elsewhere():
    """187.8: "here" only: a Poro in base or at the other battlefield has its printed Might."""
    game = board({"card": PIT}, {"controller": 0, "units": ["Stalwart Poro"]}, p0={"base": ["Pouty Poro"]})
    replace_battlefield(game.state, 0, BRUSH_ID, 0)
    assert might_of(game, cid(game, "Stalwart Poro")) == 2 and might_of(game, cid(game, "Pouty Poro")) == 2


def _brush_hold(**kw):
    """P0 holds a Brush (cid 1; it replaced P0's Navori Fighting Pit, cid 0, now in P0's Banishment)
    at bf 0."""
    game = load_position({
        "players": [{"deck": DECK, "banishment": [{"card": PIT, "cid": 0}]}, {"deck": DECK}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"card": {"card": BRUSH, "cid": 1}, "controller": 0, "units": ["Stalwart Poro"],
                          "replaced": [0]}, {}], **kw})
    return game


def test_brush_swap_back_when_scored_is_a_choice():
    """187.8, 438.7, 383.3.a: as P0 holds the Brush, swapping back is P0's "you may": declined, the
    Brush stays; accepted, the Pit returns to the place from Banishment and the token ceases to
    exist."""
    for accept in (False, True):
        game = _brush_hold()
        game.apply(EndTurn())
        d = _pending_may(game, BRUSH)
        assert {a.card for a in game.legal_actions()} == {-1, d.context[1]}
        game.apply(ChooseCard(d.context[1] if accept else -1))
        _resolve(game)
        g = game.state
        assert g.cards[g.battlefields[0].cid].name == (PIT if accept else BRUSH)
        assert _names(g, g.players[0].banishment) == ([] if accept else [PIT])
        assert g.battlefields[0].controller == 0
        check_deep(game)


def test_the_opponent_conquering_the_brush_may_swap_it_back():
    """187.8, 383.4.c.2.b: "when you score here" is the scorer's: P1 conquers P0's Brush and may swap
    it back; the Pit returns to P0's Banishment's place, the battlefield now P1's."""
    game = load_position({
        "players": [{"deck": DECK, "banishment": [{"card": PIT, "cid": 0}]},
                    {"deck": DECK, "base": [{"card": "Pouty Poro", "controller": 1}]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"card": {"card": BRUSH, "cid": 1, "owner": 0}, "replaced": [0]}, {}]})
    game.apply(parse_action(game, "P1: move Pouty Poro to bf 0"))
    while game.pending().kind != "main":
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "trigger_may":
            assert d.player == 1 and d.context[2] == "conquer"
            game.apply(ChooseCard(d.context[1]))
        else:
            game.apply(Pass() if Pass() in game.legal_actions() else game.legal_actions()[0])
    g = game.state
    assert g.cards[g.battlefields[0].cid].name == PIT and g.battlefields[0].controller == 1
    assert not g.players[0].banishment


def test_brush_without_its_card_offers_no_swap_back():
    """438.7.c: the Pit has left Banishment (moved away by hand here: no card does it yet); holding the
    Brush offers no choice, and the Brush stays."""
    game = _brush_hold()
    g = game.state
    g.players[0].banishment.remove(0)
    g.players[0].hand.append(0)
    game.apply(EndTurn())
    _resolve(game)
    assert game.pending().kind == "main" and g.cards[g.battlefields[0].cid].name == BRUSH
    assert any(e.kind == "trigger_declined" for e in g.log)


# --- formats ------------------------------------------------------------------------------------------

def test_a_brush_position_round_trips():
    """The position format writes a replaced battlefield's ``replaced`` cids (438.1.a); loading gives the
    same state, and the replaced card in Banishment is replaced, not banished (438.5.a)."""
    game = _brush_hold()
    data = dump_position(game)
    assert data["battlefields"][0]["replaced"] == [0]
    assert data["battlefields"][0]["card"]["card"] == BRUSH
    again = load_position(data)
    assert again.state.key() == game.state.key()
    assert replaced_not_banished(again.state, 0)
    check_deep(game)


@pytest.mark.parametrize("replaced", [[99], [1], [0, 0]])
def test_bad_replaced_lists_are_refused(replaced):
    """A battlefield's ``replaced`` holds cids of the position, once each, not its own."""
    with pytest.raises(PositionError) as err:
        load_position({
            "players": [{"deck": DECK, "banishment": [{"card": PIT, "cid": 0}]}, {"deck": DECK}],
            "battlefields": [{"card": {"card": BRUSH, "cid": 1}, "replaced": replaced}, {}]})
    assert "replaced" in str(err.value)


# --- self-play ---------------------------------------------------------------------------------------

IVERN_MAIN = ("Stalwart Poro", "Daring Poro", "Soaring Scout", "Zephyr Sage", "Trusty Ramhound",
              "Mutated Mouser", "Mosstomper", "Crimson Pigeons", "Loyal Poro", "Lonely Poro",
              "Fallen Feline", "Hungry Wolf", "Ol' Poro")


def ivern_deck():
    """A generated practice deck led by Ivern, Green Father: 13 Calm and Order units of his tags, 3
    copies each, and battlefields whose abilities the Brush takes over."""
    from riftbound import Deck

    db = load_cards()
    return Deck("Ivern test deck", db.by_name(IVERN).id, None,
                tuple(db.by_name(n).id for n in IVERN_MAIN for _ in range(3)),
                tuple(db.by_name(r).id for r in ("Calm Rune", "Order Rune") for _ in range(6)),
                tuple(db.by_name(b).id for b in (PIT, "Windswept Hillock")), practice=True,
                source="tests/cards/test_wave5_replace.py")


def test_random_games_with_ivern_keep_invariants():
    """438, 187.8: random games of the Ivern deck against an Origins deck keep every invariant
    (tests/helpers.py: clones, position and notation round trips with a Brush in play, hidden
    information) and end with a winner; the Replace and the swap back happen in them."""
    from riftbound.decks import origins_decks
    from tests.helpers import self_play_checked

    kinds: set[str] = set()
    for seed in range(1, 7):
        for decks in ([ivern_deck(), origins_decks()[0]], [origins_decks()[1], ivern_deck()]):
            game = self_play_checked(decks, seed, "Ivern", deep_every=10)
            kinds |= {e.kind for e in game.state.log or ()}
    assert "replace" in kinds and "swap_back" in kinds


def _ivern_game(seed: int):
    """A recorded random game of the Ivern deck (seat 0) in which a battlefield is replaced."""
    from riftbound import Game
    from riftbound.bots import RandomBot
    from riftbound.decks import origins_decks
    from riftbound.formats.records import start_recording

    game = Game.new([ivern_deck(), origins_decks()[0]], seed=seed)
    start_recording(game)
    bots = [RandomBot(seed * 2), RandomBot(seed * 2 + 1)]
    while not game.is_over():
        game.apply(bots[game.to_move() or 0].choose(game))
    return game


def test_a_game_with_a_brush_records_and_replays():
    """Game records (formats/records.py): a game in which battlefields were replaced and swapped back
    (438) is written and replays to the same final state, byte for byte."""
    from riftbound.formats.records import dumps_record, record_game, replay

    for seed in range(1, 30):
        game = _ivern_game(seed)
        if any(e.kind == "replace" for e in game.state.log or ()):
            break
    else:
        pytest.fail("no game replaced a battlefield")
    record = record_game(game)
    again = replay(record)
    assert again.state.key() == game.state.key()
    assert dumps_record(record_game(again)) == dumps_record(record)


def test_the_rl_observation_sees_a_brush():
    """The RL observation (rl/observation.py) of every decision of games with the Ivern deck, Brushes
    in play and replaced cards in Banishment included, has its fixed shape and bounds."""
    np = pytest.importorskip("numpy")
    from riftbound.decks import origins_decks
    from riftbound.rl.layout import HIGH, LOW
    from riftbound.rl.session import Session
    from tests.rl.common import decisions

    s = Session([ivern_deck(), origins_decks()[0]])
    saw_brush = 0
    for state in decisions(s, range(1, 5), every=1, max_turns=40):
        g = state.game.state
        brush = any(b.cid >= 0 and g.cards[b.cid].name == BRUSH for b in g.battlefields)
        for seat in range(2):
            x = state.observe(seat)
            assert x.dtype == np.float32 and x.shape == (state.shape.size,)
            assert LOW <= x.min() and x.max() <= HIGH
        saw_brush += brush
    assert saw_brush > 0


def test_ivern_after_the_brush_swapped_back_replaces_the_same_place_again():
    """438.1.a, 438.7.b, 359.3.f.3: P0 (Ivern) holds a Brush; both the Brush's swap back and Ivern's
    ability trigger. The swap back resolves first (placed last): the Pit returns. Ivern's "that
    battlefield" is still that place (the same game object), so the Pit is replaced with a new Brush
    and goes back to Banishment."""
    game = _brush_hold()
    data = dump_position(game)
    data["players"][0]["legend"] = IVERN
    game = load_position(data)
    game.apply(EndTurn())
    g = game.state
    assert game.pending().kind == "order_triggers"
    old_brush, legend = g.battlefields[0].cid, g.players[0].legend
    game.apply(next(a for a in game.legal_actions() if list(a.order) == [legend, old_brush]))
    while game.pending().kind != "main":
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "trigger_may":
            game.apply(ChooseCard(d.context[1]))
        else:
            game.apply(Pass())
    kinds = [e.kind for e in g.log if e.kind in ("replace", "swap_back")]
    assert kinds == ["swap_back", "replace"]
    b = g.battlefields[0]
    assert g.cards[b.cid].name == BRUSH and b.cid != old_brush and b.replaced == (old_brush, 0)
    assert g.players[0].banishment == [0] and g.players[0].legend_exhausted
    check_deep(game)
