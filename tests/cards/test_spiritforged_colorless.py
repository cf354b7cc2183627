"""Scenario tests for the Spiritforged battlefields of the first card wave (issue 12): Treasure Hoard,
Minefield, Hall of Legends, The Papertree, Seat of Power, Sunken Temple and Ravenbloom Conservatory.
Each is conquered, held or defended from a small position, checking what the rules make happen with
an edge (the cost declined or unpayable, the trigger condition unmet, an empty deck). Rule numbers
lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from tests.spell_helpers import card_text, do, pass_, position
from tests.spell_helpers import kinds_among as kinds

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]
NAMES = ("Treasure Hoard", "Minefield", "Hall of Legends", "The Papertree", "Seat of Power",
         "Sunken Temple", "Ravenbloom Conservatory")


def settle(game) -> None:
    """Pass Priority and Focus until the main decision (a may-decision is left to the test)."""
    while game.pending() is not None and game.pending().kind in ("priority", "focus"):
        pass_(game)


def conquer(bf: str, p0: dict | None = None, others: list | None = None, p1: dict | None = None):
    """P0 moves its Petty Officer (or the unit named first in its base) to battlefield 0 (``bf``),
    empty, and conquers it; other battlefields as given."""
    p0 = {"deck": DECK, "base": ["Petty Officer"], **(p0 or {})}
    game = position(p0, {"deck": DECK, **(p1 or {})},
                    battlefields=[{"card": bf}] + (others or [{}]))
    unit = p0["base"][0]
    do(game, f"move {unit if isinstance(unit, str) else unit['card']} to bf 0")
    while game.pending().kind == "focus":
        pass_(game)
    return game


def test_the_battlefields_have_entries_and_their_errata_is_read():
    """103: each battlefield has an entry the engine plays; none has errata."""
    cards = load_cards()
    for name in NAMES:
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["errata"] == [], name


# --- Treasure Hoard ---------------------------------------------------------------------------------

def gold_count(game, player: int = 0) -> int:
    g = game.state
    return sum(1 for x in g.gear.values()
               if x.controller == player and g.cards[x.cid].name.startswith("Gold"))


def test_treasure_hoard_paying_one_energy_plays_an_exhausted_gold():
    """383.4.c.2.b, 383.3.a-b, 180-186: P0 conquers it; as the ability goes on the chain P0 may pay
    1 Energy (declining or performing, a decision round-tripping through a position); paying, a
    Gold gear token enters P0's base exhausted."""
    game = conquer("Treasure Hoard", {"runes": ["Calm Rune"]})
    bf = game.state.battlefields[0].cid
    d = game.pending()
    assert d.context == ("trigger_may", bf, "conquer")
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(bf)]
    again = load_position(dump_position(game))
    assert again.pending() == d
    game.apply(ChooseCard(bf))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    g = game.state
    golds = [x for x in g.gear.values() if g.cards[x.cid].name.startswith("Gold")]
    assert [(x.controller, x.exhausted) for x in golds] == [(0, True)]
    assert g.players[0].rune_exhausted == [True]
    check_invariants(game)


def test_treasure_hoard_without_energy_gives_nothing():
    """383.3.b.1, 404.2: with no Energy to pay, declining is the only option; no Gold."""
    game = conquer("Treasure Hoard")
    settle(game)
    assert kinds(game, "trigger_declined") == ["trigger_declined"]
    assert gold_count(game) == 0 and game.state.points[0] == 1


# --- Minefield ----------------------------------------------------------------------------------------

def test_minefield_puts_the_top_two_cards_into_the_trash():
    """383.4.c.2.b, 431.1.b: P0 conquers it; the top 2 cards of P0's Main Deck go to P0's trash; the
    opponent's deck is untouched."""
    game = position({"deck": DECK, "base": ["Petty Officer"]}, {"deck": DECK},
                    battlefields=[{"card": "Minefield"}, {}])
    g = game.state
    top2 = g.players[0].deck[-2:]  # the end of the list is the top (413)
    do(game, "move Petty Officer to bf 0")
    settle(game)
    assert sorted(g.players[0].trash) == sorted(top2) and len(g.players[0].deck) == 1
    assert len(g.players[1].deck) == 3 and g.players[1].trash == []
    check_invariants(game)


