"""Scenario tests for the Kennen cards of card wave 3 (issue 13, helper C): Kennen, Heart of the
Tempest (a legend Empowered by cards played from anywhere other than the hand, 441, 442, 827.2,
419.4.a), Kennen, Storm of Shuriken (Burn 2, 440; Flow given to a spell in the trash, 829) and the
mechanisms under them (engine/play_origin.py, a legend's Empowered status). Rule numbers lead each
docstring."""

from __future__ import annotations

from riftbound.actions import Activate
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.empower import is_empowered
from riftbound.engine.granted import granted_value
from riftbound.engine.play_origin import played_from
from riftbound.formats.position import load_position
from riftbound.formats.position_dump import dump_position
from riftbound.game import card_support
from riftbound.state import ATTACKER
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Mystic Poro"] * 3
KENNEN = "Kennen, Heart of the Tempest"
NAMES = (KENNEN, "Kennen, Storm of Shuriken", "Last Rites")
ERRATA = ("Nocturne, Horrifying",)


def settle(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.state.chain:
        pass_(game)


def finish(game) -> None:
    """Answer every decision until P0's Main Phase with an empty chain: Priority is passed, any other
    decision (trigger order, a target) takes its first option."""
    for _ in range(40):
        d = game.pending()
        if d.kind == "main" and not game.state.chain:
            return
        if d.kind == "priority":
            pass_(game)
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("the chain did not empty")


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def legend_of(game, player: int = 0) -> int:
    legend = game.state.players[player].legend
    assert legend is not None
    return legend


def test_the_cards_have_entries_and_no_errata():
    """103 (the card pool): each card has an entry the engine plays; only Nocturne has errata (read:
    the entry follows it)."""
    cards = load_cards()
    for name in (*NAMES, *ERRATA):
        assert card_support(cards.by_name(name)) == "script", name
        assert (card_text(name)["errata"] != []) is (name in ERRATA), name


# --- a legend's Empowered status (441.2, 827.2) and where a card was played from ---------------------

def test_a_legend_can_be_empowered_and_the_position_format_keeps_it():
    """441.2, 827.2, 442.1: a legend in its Legend Zone takes the Empowered status and loses it by a
    Disempower; the position format writes it (players[i].legend_empowered) and reads it back."""
    from riftbound.engine.empower import disempower, empower

    game = position({"deck": DECK, "legend": KENNEN}, {"deck": DECK})
    g = game.state
    legend = legend_of(game)
    assert not is_empowered(g, legend)
    assert empower(g, legend, 0) and is_empowered(g, legend)
    assert not empower(g, legend, 0)  # 441.1.c: already Empowered, nothing more happens
    data = dump_position(game)
    assert data["players"][0]["legend_empowered"] is True
    again = load_position(data)
    assert is_empowered(again.state, legend_of(again))
    assert disempower(g, legend, 0) and not is_empowered(g, legend)
    assert not disempower(g, legend, 0)  # 442.1.a.1


def test_played_from_is_noted_only_when_a_card_of_the_game_asks():
    """383.2.a.1: where a card was played from is kept only in games with a card reading it (the
    index question play:origin); a champion played from the Champion Zone is noted as such."""
    plain = position({"deck": DECK, "champion": "Lux, Crownguard", "runes": ["Order Rune"] * 4},
                     {"deck": DECK})
    play(plain, "play Lux, Crownguard")
    assert not [k for k in plain.state.counts if k.startswith("played_from:")]
    game = position({"deck": DECK, "legend": KENNEN, "champion": "Lux, Crownguard",
                     "runes": ["Order Rune"] * 4}, {"deck": DECK})
    lux = cid(game, "Lux, Crownguard")
    play(game, "play Lux, Crownguard")
    assert played_from(game.state, lux) == "champion"


# --- Kennen, Heart of the Tempest ----------------------------------------------------------------------

def test_kennen_is_empowered_by_a_flow_spell_once_it_resolves_not_by_a_hand_play():
    """419.4.a, 829.1.b, 441 (Kennen, Heart of the Tempest): a spell played from the trash for its
    Flow cost empowers the legend once it has resolved (not while it waits on the chain); the same
    spell played from the hand does not."""
    game = position({"deck": DECK, "legend": KENNEN, "hand": ["Dredge Up"], "trash": ["Dredge Up"],
                     "runes": ["Mind Rune"] * 6}, {"deck": DECK})
    g = game.state
    legend = legend_of(game)
    hand_copy = g.players[0].hand[0]
    play(game, "play Dredge Up")  # the copy in hand (the hand is tried first)
    settle(game)
    assert not is_empowered(g, legend) and hand_copy in g.players[0].trash
    play(game, "play Dredge Up from trash")
    settle(game)
    assert is_empowered(g, legend)
    # not as it is finalized: its play completes as it resolves (then it is banished, 829.1.b.1)
    assert [e.kind for e in game.log if e.kind in ("draw", "spell_banished", "empower")][-3:] == [
        "draw", "spell_banished", "empower"]
    check_invariants(game)


def test_a_card_played_from_the_trash_then_from_the_hand_is_read_anew():
    """383.2.a.1, 124.1: each play is read on its own: a card played from its trash earlier this turn
    and then from its hand is a hand play (the earlier note is cleared)."""
    game = position({"deck": DECK, "legend": KENNEN, "trash": ["Dredge Up"], "runes": ["Mind Rune"] * 6},
                    {"deck": DECK})
    g = game.state
    dredge = cid(game, "Dredge Up")
    play(game, "play Dredge Up from trash")
    settle(game)
    assert played_from(g, dredge) == "trash"
    # back to the hand by hand (a judge's edit), then played from there
    g.players[0].banishment.remove(dredge)
    g.players[0].hand.append(dredge)
    play(game, "play Dredge Up")
    assert played_from(g, dredge) == "hand"


def test_kennen_is_empowered_by_a_champion_played_from_the_champion_zone_and_a_facedown_card():
    """108, 811.1.c.3, 419.4.a (Kennen, Heart of the Tempest): the chosen champion played from the
    Champion Zone and a card played from facedown are played from anywhere other than the hand; a
    unit played from the hand is not."""
    game = position({"deck": DECK, "legend": KENNEN, "champion": "Lux, Crownguard", "hand": ["Daring Poro"],
                     "runes": ["Order Rune"] * 8}, {"deck": DECK})
    g = game.state
    legend = legend_of(game)
    play(game, "play Daring Poro")
    settle(game)
    assert not is_empowered(g, legend)
    play(game, "play Lux, Crownguard")
    settle(game)
    assert is_empowered(g, legend)

    hidden = position({"deck": DECK, "legend": KENNEN, "base": ["Vanguard Sergeant"]}, {"deck": DECK},
                      battlefields=[{"controller": 0, "units": ["Daring Poro"],
                                     "facedown": {"card": "Tideturner", "turn": 0}}, {}])
    play(hidden, "play Tideturner from facedown to bf 0")
    finish(hidden)
    assert is_empowered(hidden.state, legend_of(hidden))


def test_kennen_gives_a_unit_assault_2_by_disempowering_and_exhausting_it():
    """377, 442, 135.2.e.2, 801.3.a.2, 807 (Kennen, Heart of the Tempest): the ability is offered only
    while the legend is Empowered and ready; any unit may be chosen (an enemy's too); paying it
    Disempowers and exhausts the legend; the unit has +2 Might while it attacks, until the end of the
    turn."""
    plain = position({"deck": DECK, "legend": KENNEN, "base": ["Vanguard Sergeant"]},
                     {"deck": DECK, "base": ["Stalwart Poro"]})
    assert not activations(plain)  # 442: not Empowered, the cost can't be paid
    game = position({"deck": DECK, "legend": KENNEN, "legend_empowered": True, "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]})
    g = game.state
    legend = legend_of(game)
    sergeant, poro = cid(game, "Vanguard Sergeant"), cid(game, "Stalwart Poro")
    acts = activations(game)
    assert {a.target for a in acts} == {sergeant, poro}
    game.apply(next(a for a in acts if a.target == sergeant))
    assert not is_empowered(g, legend) and g.players[0].legend_exhausted  # paid as activated
    base = might_of(game, sergeant)
    settle(game)
    assert granted_value(g.units[sergeant], "Assault") == 2 and might_of(game, sergeant) == base
    g.units[sergeant].role = ATTACKER
    assert might_of(game, sergeant) == base + 2
    g.units[sergeant].role = 0
    g.players[0].legend_empowered = True
    assert not activations(game)  # 135.2.e.2: exhausted, it can't pay [E]
    do(game, "end turn")
    assert granted_value(g.units[sergeant], "Assault") == 0


# --- Kennen, Storm of Shuriken; Flow given to a spell in the trash (829) ---------------------------------

STORM = "Kennen, Storm of Shuriken"


def conquer_with_storm(trash: list[str], runes: list[str], hand: list[str] | None = None):
    """P0's Kennen, Storm of Shuriken moves from base to the empty, uncontrolled battlefield 0 and
    conquers it; P0's trash holds ``trash``."""
    game = position({"deck": DECK, "base": [STORM], "trash": trash, "runes": runes, "hand": hand or []},
                    {"deck": DECK}, battlefields=[{}, {}])
    do(game, f"move {STORM} to bf 0")
    finish(game)
    return game


def test_storm_of_shuriken_burns_2_as_it_is_played():
    """440, 383.4.a (Kennen, Storm of Shuriken): its Play Effect puts the top 2 cards of its
    controller's Main Deck into their trash once it has resolved."""
    game = position({"deck": ["Stacked Deck", "Mystic Poro", "Hidden Blade"], "hand": [STORM],
                     "runes": ["Chaos Rune"] * 4}, {"deck": DECK})
    play(game, f"play {STORM}")
    finish(game)
    g = game.state
    assert sorted(g.cards[c].name for c in g.players[0].trash) == ["Mystic Poro", "Stacked Deck"]
    assert [g.cards[c].name for c in g.players[0].deck] == ["Hidden Blade"]


def test_storm_of_shuriken_gives_a_trash_spell_flow_equal_to_its_cost_this_turn():
    """829, 829.1.c.1, 829.1.b.1, 355.10.a (Kennen, Storm of Shuriken): as it conquers, a spell of
    its controller's trash (not a unit) is chosen; that spell may then be played from the trash for
    its own cost and is banished as it leaves the chain; the other spell of the trash may not."""
    game = conquer_with_storm(["Stacked Deck", "Hidden Blade", "Daring Poro"], ["Order Rune"] * 4)
    g = game.state
    given = [e.data[0] for e in game.log if e.kind == "flow_given"]
    assert len(given) == 1 and g.cards[given[0]].name in ("Stacked Deck", "Hidden Blade")
    spell = given[0]
    other = next(c for c in g.players[0].trash if g.cards[c].type == "Spell" and c != spell)
    plays = [a for a in game.legal_actions() if getattr(a, "card", None) in (spell, other)]
    assert plays and {a.card for a in plays} == {spell}
    game.apply(plays[0])
    finish(game)
    assert spell in g.players[0].banishment and spell not in g.players[0].trash
    check_invariants(game)


def test_storm_of_shuriken_with_no_spell_in_the_trash_does_nothing():
    """402.4, 355.10.a (Kennen, Storm of Shuriken): with no spell card in the trash the conquer ability
    has no target and leaves the chain: nothing is given Flow."""
    game = conquer_with_storm(["Daring Poro"], ["Order Rune"] * 4)
    assert game.state.battlefields[0].controller == 0
    assert not [e for e in game.log if e.kind == "flow_given"]


def test_given_flow_ends_with_the_turn():
    """829, 317.2.c ("this turn"): the spell given Flow can't be played from the trash on a later
    turn."""
    game = conquer_with_storm(["Stacked Deck"], ["Order Rune"] * 4)
    spell = cid(game, "Stacked Deck")
    assert any(getattr(a, "card", None) == spell for a in game.legal_actions())
    do(game, "end turn")
    for _ in range(60):
        d = game.pending()
        if d.kind == "main" and d.player == 0:
            break
        game.apply(game.legal_actions()[0])
    assert spell in game.state.players[0].trash
    assert not any(getattr(a, "card", None) == spell for a in game.legal_actions())


def test_a_spell_with_its_own_flow_and_given_flow_is_played_for_the_cost_its_player_chooses():
    """829.1.c.3 (two Flow costs; Kennen, Storm of Shuriken on Iterative Design, whose own Flow costs
    2 Energy and one Mind Power, its cost 4 Energy): as it is played from the trash its player
    chooses which Flow cost replaces its base cost; choosing the given one pays 4 Energy."""
    game = conquer_with_storm(["Iterative Design"], ["Mind Rune"] * 6)
    g = game.state
    design = cid(game, "Iterative Design")
    game.apply(next(a for a in game.legal_actions() if getattr(a, "card", None) == design))
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("flow_cost", design)
    assert sorted(a.card for a in game.legal_actions()) == [-1, design]
    ready = sum(not x for x in g.players[0].rune_exhausted)
    game.apply(next(a for a in game.legal_actions() if a.card == design))
    finish(game)
    assert ready - sum(not x for x in g.players[0].rune_exhausted) == 4  # its own cost: 4 Energy
    assert design in g.players[0].banishment


def test_kennen_legend_is_empowered_by_the_spell_storm_gave_flow():
    """419.4.a, 829.1.b, 441 (Kennen, Heart of the Tempest with Kennen, Storm of Shuriken): the spell
    played from the trash for the Flow given to it empowers the legend as it resolves."""
    game = position({"deck": DECK, "legend": KENNEN, "base": [STORM], "trash": ["Stacked Deck"],
                     "runes": ["Order Rune"] * 4}, {"deck": DECK}, battlefields=[{}, {}])
    do(game, f"move {STORM} to bf 0")
    finish(game)
    assert not is_empowered(game.state, legend_of(game))
    spell = cid(game, "Stacked Deck")
    game.apply(next(a for a in game.legal_actions() if getattr(a, "card", None) == spell))
    finish(game)
    assert is_empowered(game.state, legend_of(game))


# --- Last Rites: an Equip cost that recycles trash cards; its effect text plays a unit from the trash ---

def test_last_rites_equip_costs_chaos_power_and_recycling_two_trash_cards():
    """818.1.c, 416, 404 (Last Rites): its Equip ability needs two cards in its controller's trash
    besides the Chaos Power; paying it recycles the two picked cards (to the bottom of the Main
    Deck) and attaches it: the unit has its +2 Might (718.4)."""
    short = position({"deck": DECK, "gear": ["Last Rites"], "base": ["Vanguard Sergeant"],
                      "trash": ["Daring Poro"], "runes": ["Chaos Rune"] * 2}, {"deck": DECK})
    assert not activations(short)  # 416: not enough cards to recycle
    game = position({"deck": DECK, "gear": ["Last Rites"], "base": ["Vanguard Sergeant"],
                     "trash": ["Daring Poro", "Stacked Deck", "Hidden Blade"], "runes": ["Chaos Rune"] * 2},
                    {"deck": DECK})
    g = game.state
    sergeant, rites = cid(game, "Vanguard Sergeant"), cid(game, "Last Rites")
    acts = activations(game)
    assert acts and all(len(a.trash) == 2 for a in acts)
    assert len({a.trash for a in acts}) == 3  # any two of the three
    base = might_of(game, sergeant)
    act = acts[0]
    game.apply(act)
    finish(game)
    assert g.gear[rites].attached_to == sergeant and might_of(game, sergeant) == base + 2
    assert all(c in g.players[0].deck[:2] for c in act.trash) and len(g.players[0].trash) == 1


def to_may(game) -> None:
    """Pass Priority until the "you may" of a triggered ability is asked (383.3.a)."""
    for _ in range(20):
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "trigger_may":
            return
        pass_(game)
    raise AssertionError("no 'you may' asked")


def test_last_rites_lets_its_unit_play_a_unit_from_the_trash_as_it_conquers_paying_its_cost():
    """718.3, 724, 419.3, 383.3.a (Last Rites): attached to a unit that conquers, its ability lets its
    controller choose a unit card of their trash (not a spell) as it is finalized and play it, paying
    its cost; declining plays nothing."""
    def setup():
        return position({"deck": DECK, "base": ["Vanguard Sergeant"],
                         "gear": [{"card": "Last Rites", "attached_to": 9}],
                         "trash": ["Daring Poro", "Stacked Deck"], "runes": ["Chaos Rune"] * 4},
                        {"deck": DECK}, battlefields=[{}, {}])

    game = setup()
    g = game.state
    assert g.cards[9].name == "Vanguard Sergeant"
    poro = cid(game, "Daring Poro")
    do(game, "move Vanguard Sergeant to bf 0")
    to_may(game)
    assert sorted(a.card for a in game.legal_actions()) == [-1, poro]
    game.apply(next(a for a in game.legal_actions() if a.card == poro))
    runes = sum(not x for x in g.players[0].rune_exhausted)
    finish(game)
    assert poro in g.units and poro not in g.players[0].trash
    assert runes - sum(not x for x in g.players[0].rune_exhausted) == g.cards[poro].energy  # paid
    check_invariants(game)

    declined = setup()
    do(declined, "move Vanguard Sergeant to bf 0")
    to_may(declined)
    declined.apply(next(a for a in declined.legal_actions() if a.card == -1))
    finish(declined)
    assert cid(declined, "Daring Poro") in declined.state.players[0].trash


def test_weaponmaster_pays_last_rites_recycle_cost_too():
    """821.1.c.2, 416, 204.3.b (Last Rites with a Weaponmaster unit): its Equip cost has no [A] to take
    off (821.1.c.3), so Weaponmaster pays the Chaos Power and recycles two trash cards, picked one at a
    time as the ability resolves; declining the pick pays nothing and attaches nothing."""
    def to_pick():
        game = position({"deck": DECK, "hand": ["Veteran Poro"], "gear": ["Last Rites"],
                         "trash": ["Daring Poro", "Stacked Deck"],
                         "runes": ["Chaos Rune"] * 3 + ["Body Rune"] * 2},
                        {"deck": DECK})
        play(game, "play Veteran Poro")
        rites = cid(game, "Last Rites")
        game.apply(next(a for a in game.legal_actions() if getattr(a, "card", None) == rites))
        while game.pending().kind == "priority":
            pass_(game)
        return game

    game = to_pick()
    g = game.state
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "weaponmaster_recycle"
    trash = sorted(g.players[0].trash)
    assert sorted(a.card for a in game.legal_actions()) == [-1, *trash]
    game.apply(next(a for a in game.legal_actions() if a.card == trash[0]))
    assert [a.card for a in game.legal_actions()] == [-1, trash[1]]  # the second pick
    game.apply(next(a for a in game.legal_actions() if a.card == trash[1]))
    assert game.pending().kind == "pay"
    game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "Pay"))
    finish(game)
    assert g.gear[cid(game, "Last Rites")].attached_to == cid(game, "Veteran Poro")
    assert g.players[0].trash == [] and set(trash) <= set(g.players[0].deck)

    declined = to_pick()
    declined.apply(next(a for a in declined.legal_actions() if a.card == -1))
    finish(declined)
    assert declined.state.gear[cid(declined, "Last Rites")].attached_to is None
    assert len(declined.state.players[0].trash) == 2


def test_kennen_is_empowered_by_a_card_an_effect_plays_from_banishment():
    """419.3, 427, 419.4.a (Kennen, Heart of the Tempest with Baited Hook): a unit card banished from
    the looked-at cards and played from banishment by an effect is played from anywhere other than
    the hand (engine/effect_plays notes it)."""
    from riftbound.actions import ChooseCard

    deck = ["Mega-Mech", "Stalwart Poro", "Mystic Poro", "Zephyr Sage", "Vanguard Sergeant"]
    game = position({"deck": deck, "legend": KENNEN, "gear": [{"card": "Baited Hook", "exhausted": False}],
                     "base": ["Vanguard Sergeant"], "runes": ["Order Rune"] * 3}, {"deck": DECK})
    g = game.state
    game.apply(next(a for a in activations(game) if g.cards[a.source].name == "Baited Hook"))
    assert game.pending().context[0] == "banish_to_play"
    poro = next(c for c in g.players[0].deck if g.cards[c].name == "Stalwart Poro")
    game.apply(ChooseCard(poro))
    finish(game)
    assert poro in g.units and played_from(g, poro) == "banishment"
    assert is_empowered(g, legend_of(game))


def test_kennen_ability_is_usable_in_a_showdown_at_action_speed():
    """806.1.c.2, 377 (Kennen, Heart of the Tempest): its ability has Action: with Focus in a
    showdown (not an Open Main Phase) its player may use it."""
    game = position({"deck": DECK, "legend": KENNEN, "legend_empowered": True, "base": ["Vanguard Sergeant"]},
                    {"deck": DECK}, battlefields=[{}, {}])
    do(game, "move Vanguard Sergeant to bf 0")
    d = game.pending()
    assert game.state.showdown is not None and d.player == 0 and d.kind != "main"
    acts = activations(game)
    assert acts
    game.apply(acts[0])
    assert not is_empowered(game.state, legend_of(game))


# --- Nocturne, Horrifying (errata): as looked at or revealed on top of its owner's deck ----------------

NOCTURNE = "Nocturne, Horrifying"


def answer(game, purpose: str, card: int) -> None:
    """Answer the pending choose_card decision of ``purpose`` with ``card`` (-1: none)."""
    from riftbound.actions import ChooseCard

    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == purpose, d
    game.apply(ChooseCard(card))


def test_nocturne_seen_by_a_look_at_3_is_banished_first_and_the_look_goes_on_with_the_other_two():
    """427, 431.1.c, 359.3.d (Nocturne, Horrifying, errata; Stacked Deck): as its owner looks at the
    top 3 with Nocturne second, they are asked first; banished (and not played: it stays banished),
    the look offers only the two other looked-at cards, not the fourth card now in the top 3."""
    deck = ["Daring Poro", NOCTURNE, "Stalwart Poro", "Vanguard Sergeant"]
    game = position({"deck": deck, "hand": ["Stacked Deck"], "runes": ["Chaos Rune"] * 3}, {"deck": DECK})
    g = game.state
    noct = cid(game, NOCTURNE)
    play(game, "play Stacked Deck")
    while game.pending().kind == "priority":
        pass_(game)
    answer(game, "banish_looked_at", noct)
    assert noct in g.players[0].banishment
    answer(game, "play_looked_at", -1)
    d = game.pending()
    assert d.context[0] == "look_take"
    offered = {g.cards[a.card].name for a in game.legal_actions()}
    assert offered == {"Daring Poro", "Stalwart Poro"}  # not the Sergeant, fourth from the top
    game.apply(game.legal_actions()[0])
    finish(game)
    assert noct in g.players[0].banishment and noct not in g.units
    check_invariants(game)


def test_nocturne_left_on_top_stays_in_the_look():
    """431.1.c (Nocturne, Horrifying): declining to banish it, it is one of the looked-at cards (the
    owner may take it into their hand)."""
    deck = ["Daring Poro", NOCTURNE, "Stalwart Poro", "Vanguard Sergeant"]
    game = position({"deck": deck, "hand": ["Stacked Deck"], "runes": ["Chaos Rune"] * 3}, {"deck": DECK})
    g = game.state
    noct = cid(game, NOCTURNE)
    play(game, "play Stacked Deck")
    while game.pending().kind == "priority":
        pass_(game)
    answer(game, "banish_looked_at", -1)
    assert noct in {a.card for a in game.legal_actions()}
    game.apply(next(a for a in game.legal_actions() if a.card == noct))
    finish(game)
    assert noct in g.players[0].hand


def test_nocturne_banished_by_vision_is_played_for_one_power_and_empowers_kennen():
    """436.1, 427, 419.3, 356.1.a, 354.3, 419.4.a (Nocturne, Horrifying; Mystic Poro's Vision; Kennen,
    Heart of the Tempest): Nocturne on top as Vision looks: banished, then played for one Power of
    any domain (one Chaos rune recycled, no Energy), once the Play Effect has finished; played from
    banishment, it empowers the legend."""
    game = position({"deck": [NOCTURNE, "Daring Poro"], "legend": KENNEN, "hand": ["Mystic Poro"],
                     "runes": ["Chaos Rune"] * 4}, {"deck": DECK})
    g = game.state
    noct = cid(game, NOCTURNE)
    play(game, "play Mystic Poro")
    while game.pending().kind == "priority":
        pass_(game)
    answer(game, "banish_looked_at", noct)
    answer(game, "play_looked_at", noct)
    runes = len(g.players[0].runes)
    finish(game)
    assert noct in g.units and noct not in g.players[0].banishment
    assert len(g.players[0].runes) == runes - 1  # [A]: one rune recycled for its Power
    assert not [e for e in game.log if e.kind == "look"]  # 436.1: nothing else is looked at
    assert is_empowered(g, legend_of(game))
    check_invariants(game)


def test_nocturne_seen_by_the_candlelit_sanctum_leaves_one_card_to_its_choice():
    """431.1.c, 416 (Nocturne, Horrifying; The Candlelit Sanctum): conquering the Sanctum, its
    conqueror looks at their top 2; their Nocturne among them is asked first; banished, the Sanctum's
    choice offers only the other card."""
    deck = [NOCTURNE, "Daring Poro", "Stalwart Poro"]
    game = position({"deck": deck, "base": ["Vanguard Sergeant"], "runes": ["Chaos Rune"] * 2},
                    {"deck": DECK}, battlefields=[{"card": "The Candlelit Sanctum"}, {}])
    g = game.state
    noct = cid(game, NOCTURNE)
    do(game, "move Vanguard Sergeant to bf 0")
    for _ in range(10):
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "banish_looked_at":
            break
        pass_(game)
    answer(game, "banish_looked_at", noct)
    answer(game, "play_looked_at", -1)
    d = game.pending()
    assert d.context[0] == "sanctum_recycle"
    assert [g.cards[a.card].name for a in game.legal_actions() if a.card >= 0] == ["Daring Poro"]


def test_nocturne_seen_by_baited_hook_and_the_hooked_unit_are_played_oldest_first():
    """354.3, 337.1 (ruling 97), 427, 419.3 (Nocturne, Horrifying; Baited Hook): Nocturne among the
    five looked at is banished and played for [A] first; the Hook then banishes and plays another
    unit of the four others; both wait until the ability has finished, and the older play (Nocturne)
    is paid for first, the other pending above it (the invariants allow it)."""
    from riftbound.actions import ChooseCard

    deck = ["Stalwart Poro", NOCTURNE, "Mystic Poro", "Zephyr Sage", "Vanguard Sergeant", "Mega-Mech"]
    game = position({"deck": deck, "gear": [{"card": "Baited Hook", "exhausted": False}],
                     "base": ["Vanguard Sergeant"], "runes": ["Order Rune"] * 3 + ["Chaos Rune"] * 2},
                    {"deck": DECK})
    g = game.state
    noct = cid(game, NOCTURNE)
    game.apply(next(a for a in activations(game) if g.cards[a.source].name == "Baited Hook"))
    answer(game, "banish_looked_at", noct)
    answer(game, "play_looked_at", noct)
    assert game.pending().context[0] == "banish_to_play"
    offered = {g.cards[a.card].name for a in game.legal_actions() if a.card >= 0}
    assert NOCTURNE not in offered and "Stalwart Poro" in offered  # the four left looked at
    poro = next(c for c in g.players[0].deck if g.cards[c].name == "Stalwart Poro")
    game.apply(ChooseCard(poro))
    d = game.pending()
    assert d.kind == "pay" and d.context.cid == noct and g.chain[-1].cid == poro
    check_invariants(game)
    finish(game)
    assert noct in g.units and poro in g.units
    check_invariants(game)


def test_nocturne_revealed_by_dazzling_aurora_banished_the_reveal_goes_on_to_the_next_unit():
    """424, 427, 419.3 (Nocturne, Horrifying; Dazzling Aurora's reveal until a unit card): Nocturne
    revealed first is asked; banished (not played), the reveal goes on past it and the next unit card,
    Mystic Poro, is the one Dazzling Aurora banishes and plays; declined, Nocturne is that unit."""
    from riftbound.actions import EndTurn

    def end_turn():
        game = position({"deck": ["Vengeance", NOCTURNE, "Mystic Poro", "Zephyr Sage"],
                         "gear": ["Dazzling Aurora"], "runes": ["Body Rune"] * 2}, {"deck": DECK})
        game.apply(EndTurn())
        while not (game.pending().kind == "choose_card" and game.pending().context[0] == "banish_looked_at"):
            game.apply(game.legal_actions()[0])
        return game

    game = end_turn()
    g = game.state
    noct = cid(game, NOCTURNE)
    poro = next(c for c in g.players[0].deck if g.cards[c].name == "Mystic Poro")
    answer(game, "banish_looked_at", noct)
    answer(game, "play_looked_at", -1)
    for _ in range(40):
        if g.turn_player == 1:
            break
        game.apply(game.legal_actions()[0])
    assert noct in g.players[0].banishment and poro in g.units
    check_invariants(game)

    kept = end_turn()
    answer(kept, "banish_looked_at", -1)
    for _ in range(40):
        if kept.state.turn_player == 1:
            break
        kept.apply(kept.legal_actions()[0])
    assert cid(kept, NOCTURNE) in kept.state.units  # the unit Dazzling Aurora found and played
