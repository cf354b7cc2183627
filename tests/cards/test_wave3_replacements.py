"""Card wave 3, helper B: replacements of a unit's death (367-373) and the cards that make them:
Guardian Angel (an Equipment's effect text, 718.3) and Altar of Blood (a battlefield's optional,
paid replacement during combat, 371.2.a). The order of several replacements of one death is its
controller's choice (372), and so is the order of several deaths at once (373); a kill that waits
for that choice completes once it is made, in a cleanup (combat deaths included) and in effects."""

from __future__ import annotations

from riftbound.actions import ChooseCard, Pass, Pay
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.next_death import replace_next_death, waiting
from riftbound.game import card_support
from tests.spell_helpers import card_text, cid, do, play, position

DECK = ["Mystic Poro"] * 3 + ["Zephyr Sage"] * 2
CARDS = ("Guardian Angel", "Altar of Blood")


def test_the_cards_have_entries():
    """103 (the card pool): each card of this helper has an entry the engine plays."""
    cards = load_cards()
    for name in CARDS:
        assert card_support(cards.by_name(name)) == "script", name
        card_text(name)


def equip(game, gear_cid: int, unit: str) -> None:
    """Attach P0's gear ``gear_cid`` to ``unit`` as the position's starting state."""
    g = game.state
    x, u = g.gear[gear_cid], g.units[cid(game, unit)]
    x.attached_to, x.loc = u.cid, u.loc


def settle(game) -> None:
    """Pass Priority while the chain holds something (the spell resolving)."""
    while game.state.chain and game.pending().kind == "priority":
        game.apply(Pass())


def run_until(game, done) -> None:
    """Take the first legal action until ``done(game)`` or a choice about a death is pending."""
    for _ in range(200):
        d = game.pending()
        if done(game) or d is None or _death_choice(d):
            return
        game.apply(game.legal_actions()[0])
    raise AssertionError("did not get there")


def _death_choice(d) -> bool:
    return (d.kind == "choose_card" and d.context[0] in ("death_event", "death_replacement")
            or d.kind == "pay" and getattr(d.context, "task", "") == "death_pay")


# --- Guardian Angel ------------------------------------------------------------------------------------

def test_guardian_angel_saves_its_unit_dying_in_combat():
    """718.3, 724, 370.1.b, 466.1 (Guardian Angel): P0's Daring Poro (2, +1 Might Bonus, +1 Assault)
    attacks P1's Zephyr Sage (6, Shield) and takes lethal damage: in the Combat Cleanup its death is
    replaced, the only replacement, without a question: Guardian Angel goes to the trash and the Poro
    is healed, exhausted and recalled."""
    game = position({"deck": DECK, "base": [{"card": "Daring Poro", "exhausted": False}],
                     "gear": ["Guardian Angel"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [
                        {"card": "Zephyr Sage", "controller": 1}]}, {}])
    angel = cid(game, "Guardian Angel")
    equip(game, angel, "Daring Poro")
    poro = cid(game, "Daring Poro")
    do(game, "move Daring Poro to bf 0")
    run_until(game, lambda gm: any(e.kind == "death_replaced_by" for e in gm.log))
    assert not _death_choice(game.pending())
    g = game.state
    u = g.units[poro]
    assert u.loc == -1 and u.exhausted and u.damage == 0
    assert angel in g.players[0].trash and angel not in g.gear
    assert [e.data for e in game.log if e.kind == "death_replaced_by"] == [(poro, angel)]
    check_invariants(game)


def test_guardian_angel_detached_saves_nobody():
    """724, 718.2: lying unattached in base its effect text is inactive: the Poro, killed by Vengeance,
    dies and the gear stays."""
    game = position({"deck": DECK, "hand": ["Vengeance"], "runes": ["Order Rune"] * 4,
                     "base": ["Daring Poro"], "gear": ["Guardian Angel"]}, {"deck": DECK})
    play(game, "play Vengeance targeting Daring Poro")
    settle(game)
    g = game.state
    assert cid(game, "Daring Poro") in g.players[0].trash
    assert cid(game, "Guardian Angel") in g.gear
    check_invariants(game)


# --- two replacements of one death (372), a kill by an effect waiting for the choice -----------------

def angel_and_next_death():
    """P0's Daring Poro in base, Guardian Angel attached, and a "the next time it would die this turn,
    heal, exhaust and recall it instead" effect waiting on it (390.3); P0 plays Vengeance on it."""
    game = position({"deck": DECK, "hand": ["Vengeance"], "runes": ["Order Rune"] * 4,
                     "base": [{"card": "Daring Poro", "exhausted": False}], "gear": ["Guardian Angel"]},
                    {"deck": DECK})
    angel, poro = cid(game, "Guardian Angel"), cid(game, "Daring Poro")
    equip(game, angel, "Daring Poro")
    replace_next_death(game.state, game.state.units[poro], 0)
    play(game, "play Vengeance targeting Daring Poro")
    settle(game)
    return game, angel, poro


def test_two_replacements_of_one_death_its_controller_chooses_the_gear():
    """372, 370.2 (two replacements on one unit): Vengeance would kill the Poro: its controller chooses
    between Guardian Angel's replacement and the waiting next-death effect (the unit itself stands
    for it); choosing the gear: the gear dies, the unit is saved, the effect still waits."""
    game, angel, poro = angel_and_next_death()
    d = game.pending()
    assert d.player == 0 and d.context == ("death_replacement", poro)
    assert {a.card for a in game.legal_actions()} == {angel, poro}  # both mandatory: no "none"
    assert poro in game.state.units  # the kill waits for the choice
    game.apply(ChooseCard(angel))
    g = game.state
    assert poro in g.units and g.units[poro].exhausted and angel in g.players[0].trash
    assert waiting(g, poro) == 1
    check_invariants(game)


