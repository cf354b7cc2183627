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
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

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


# --- "when I become Empowered" (828.1.d) with costs and effects ---------------------------------------------

def test_apprentice_mage_predicts_2_as_it_becomes_empowered():
    """827.1.c.1, 828.1.d, 436 (Apprentice Mage): its Empower costs 2 Energy; once it resolves, its
    ability triggers and its controller looks at the top 2 cards to recycle any (a decision of theirs);
    Empowered, it has +1 Might."""
    game = position({"deck": ["Mystic Poro", "Dredge Up", "Stalwart Poro"], "base": ["Apprentice Mage"],
                     "runes": ["Mind Rune"] * 2}, {"deck": DECK})
    g = game.state
    mage = cid(game, "Apprentice Mage")
    base = might_of(game, mage)
    game.apply(activations(game, mage)[0])
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "predict_recycle"
    top = {g.cards[c].name for c in g.players[0].deck[-2:]}
    assert {g.cards[a.card].name for a in game.legal_actions() if a.card >= 0} == top
    finish(game)
    assert is_empowered(g, mage) and might_of(game, mage) == base + 1


def test_escaped_grayback_kills_a_friendly_unit_of_choice_to_become_empowered():
    """827.1.c.2, 357.2, 428, 355.10.c (Escaped Grayback): its Empower's cost kills a friendly unit
    its controller picks as the cost is paid (an enemy unit is no option); it is then Empowered with
    +2 Might. With no other friendly unit it may kill itself, and then nothing is Empowered."""
    game = position({"deck": DECK, "base": ["Escaped Grayback", "Stalwart Poro"]},
                    {"deck": DECK, "base": ["Daring Poro"]})
    g = game.state
    grayback, poro = cid(game, "Escaped Grayback"), cid(game, "Stalwart Poro")
    base = might_of(game, grayback)
    game.apply(activations(game, grayback)[0])
    d = game.pending()
    assert d.context[0] == "ability_cost"
    assert {a.card for a in game.legal_actions()} == {grayback, poro}
    game.apply(ChooseCard(poro))
    finish(game)
    assert poro in g.players[0].trash and is_empowered(g, grayback) and might_of(game, grayback) == base + 2
    game2 = position({"deck": DECK, "base": ["Escaped Grayback"]}, {"deck": DECK})
    grayback2 = cid(game2, "Escaped Grayback")
    game2.apply(activations(game2, grayback2)[0])
    finish(game2)
    assert grayback2 in game2.state.players[0].trash and not any(e.kind == "empower" for e in game2.log)


def test_tail_cloaked_matriarch_plays_a_cheap_unit_from_the_trash_to_base_ignoring_its_cost():
    """828.1.d, 355.10.a, 383.3.a, 419.3, 356.1.b.1 (Tail-Cloaked Matriarch): as it becomes Empowered
    its player may choose a unit card of their trash with printed costs of at most 3 Energy and 1
    Power (not a 4 Energy one); it is played to their base, its cost ignored."""
    game = position({"deck": DECK, "base": ["Tail-Cloaked Matriarch"], "trash": ["Stalwart Poro",
                     "Vanguard Sergeant"], "runes": ["Chaos Rune"] * 3}, {"deck": DECK})
    g = game.state
    matriarch, poro = cid(game, "Tail-Cloaked Matriarch"), cid(game, "Stalwart Poro")
    game.apply(activations(game, matriarch)[0])
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    d = game.pending()
    assert {a.card for a in game.legal_actions() if getattr(a, "card", -1) >= 0} == {poro}, d
    game.apply(ChooseCard(poro))
    finish(game)
    assert poro in g.units and g.units[poro].loc < 0 and is_empowered(g, matriarch)
    assert cid(game, "Vanguard Sergeant") in g.players[0].trash
    check_invariants(game)


# --- "Empower it; Disempower it at end of turn" (441, 442, 390.2): Sanction, Tornado Warrior --------------