def test_minefield_with_one_card_left_burns_out():
    """431.1.b: with 1 card in the deck, it goes to the trash, then P0 burns out (an opponent gains a
    point, 431.3) and the second card comes from the reshuffled deck."""
    game = conquer("Minefield", {"deck": ["Petty Officer"], "trash": ["Vanguard Sergeant"]})
    settle(game)
    assert "burn_out" in kinds(game, "burn_out")
    check_invariants(game)


# --- Hall of Legends ------------------------------------------------------------------------------------

def test_hall_of_legends_readies_the_exhausted_legend_for_one_energy():
    """383.4.c.2.b, 383.3.a-b, 415.3.b: P0's legend is exhausted; P0 conquers it and pays 1 Energy;
    the legend readies."""
    game = conquer("Hall of Legends", {"legend": "Lee Sin, Blind Monk", "legend_exhausted": True,
                                       "runes": ["Calm Rune"]})
    bf = game.state.battlefields[0].cid
    game.apply(ChooseCard(bf))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    assert game.state.players[0].legend_exhausted is False
    assert kinds(game, "legend_ready") == ["legend_ready"]
    check_invariants(game)


def test_hall_of_legends_declined_leaves_the_legend_exhausted():
    """383.3.a: P0 declines to pay; the legend stays exhausted and no Energy is spent."""
    game = conquer("Hall of Legends", {"legend": "Lee Sin, Blind Monk", "legend_exhausted": True,
                                       "runes": ["Calm Rune"]})
    game.apply(ChooseCard(-1))
    settle(game)
    assert game.state.players[0].legend_exhausted is True
    assert game.state.players[0].rune_exhausted == [False]


# --- The Papertree ----------------------------------------------------------------------------------------

def test_the_papertree_each_player_channels_one_exhausted_rune_when_held():
    """383.4.d.2.b, 430.1, 430.3: P0 holds it at the start of their turn; each player (P1 too)
    channels 1 rune exhausted; a player with an empty Rune Deck channels nothing."""
    game = load_position({
        "players": [{"deck": DECK * 2, "rune_deck": ["Calm Rune"] * 4},
                    {"deck": DECK, "rune_deck": ["Mind Rune"] * 3}],
        "turn_player": 1, "turn": 2, "practice": True,
        "battlefields": [{"card": "The Papertree", "controller": 0,
                          "units": [{"card": "Petty Officer", "controller": 0}]}, {}]})
    do(game, "P1: end turn")
    settle(game)
    g = game.state
    assert g.players[1].runes and g.players[1].rune_exhausted == [True]
    assert len(g.players[1].rune_deck) == 2
    assert True in g.players[0].rune_exhausted  # the held one, apart from the Channel Phase's
    check_invariants(game)


# --- Seat of Power -------------------------------------------------------------------------------------

def test_seat_of_power_draws_one_per_other_battlefield_controlled():
    """383.4.c.2.b, 413: P0 conquers it while controlling the other battlefield: draws 1 (this one
    is not counted)."""
    game = conquer("Seat of Power", others=[{"controller": 0,
                                             "units": [{"card": "Vanguard Sergeant", "controller": 0}]}])
    settle(game)
    assert len(game.state.players[0].hand) == 1
    check_invariants(game)


def test_seat_of_power_with_no_other_battlefield_draws_nothing():
    """383.2.a.1: counted as it resolves, no other battlefield controlled: nothing drawn."""
    game = conquer("Seat of Power")
    settle(game)
    assert game.state.players[0].hand == [] and game.state.points[0] == 1


# --- Sunken Temple -------------------------------------------------------------------------------------