def test_two_replacements_of_one_death_choosing_the_next_death_effect_keeps_the_gear():
    """372, 370.2: choosing the next-death effect uses it up; Guardian Angel stays attached."""
    game, angel, poro = angel_and_next_death()
    game.apply(ChooseCard(poro))
    g = game.state
    assert poro in g.units and g.gear[angel].attached_to == poro
    assert waiting(g, poro) == 0
    assert cid(game, "Vengeance") in g.players[0].trash
    check_invariants(game)


# --- Altar of Blood: an optional, paid replacement during combat; several deaths at once (373) ----------

def altar_combat(runes: int, gear: tuple = ()):
    """P0's Daring Poro (3 attacking) and Pit Rookie (2) attack P1's Zephyr Sage (7 defending) at
    Altar of Blood (battlefield 0, P1's); P0 has ``runes`` Calm runes. P1 assigns lethal damage to
    both attackers."""
    game = position({"deck": DECK, "runes": ["Calm Rune"] * runes, "gear": list(gear),
                     "base": [{"card": "Daring Poro", "exhausted": False},
                              {"card": "Pit Rookie", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"card": "Altar of Blood", "controller": 1, "units": [
                        {"card": "Zephyr Sage", "controller": 1}]}, {}])
    for g_cid, unit in zip(sorted(game.state.gear), ("Daring Poro",), strict=False):
        equip(game, g_cid, unit)
    do(game, "move Daring Poro, Pit Rookie to bf 0")
    run_until(game, lambda gm: False)
    return game


def test_altar_of_blood_two_deaths_in_combat_order_then_pay_or_decline():
    """373, 371.2.a, 357, 466.1 (Altar of Blood): both attackers would die in the Combat Cleanup; the
    altar's replacement applies to both, so P0 first chooses which death to deal with; P0 pays three
    Power for the Poro (healed, exhausted, recalled) and declines for the Rookie, which dies."""
    game = altar_combat(6)
    poro, rookie = cid(game, "Daring Poro"), cid(game, "Pit Rookie")
    d = game.pending()
    assert d.player == 0 and d.context == ("death_event",)
    assert {a.card for a in game.legal_actions()} == {poro, rookie}
    game.apply(ChooseCard(poro))
    d = game.pending()
    assert d.kind == "pay" and d.context.task == "death_pay" and d.context.step == poro
    runes_before = len(game.state.players[0].runes)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    g = game.state
    assert len(g.players[0].runes) == runes_before - 3  # three runes recycled for the Power (164.2.b)
    assert g.units[poro].loc == -1 and g.units[poro].exhausted and g.units[poro].damage == 0
    d = game.pending()  # the Rookie's death: the same replacement, right after (373.2)
    assert d.kind == "pay" and d.context.step == rookie
    game.apply(Pass())
    assert rookie in game.state.players[0].trash and poro in game.state.units
    declined = [e.data for e in game.log if e.kind == "death_replacement_declined"]
    assert declined == [(rookie, g.battlefields[0].cid)]
    check_invariants(game)


def test_altar_of_blood_unpayable_is_not_asked():
    """371.2.a, 357: without runes P0 can't pay: nothing is asked and both attackers die."""
    game = altar_combat(0)
    run_until(game, lambda gm: gm.state.showdown is None)
    g = game.state
    assert cid(game, "Daring Poro") in g.players[0].trash and cid(game, "Pit Rookie") in g.players[0].trash
    check_invariants(game)


def test_guardian_angel_and_altar_on_one_death_in_combat():
    """372, 373 (a replacement during combat): the Poro wears Guardian Angel at the altar: its death
    has two replacements, the Rookie's one; P0 deals with the Poro first and picks Guardian Angel
    (the altar is not paid for it), then declines the altar for the Rookie."""
    game = altar_combat(3, gear=("Guardian Angel",))
    poro, rookie, angel = cid(game, "Daring Poro"), cid(game, "Pit Rookie"), cid(game, "Guardian Angel")
    altar = game.state.battlefields[0].cid
    assert game.pending().context == ("death_event",)
    game.apply(ChooseCard(poro))
    assert game.pending().context == ("death_replacement", poro)
    assert {a.card for a in game.legal_actions()} == {angel, altar}
    game.apply(ChooseCard(angel))
    assert angel in game.state.players[0].trash
    d = game.pending()
    assert d.kind == "pay" and d.context.step == rookie
    game.apply(Pass())
    g = game.state
    assert rookie in g.players[0].trash and g.units[poro].loc == -1
    assert len(g.players[0].runes) == 3
    check_invariants(game)


def test_altar_of_blood_outside_combat_does_nothing():
    """Altar of Blood, 459: a unit there killed by Vengeance with no combat going on dies; nothing
    is asked though its controller could pay."""
    game = position({"deck": DECK, "hand": ["Vengeance"], "runes": ["Order Rune"] * 7},
                    {"deck": DECK}, battlefields=[{"card": "Altar of Blood", "controller": 0, "units": [
                        {"card": "Daring Poro", "controller": 0}]}, {}])
    play(game, "play Vengeance targeting Daring Poro")
    settle(game)
    assert not _death_choice(game.pending())
    assert cid(game, "Daring Poro") in game.state.players[0].trash
    check_invariants(game)
