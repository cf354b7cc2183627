"""Scenario tests for card wave 2's Empower pass (issue 13, session 4, helper D): abilities that wait
for something becoming Empowered (441.2.a, 828.1.d) or for a banish (427), Empower costs that
discard or kill (827.1.c.2, 357.2) and legends that Disempower themselves as a cost (442). Rule
numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, ChooseCard
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.empower import empower, is_empowered
from riftbound.game import card_support
from tests.spell_helpers import card_text, cid, might_of, pass_, play, position

DECK = ["Mystic Poro"] * 3
ZED, MEL, PORO = "Zed, Master of Shadows", "Mel, Defiant Soul", "Punching Poro"
MEL_LEGEND, AMBESSA = "Mel, Soul's Reflection", "Ambessa, Matriarch of War"
NAMES = (ZED, MEL, PORO, MEL_LEGEND, AMBESSA)
ERRATA: tuple[str, ...] = ()


def finish(game) -> None:
    """Answer every decision until P0's Main Phase with an empty chain: Priority is passed, any other
    decision takes its first option."""
    for _ in range(60):
        d = game.pending()
        if d.kind == "main" and not game.state.chain:
            return
        if d.kind == "priority":
            pass_(game)
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("the chain did not empty")


def activations(game, source: int | None = None) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate) and source in (None, a.source)]


def legend_of(game, player: int = 0) -> int:
    legend = game.state.players[player].legend
    assert legend is not None
    return legend


def test_the_cards_have_entries_and_their_errata_are_read():
    """103 (the card pool): each card has an entry the engine plays; the cards with errata are listed
    (their entries follow the last errata)."""
    cards = load_cards()
    for name in (*NAMES, *ERRATA):
        assert card_support(cards.by_name(name)) == "script", name
        assert (card_text(name)["errata"] != []) is (name in ERRATA), name


# --- Empower costs that discard (827.1.c.2, 357.2) --------------------------------------------------------

def test_punching_poro_discards_a_card_of_choice_to_become_empowered_and_gets_1_might():
    """827.1.c.1-2, 357.2, 422.1, 828.1.b.1 (Punching Poro): its Empower is offered only with a card in
    hand and while not Empowered; the card discarded is its controller's choice, made as the cost is
    paid; once the ability resolves it is Empowered and has +1 Might, and the Empower is no longer
    offered."""
    empty = position({"deck": DECK, "base": [PORO]}, {"deck": DECK})
    assert not activations(empty)  # 402.3: nothing to discard
    game = position({"deck": DECK, "base": [PORO], "hand": ["Dredge Up", "Stalwart Poro"]}, {"deck": DECK})
    g = game.state
    poro, dredge = cid(game, PORO), cid(game, "Dredge Up")
    base = might_of(game, poro)
    game.apply(activations(game, poro)[0])
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "ability_cost"
    assert {a.card for a in game.legal_actions()} == {dredge, cid(game, "Stalwart Poro")}
    game.apply(ChooseCard(dredge))
    finish(game)
    assert dredge in g.players[0].trash
    kinds = [e.kind for e in game.log if e.kind in ("discard", "finalize", "empower")]
    assert kinds == ["discard", "finalize", "empower"]  # paid as it is finalized, Empowered on resolving
    assert is_empowered(g, poro) and might_of(game, poro) == base + 1
    assert not activations(game, poro)  # 827.1.c.1: only if not Empowered
    check_invariants(game)


def test_mel_defiant_soul_discards_only_a_spell_and_banishes_a_small_enemy_unit_at_a_battlefield():
    """827.1.c.2, 828.1.d, 427, 355.5 (Mel, Defiant Soul): its Empower needs a spell to discard (a unit
    card won't do); as it becomes Empowered its ability triggers and targets an enemy unit at a
    battlefield with 3 Might or less (not a 4 Might one, not one in a base, not a friendly one), which
    is banished (to its owner's banishment, not killed)."""
    units_only = position({"deck": DECK, "base": [MEL], "hand": ["Stalwart Poro"]}, {"deck": DECK})
    assert not activations(units_only)
    game = position({"deck": DECK, "base": [MEL], "hand": ["Dredge Up", "Stalwart Poro"]},
                    {"deck": ["Dredge Up"] * 3, "base": ["Daring Poro"]},
                    battlefields=[{"controller": 1,
                                   "units": ["Stalwart Poro", "Mystic Poro", "Vanguard Sergeant"]},
                                  {"controller": 0, "units": ["Daring Poro"]}])
    g = game.state
    mel = cid(game, MEL)
    game.apply(activations(game, mel)[0])  # the only spell in hand is discarded (a forced choice)
    assert cid(game, "Dredge Up", "trash") in g.players[0].trash
    assert is_empowered(g, mel)  # the Empower resolved; its trigger is being finalized
    d = game.pending()
    assert d.context == ("ability_target", mel, "empowered")
    small = cid(game, "Stalwart Poro", "bf 0")
    mystic = next(c for c in g.units if g.cards[c].name == "Mystic Poro" and g.units[c].controller == 1)
    assert {a.card for a in game.legal_actions()} == {small, mystic}
    game.apply(ChooseCard(small))
    finish(game)
    assert small in g.players[1].banishment and small not in g.players[1].trash
    assert mystic in g.units and cid(game, "Vanguard Sergeant") in g.units
    check_invariants(game)


def test_mel_defiant_soul_with_no_small_enemy_unit_at_a_battlefield_triggers_to_no_effect():
    """402.4, 828.1.d (Mel, Defiant Soul): with no legal target the triggered ability is removed from
    the chain; Mel stays Empowered."""
    game = position({"deck": DECK, "base": [MEL], "hand": ["Dredge Up"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    g = game.state
    mel = cid(game, MEL)
    game.apply(activations(game, mel)[0])
    finish(game)
    assert is_empowered(g, mel) and not g.players[1].banishment


# --- Zed, Master of Shadows: "when you banish a card you own" (427) -----------------------------------

def test_zed_is_empowered_when_its_player_banishes_their_own_flow_spell():
    """829.1.b.1, 427, 441 (Zed, Master of Shadows): a spell its player played for its Flow cost is
    banished as it leaves the chain; the legend's ability triggers and Empowers it."""
    game = position({"deck": DECK, "legend": ZED, "trash": ["Dredge Up"], "runes": ["Mind Rune"] * 4},
                    {"deck": DECK})
    g = game.state
    legend = legend_of(game)
    play(game, "play Dredge Up from trash")
    finish(game)
    assert cid(game, "Dredge Up") in g.players[0].banishment
    assert is_empowered(g, legend)
    kinds = [e.kind for e in game.log if e.kind in ("spell_banished", "empower")]
    assert kinds[-2:] == ["spell_banished", "empower"]


def test_zed_is_not_empowered_by_banishing_an_enemy_card_or_by_an_opponents_banish():
    """427, 108 (Zed, Master of Shadows): banishing a card another player owns (Mel's banish of an enemy
    unit) does not trigger it; nor does an opponent banishing a card of their own (their Flow spell)."""
    game = position({"deck": DECK, "legend": ZED, "base": [MEL], "hand": ["Dredge Up"]},
                    {"deck": DECK, "trash": ["Dredge Up"], "runes": ["Mind Rune"] * 4},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    g = game.state
    legend = legend_of(game)
    game.apply(activations(game, cid(game, MEL))[0])
    finish(game)
    assert cid(game, "Stalwart Poro") in g.players[1].banishment
    assert not is_empowered(g, legend)
    # the opponent's own turn: their Flow spell is banished by them
    game2 = position({"deck": DECK, "legend": ZED}, {"deck": DECK, "trash": ["Dredge Up"],
                                                     "runes": ["Mind Rune"] * 4}, turn_player=1)
    play(game2, "play Dredge Up from trash")
    for _ in range(20):
        if game2.pending().kind == "main" and not game2.state.chain:
            break
        game2.apply(game2.legal_actions()[0])
    assert cid(game2, "Dredge Up") in game2.state.players[1].banishment
    assert not is_empowered(game2.state, legend_of(game2))


def test_zed_discards_then_draws_by_disempowering_and_exhausting_itself():
    """442, 135.2.e.2, 806.1.c.2, 422, 413 (Zed, Master of Shadows): the ability is offered only while
    the legend is Empowered and ready; paying it Disempowers and exhausts it; its player discards a
    card of their choice, then draws 1."""
    plain = position({"deck": DECK, "legend": ZED, "hand": ["Dredge Up"]}, {"deck": DECK})
    assert not activations(plain)  # 442: not Empowered
    game = position({"deck": DECK, "legend": ZED, "legend_empowered": True, "hand": ["Dredge Up"]},
                    {"deck": DECK})
    g = game.state
    legend = legend_of(game)
    game.apply(activations(game)[0])
    assert not is_empowered(g, legend) and g.players[0].legend_exhausted
    finish(game)
    assert cid(game, "Dredge Up") in g.players[0].trash
    assert [g.cards[c].name for c in g.players[0].hand] == ["Mystic Poro"]


# --- "when you empower something else" (441.2.a): Mel, Soul's Reflection; Ambessa -----------------------

def test_mel_soul_s_reflection_is_empowered_when_its_player_empowers_another_object_only():
    """441.2.a, 827.2 (Mel, Soul's Reflection): its player's Empower of a unit triggers the legend,
    which becomes Empowered; the legend becoming Empowered does not trigger it again (something
    else); an opponent empowering their own unit does not trigger it."""
    game = position({"deck": DECK, "legend": MEL_LEGEND, "base": [PORO], "hand": ["Dredge Up"]},
                    {"deck": DECK, "base": [PORO]})
    g = game.state
    legend = legend_of(game)
    mine = next(c for c in g.units if g.units[c].controller == 0)
    theirs = next(c for c in g.units if g.units[c].controller == 1)
    empower(g, theirs, 1)  # an opponent's doing: not "you"
    assert not g.chain and not is_empowered(g, legend)
    game.apply(activations(game, mine)[0])
    finish(game)
    assert is_empowered(g, mine) and is_empowered(g, legend)
    assert [e.kind for e in game.log].count("empower") == 3  # theirs, Poro, the legend: no loop
    check_invariants(game)


def test_mel_soul_s_reflection_gives_minus_2_might_to_a_unit_at_a_battlefield():
    """442, 135.2.e.2, 355.5 (Mel, Soul's Reflection): Disempower and exhaust it: a unit at a
    battlefield (not one in a base) gets -2 Might this turn."""
    game = position({"deck": DECK, "legend": MEL_LEGEND, "legend_empowered": True, "base": ["Stalwart Poro"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    g = game.state
    sergeant = cid(game, "Vanguard Sergeant")
    acts = activations(game)
    assert {a.target for a in acts} == {sergeant}
    before = might_of(game, sergeant)
    game.apply(acts[0])
    finish(game)
    assert might_of(game, sergeant) == before - 2 and not is_empowered(g, legend_of(game))


def test_ambessa_readies_a_unit_for_a_power_by_disempowering_and_exhausting_herself():
    """442, 135.2.e.2, 415 (Ambessa, Matriarch of War): Empowered by its player's Empower of a unit;
    then Disempower, a Power of any domain and exhaust it: a unit readies."""
    game = position({"deck": DECK, "legend": AMBESSA, "base": [PORO], "hand": ["Dredge Up"],
                     "runes": ["Body Rune"] * 2}, {"deck": DECK})
    g = game.state
    poro = cid(game, PORO)
    game.apply(activations(game, poro)[0])
    finish(game)
    legend = legend_of(game)
    assert is_empowered(g, legend)
    g.units[poro].exhausted = True
    acts = activations(game, legend)
    assert acts and {a.target for a in acts} == {poro}
    game.apply(acts[0])
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    finish(game)
    assert not g.units[poro].exhausted and not is_empowered(g, legend) and g.players[0].legend_exhausted