def test_sunken_temple_triggers_only_with_a_mighty_unit_there():
    """383.2.a.1, 708: conquering with a 2 Might unit, it does not trigger at all (no decision);
    with a Mighty unit (Petty Officer, 5 Might), P0 may pay 1 Energy and draws 1."""
    game = conquer("Sunken Temple", {"base": ["Stalwart Poro"], "runes": ["Calm Rune"]})
    settle(game)
    assert game.state.players[0].hand == []
    assert not [e for e in game.log if e.kind == "trigger_declined"]
    game = conquer("Sunken Temple", {"runes": ["Calm Rune"]})
    bf = game.state.battlefields[0].cid
    assert game.pending().context == ("trigger_may", bf, "conquer")
    game.apply(ChooseCard(bf))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    assert len(game.state.players[0].hand) == 1
    check_invariants(game)


# --- Ravenbloom Conservatory --------------------------------------------------------------------------

def defend_ravenbloom(top: str):
    """P1 controls Ravenbloom Conservatory with a unit there; P0 attacks it. P1's top card is
    ``top``."""
    game = position({"deck": DECK, "base": ["Mega-Mech"]},
                    {"deck": [top, "Petty Officer"]},
                    battlefields=[{"card": "Ravenbloom Conservatory", "controller": 1,
                                   "units": [{"card": "Vanguard Sergeant", "controller": 1}]}, {}])
    do(game, "move Mega-Mech to bf 0")
    settle(game)
    return game


def test_ravenbloom_conservatory_puts_a_revealed_spell_into_the_defenders_hand():
    """383.4.f, 424, 424.4: P1 defends it; their top card, a spell, is revealed and put into their
    hand (not drawn)."""
    game = defend_ravenbloom("Discipline")
    g = game.state
    assert [g.cards[c].name for c in g.players[1].hand] == ["Discipline"]
    assert kinds(game, "reveal_to_hand") == ["reveal_to_hand"]
    check_invariants(game)


def test_ravenbloom_conservatory_recycles_a_revealed_unit():
    """383.4.f, 416: a unit on top is recycled to the bottom of P1's deck; nothing put into hand."""
    game = defend_ravenbloom("Laurent Duelist")
    g = game.state
    assert g.players[1].hand == []
    assert g.cards[g.players[1].deck[0]].name == "Laurent Duelist"
    assert len(g.players[1].deck) == 2 and kinds(game, "reveal_to_hand") == []


# --- Power Nexus -----------------------------------------------------------------------------------------

def nexus_held(runes: int):
    """P0 holds Power Nexus as their turn starts, with ``runes`` runes."""
    game = load_position({
        "players": [{"deck": DECK * 2, "rune_deck": ["Calm Rune"] * 4, "runes": ["Mind Rune"] * runes},
                    {"deck": DECK}],
        "turn_player": 1, "turn": 2, "practice": True,
        "battlefields": [{"card": "Power Nexus", "controller": 0,
                          "units": [{"card": "Petty Officer", "controller": 0}]}, {}]})
    do(game, "P1: end turn")
    return game


def test_power_nexus_paying_four_power_gains_a_point():
    """383.4.d.2.b, 383.3.a-b, 194.1.c: P0 holds it; as the ability goes on the chain P0 pays four
    Power (recycling four runes) and gains 1 point on top of the hold's."""
    game = nexus_held(4)
    bf = game.state.battlefields[0].cid
    assert game.pending().context == ("trigger_may", bf, "hold")
    game.apply(ChooseCard(bf))
    assert game.pending().kind == "pay"
    game.apply(game.legal_actions()[0])
    settle(game)
    assert game.state.points[0] == 2
    check_invariants(game)


def test_power_nexus_with_three_runes_cannot_be_paid():
    """383.3.b.1, 404.2: three runes can't pay four Power: declining is the only option; the hold's
    point only."""
    game = nexus_held(3)
    settle(game)
    assert kinds(game, "trigger_declined") == ["trigger_declined"]
    assert game.state.points[0] == 1