def _end_turn(game) -> None:
    """P0 ends their turn; every decision of the Ending Step takes its first option."""
    from riftbound.actions import EndTurn
    game.apply(EndTurn())
    for _ in range(30):
        if game.state.turn_player != 0:
            return
        d = game.pending()
        if d.kind == "priority":
            pass_(game)
        else:
            game.apply(game.legal_actions()[0])


def test_sanction_empowers_a_unit_until_the_end_of_the_turn():
    """355.3, 441, 828.1.d, 390.2, 317.1.a (Sanction, first mode): the chosen unit (an enemy's too)
    becomes Empowered, which triggers its own 'when I become Empowered'; at the end of the turn a
    delayed trigger Disempowers it."""
    game = position({"deck": DECK, "hand": ["Sanction"], "runes": ["Calm Rune"] * 4},
                    {"deck": ["Mystic Poro", "Dredge Up", "Stalwart Poro"], "base": ["Apprentice Mage"]})
    g = game.state
    mage = cid(game, "Apprentice Mage")
    play(game, "play Sanction targeting Apprentice Mage; nothing")
    finish(game)
    assert is_empowered(g, mage)
    assert any(e.kind == "trigger" and e.data[0] == mage for e in game.log)  # 828.1.d: its Predict 2
    _end_turn(game)
    assert not is_empowered(g, mage)
    assert [e.kind for e in game.log if e.kind in ("delayed_created", "disempower")] == [
        "delayed_created", "disempower"]


def test_sanctions_second_mode_offers_only_empowered_units_and_empowers_back_at_end_of_turn():
    """355.3, 355.8, 442, 390.2 (Sanction, second mode): only an Empowered unit may be chosen; it is
    Disempowered, and Empowered again at the end of the turn (which triggers its 'when I become
    Empowered' then)."""
    from riftbound.actions import PlaySpell
    game = position({"deck": DECK, "hand": ["Sanction"], "runes": ["Calm Rune"] * 4,
                     "base": [{"card": "Punching Poro", "empowered": True}, "Stalwart Poro"]}, {"deck": DECK})
    g = game.state
    poro = cid(game, PORO)
    second = {a.targets[1][0] for a in game.legal_actions() if isinstance(a, PlaySpell) and a.targets[1]}
    assert second == {poro}
    play(game, "play Sanction targeting nothing; Punching Poro")
    finish(game)
    assert not is_empowered(g, poro)
    _end_turn(game)
    assert is_empowered(g, poro)


def test_sanction_does_not_touch_a_unit_that_left_the_board_and_came_back():
    """124.1, 390.2 (Sanction): the delayed trigger acts on the object the spell affected: a unit that
    left the board and came back (Empowered by other means) is a new object, and stays Empowered."""
    game = position({"deck": DECK, "hand": ["Sanction"], "runes": ["Calm Rune"] * 4, "base": [PORO]},
                    {"deck": DECK})
    g = game.state
    poro = cid(game, PORO)
    play(game, "play Sanction targeting Punching Poro; nothing")
    finish(game)
    assert is_empowered(g, poro)
    from riftbound.engine.primitives import return_to_hand
    return_to_hand(g, g.units[poro])  # a judge's shortcut for a bounce: a new object once back
    from riftbound.state import Unit
    g.players[0].hand.remove(poro)
    g.units[poro] = Unit(poro, 0, -1, empowered=True)  # back on the board, Empowered by itself
    _end_turn(game)
    assert is_empowered(g, poro)


def test_tornado_warrior_played_from_facedown_may_empower_a_unit_or_gear_here_until_end_of_turn():
    """811.1.c.3, 383.2.a.1, 355.10, 390.2 (Tornado Warrior): played from facedown, its Play Effect
    may target a unit or gear at its battlefield (not one elsewhere); that unit is Empowered until the
    end of the turn. Played from the hand, nothing triggers."""
    game = position({"deck": DECK, "base": ["Stalwart Poro"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [PORO],
                                   "facedown": {"card": "Tornado Warrior", "turn": 0}}, {}])
    g = game.state
    poro, far = cid(game, PORO), cid(game, "Stalwart Poro")
    play(game, "play Tornado Warrior from facedown to bf 0")
    warrior = cid(game, "Tornado Warrior")
    d = game.pending()
    options = {a.card for a in game.legal_actions() if getattr(a, "card", -1) >= 0}
    assert poro in options and far not in options and warrior in options, d
    game.apply(ChooseCard(poro))
    finish(game)
    assert is_empowered(g, poro) and might_of(game, poro) == 3
    _end_turn(game)
    assert not is_empowered(g, poro)
    plain = position({"deck": DECK, "hand": ["Tornado Warrior"], "base": [PORO], "runes": ["Chaos Rune"] * 3},
                     {"deck": DECK})
    play(plain, "play Tornado Warrior")
    finish(plain)
    assert not any(e.kind == "trigger" for e in plain.log)


# --- Empowered passives: Rage Amplifier (a gear's aura), Applied Researchers (spell costs) ----------------

def test_rage_amplifier_gives_its_controllers_units_1_might_and_2_while_empowered():
    """364.1, 441.2, 718.2 (Rage Amplifier): a gear's aura: each unit its controller controls (not an
    enemy's) has +1 Might, +2 while the gear is Empowered; read at once as its status changes."""
    game = position({"deck": DECK, "base": ["Stalwart Poro"], "gear": ["Rage Amplifier"]},
                    {"deck": DECK, "base": ["Daring Poro"]})
    g = game.state
    mine, theirs = cid(game, "Stalwart Poro"), cid(game, "Daring Poro")
    amp = cid(game, "Rage Amplifier")
    assert might_of(game, mine) == 3 and might_of(game, theirs) == 2
    empower(g, amp, 0)
    assert might_of(game, mine) == 4 and might_of(game, theirs) == 2


def test_applied_researchers_empowered_makes_its_controllers_spells_cheaper_to_a_minimum_of_1():
    """828.1.b.1, 356.4, 356.4.e, 356.6 (Applied Researchers): while it is Empowered, its controller's
    spells cost 1 Energy and 1 Power of any domain less, the Energy part not below 1: Sanction (3 and
    a Calm Power) costs 2 and no Power; a 2 Energy spell costs 1. Not Empowered, nothing changes."""
    from riftbound.engine.chain import spell_cost

    game = position({"deck": DECK, "base": ["Applied Researchers"], "hand": ["Sanction", "Dredge Up"]},
                    {"deck": DECK})
    g = game.state
    researchers, sanction, dredge = (cid(game, "Applied Researchers"), cid(game, "Sanction"),
                                     cid(game, "Dredge Up"))
    before = spell_cost(g, sanction)
    empower(g, researchers, 0)
    after = spell_cost(g, sanction)
    assert before[0] == 3 and len(before[1]) == 1
    assert after[0] == 2 and len(after[1]) == 0
    assert spell_cost(g, dredge)[0] == 1


def test_kharox_burns_an_opponent_3_then_may_play_a_unit_of_their_trash_ignoring_its_cost():
    """828.1.d, 355.10, 440, 419.3, 356.1.b.1 (Kharox): as it becomes Empowered, the opponent (its
    target) burns 3; then its player may pick a unit card of that trash (burned ones included, only
    units) and plays it, ignoring its cost, under their own control; the card stays the opponent's."""
    game = position({"deck": DECK, "base": ["Kharox"], "runes": ["Chaos Rune"] * 8},
                    {"deck": ["Dredge Up", "Vanguard Sergeant", "Stalwart Poro", "Dredge Up"]})
    g = game.state
    kharox = cid(game, "Kharox")
    game.apply(activations(game, kharox)[0])
    for _ in range(10):
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "their_trash_play":
            break
        game.apply(game.legal_actions()[0])
    assert len(g.players[1].trash) == 3 and len(g.players[1].deck) == 1  # burned 3
    sergeant = cid(game, "Vanguard Sergeant")
    options = {a.card for a in game.legal_actions()}
    assert options == {-1, sergeant, cid(game, "Stalwart Poro")}
    game.apply(ChooseCard(sergeant))
    finish(game)
    assert sergeant in g.units and g.units[sergeant].controller == 0 and g.owner[sergeant] == 1
    assert is_empowered(g, kharox)
    check_invariants(game)


def test_akali_deadly_weapon_may_deal_1_to_a_unit_where_she_moved_to_or_from_2_while_empowered():
    """449, 810, 383.3.a, 355.5, 417, 383.2.a.1 (Akali, Deadly Weapon): as she moves from one
    battlefield to another (Ganking given this turn), her ability may target a unit at the battlefield
    she moved to or the one she moved from (not one elsewhere); it deals 1, or 2 since she is
    Empowered as it resolves."""
    game = position({"deck": DECK}, {"deck": DECK, "base": ["Daring Poro"]},
                    battlefields=[{"controller": 0, "units": [
                        {"card": "Akali, Deadly Weapon", "empowered": True,
                         "keywords_this_turn": ["Ganking"]}, "Vanguard Sergeant"]},
                        {"controller": 0, "units": ["Stalwart Poro"]}])
    g = game.state
    akali, sergeant = cid(game, "Akali, Deadly Weapon"), cid(game, "Vanguard Sergeant")
    poro = cid(game, "Stalwart Poro")
    far = cid(game, "Daring Poro")
    do(game, "move Akali, Deadly Weapon to bf 1")
    d = game.pending()
    options = {a.card for a in game.legal_actions() if getattr(a, "card", -1) >= 0}
    assert {sergeant, poro, akali} <= options and far not in options, d
    game.apply(ChooseCard(sergeant))
    finish(game)
    assert g.units[sergeant].damage == 2


def test_dame_the_despoiler_empowered_raises_her_might_to_a_unit_here_then_1_more_as_she_attacks():
    """828.1.b.1, 383.4.e, 383.2.a.1, 477.3 (Dame the Despoiler): Empowered, as she attacks her ability
    targets a unit here (not one elsewhere); she gets this turn the Might she lacks to equal it, then
    +1 more; not Empowered, the ability does not trigger."""
    def attack(empowered: bool):
        game = position({"deck": DECK, "base": [{"card": "Dame the Despoiler", "empowered": empowered}]},
                        {"deck": DECK, "base": ["Daring Poro"]},
                        battlefields=[{"controller": 1, "units": [{"card": "Vanguard Sergeant",
                                                                   "might_this_turn": 3}]}, {}])
        do(game, "move Dame the Despoiler to bf 0")
        return game

    game = attack(True)
    g = game.state
    dame, sergeant = cid(game, "Dame the Despoiler"), cid(game, "Vanguard Sergeant")
    far = cid(game, "Daring Poro")
    for _ in range(10):  # to the attack ability's target
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "ability_target":
            break
        game.apply(game.legal_actions()[0])
    options = {a.card for a in game.legal_actions()}
    assert sergeant in options and dame in options and far not in options
    game.apply(ChooseCard(sergeant))
    for _ in range(10):
        if g.units[dame].turn_might:
            break
        pass_(game)
    assert g.units[dame].turn_might == 7 - 5 + 1  # raised to the Sergeant's 7, then +1
    plain = attack(False)
    assert not any(e.kind == "trigger" and e.data[0] == cid(plain, "Dame the Despoiler") for e in plain.log)


def test_akali_rogue_assassin_moves_a_friendly_unit_in_a_showdown_to_base_and_readies_it_if_empowered():
    """806.1.c.2, 343.1, 449, 415, 383.2.a.1 (Akali, Rogue Assassin): at action speed in a showdown on
    its player's turn, exhausting the legend moves a friendly unit at the showdown's battlefield to its
    base; Empowered, the legend also readies it; not Empowered, it stays exhausted. Outside a
    showdown there is no unit to choose."""
    def showdown(empowered: bool):
        game = position({"deck": DECK, "legend": "Akali, Rogue Assassin", "legend_empowered": empowered,
                         "base": ["Stalwart Poro"]}, {"deck": DECK}, battlefields=[{}, {}])
        assert not [a for a in activations(game) if a.mode == 1]  # 402.3: no showdown yet
        do(game, "move Stalwart Poro to bf 0")
        assert game.state.showdown is not None and game.pending().kind == "focus"
        game.apply([a for a in activations(game) if a.mode == 1][0])
        finish(game)
        return game

    for empowered in (True, False):
        game = showdown(empowered)
        poro = game.state.units[cid(game, "Stalwart Poro")]
        assert poro.loc < 0 and poro.exhausted is not empowered and game.state.players[0].legend_exhausted


def test_an_ability_a_kill_cost_triggers_goes_on_the_chain_after_the_empower_is_finalized():
    """357.2, 406.2, 383.3.d, 383.1 (Escaped Grayback with Wraith of Echoes): the friendly unit killed
    for the Empower cost dies as the cost is paid; the ability its death triggers is placed once the
    Empower ability is finalized, above it, and resolves first (a regression: the activated ability
    was lost when the kill was paid as it was picked)."""
    game = position({"deck": DECK, "base": ["Escaped Grayback", "Stalwart Poro", "Wraith of Echoes"]},
                    {"deck": DECK})
    g = game.state
    grayback, poro = cid(game, "Escaped Grayback"), cid(game, "Stalwart Poro")
    game.apply(activations(game, grayback)[0])
    game.apply(ChooseCard(poro))
    finish(game)
    assert is_empowered(g, grayback) and poro in g.players[0].trash and len(g.players[0].hand) == 1
    kinds = [e.kind for e in game.log if e.kind in ("finalize", "draw", "empower", "cost_kill")]
    assert kinds.index("cost_kill") < kinds.index("finalize") < kinds.index("draw") < kinds.index("empower")


def test_jayce_readies_a_gear_and_while_empowered_exactly_two_gear():
    """377, 415, 355.5, 402.2-3, 828.1.b.1 (Jayce, Defender of Tomorrow): for 1 Energy and exhausting
    it, a gear readies; its Empowered ability, offered only while it is Empowered and with two gear on
    the board, readies two gear chosen one at a time, with no stopping after the first."""
    one = position({"deck": DECK, "legend": "Jayce, Defender of Tomorrow", "legend_empowered": True,
                    "runes": ["Mind Rune"] * 2, "gear": [{"card": "Rage Amplifier", "exhausted": True}]},
                   {"deck": DECK})
    assert {a.mode for a in activations(one)} == {1}  # 402.3: one gear only; 827.1.c.1: Empowered
    game = position({"deck": DECK, "legend": "Jayce, Defender of Tomorrow", "legend_empowered": True,
                     "runes": ["Mind Rune"] * 2,
                     "gear": [{"card": "Rage Amplifier", "exhausted": True},
                              {"card": "Helm of Suppression", "exhausted": True}]}, {"deck": DECK})
    g = game.state
    amp, helm = cid(game, "Rage Amplifier"), cid(game, "Helm of Suppression")
    game.apply(next(a for a in activations(game) if a.mode == 2))
    assert game.pending().context[0] == "activation_pick"
    assert {a.card for a in game.legal_actions()} == {amp, helm}  # no -1: two must be chosen
    game.apply(ChooseCard(amp))  # the second pick, the Helm, is the only option left: taken
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    finish(game)
    assert not g.gear[amp].exhausted and not g.gear[helm].exhausted and g.players[0].legend_exhausted
    assert [e.data[0] for e in game.log if e.kind == "ready"] == [amp, helm]
    plain = position({"deck": DECK, "legend": "Jayce, Defender of Tomorrow", "runes": ["Mind Rune"] * 2,
                      "gear": [{"card": "Rage Amplifier", "exhausted": True},
                               {"card": "Helm of Suppression", "exhausted": True}]}, {"deck": DECK})
    assert 2 not in {a.mode for a in activations(plain)}  # 828.1.b.1: not Empowered


def test_profiteer_may_disempower_something_of_its_player_to_empower_a_legend_unit_or_gear():
    """383.3.a-b, 355.5, 355.10.c.1, 441, 442 (Profiteer): as its Play Effect is finalized its player
    may pick its target (a legend, unit or gear, an opponent's too), then Disempowers something they
    control as the cost; the target becomes Empowered as it resolves. With nothing of theirs
    Empowered the ability can only be declined."""
    plain = position({"deck": DECK, "hand": ["Profiteer"], "runes": ["Body Rune"] * 4},
                     {"deck": DECK, "base": ["Stalwart Poro"]})
    play(plain, "play Profiteer")
    finish(plain)
    assert not any(e.kind == "empower" for e in plain.log)
    game = position({"deck": DECK, "hand": ["Profiteer"], "runes": ["Body Rune"] * 4,
                     "base": [{"card": PORO, "empowered": True},
                              {"card": "Apprentice Mage", "empowered": True}], "legend": ZED},
                    {"deck": DECK, "base": ["Stalwart Poro"]})
    g = game.state
    poro, enemy, legend = cid(game, PORO), cid(game, "Stalwart Poro"), legend_of(game)
    play(game, "play Profiteer")
    d = game.pending()
    assert d.context[0] == "disempower_to_empower"
    options = {a.card for a in game.legal_actions()}
    assert {-1, legend, enemy, cid(game, "Profiteer")} <= options
    game.apply(ChooseCard(legend))
    assert game.pending().context[0] == "disempower_cost"
    assert {a.card for a in game.legal_actions()} == {poro, cid(game, "Apprentice Mage")}
    game.apply(ChooseCard(poro))
    finish(game)
    assert [e.data[0] for e in game.log if e.kind in ("disempower", "empower")] == [poro, legend]
    assert not is_empowered(g, poro) and is_empowered(g, legend)


def test_kayle_is_empowered_up_to_three_times_with_2_might_each_and_deflect_and_ganking_at_three():
    """441.1.c.1, 441.2.a, 364.3, 809, 810, 442 (Kayle, Justified): her Empower may be activated while
    she is Empowered; each resolution Empowers her once more, up to three times (the fourth changes
    nothing), +2 Might each time; at three she has Deflect 3 and Ganking; a Disempower ends them
    all."""
    from riftbound.engine.empower import disempower, empowered_times
    from riftbound.engine.passives import has_ganking, passive_keyword

    game = position({"deck": DECK, "base": ["Kayle, Justified"], "runes": ["Order Rune"] * 12},
                    {"deck": DECK})
    g = game.state
    kayle = cid(game, "Kayle, Justified")
    base = might_of(game, kayle)
    for n in (1, 2, 3):
        game.apply(activations(game, kayle)[0])
        if game.pending().kind == "pay":
            game.apply(game.legal_actions()[0])
        finish(game)
        assert empowered_times(g, kayle) == n and might_of(game, kayle) == base + 2 * n
        assert has_ganking(g, g.units[kayle]) is (n == 3)
        assert passive_keyword(g, g.units[kayle], "Deflect") == (3 if n == 3 else 0)
    assert [e.kind for e in game.log].count("empower") == 3
    game.apply(activations(game, kayle)[0])
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    finish(game)
    assert empowered_times(g, kayle) == 3 and [e.kind for e in game.log].count("empower") == 3
    disempower(g, kayle, 0)
    assert empowered_times(g, kayle) == 0 and might_of(game, kayle) == base


def test_an_ability_a_spells_discard_cost_triggers_resolves_before_the_spell():
    """357.2, 359.3.a, 383.3.d, 422.1.b (Ruthless Strike discarding Flame Chompers): the card discarded
    to pay the spell's additional cost triggers its ability as the cost is paid; it is placed above
    the finalized spell before anyone gains Priority and resolves first (it was placed only after the
    spell had resolved)."""
    game = position({"deck": DECK, "hand": ["Ruthless Strike", "Flame Chompers"], "runes": ["Fury Rune"] * 4},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    chompers = cid(game, "Flame Chompers")
    n = len(game.log)
    play(game, "play Ruthless Strike targeting Vanguard Sergeant")
    for _ in range(12):
        d = game.pending()
        if d.kind == "main" and not game.state.chain:
            break
        options = game.legal_actions()
        game.apply(next((a for a in options if getattr(a, "card", None) == chompers), options[0]))
    kinds = [e.kind for e in game.log[n:]]
    assert "discard" in kinds and "play_from_trash" in kinds
    assert kinds.index("play_from_trash") < kinds.index("spell_done")
