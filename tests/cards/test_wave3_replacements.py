"""Card wave 3, helper B: replacements of a unit's death (367-373) and the cards that make them:
Guardian Angel (an Equipment's effect text, 718.3) and Altar of Blood (a battlefield's optional,
paid replacement during combat, 371.2.a). The order of several replacements of one death is its
controller's choice (372), and so is the order of several deaths at once (373); a kill that waits
for that choice completes once it is made, in a cleanup (combat deaths included) and in effects."""

from __future__ import annotations

from riftbound.actions import ChooseCard, Pass, Pay
from riftbound.cards import load_cards
from riftbound.checks import check_deep, check_invariants
from riftbound.engine.next_death import replace_next_death, waiting
from riftbound.formats.notation_describe import describe_decision
from riftbound.formats.position import dump_position, load_position
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
    check_deep(game)
    game.apply(ChooseCard(poro))
    d = game.pending()
    assert d.kind == "pay" and d.context.task == "death_pay" and d.context.step == poro
    check_deep(game)
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


# --- Zhonya's Hourglass: a gear's replacement for any friendly unit, Hidden gear (811) -------------------

def test_zhonyas_hourglass_saves_a_friendly_unit_not_an_enemy():
    """370.1.b, 740.1.a (Zhonya's Hourglass, errata): Vengeance on P1's unit: it dies (not friendly);
    Vengeance on P0's own Poro: the hourglass is killed instead and the Poro healed, exhausted and
    recalled, nothing asked (the only replacement)."""
    game = position({"deck": DECK, "hand": ["Vengeance", "Vengeance"], "runes": ["Order Rune"] * 12,
                     "gear": ["Zhonya's Hourglass"]},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": [
                        {"card": "Daring Poro", "controller": 0, "exhausted": False}]},
                        {"controller": 1, "units": [{"card": "Pit Rookie", "controller": 1}]}])
    hourglass, poro = cid(game, "Zhonya's Hourglass"), cid(game, "Daring Poro")
    first, second = sorted(c for c in game.state.players[0].hand)
    play(game, f"play #{first} targeting Pit Rookie")
    settle(game)
    assert cid(game, "Pit Rookie") in game.state.players[1].trash and hourglass in game.state.gear
    play(game, f"play #{second} targeting Daring Poro")
    settle(game)
    g = game.state
    assert hourglass in g.players[0].trash and g.units[poro].loc == -1 and g.units[poro].exhausted
    check_invariants(game)


def test_zhonyas_hourglass_two_friendly_deaths_at_once_its_controller_picks_one():
    """373, 370.2 (its example of two deaths in one cleanup): P0's Poro and Rookie both die in one
    Combat Cleanup with one hourglass: P0 picks which death it replaces; the hourglass is then gone
    and the other unit dies."""
    game = position({"deck": DECK, "gear": ["Zhonya's Hourglass"],
                     "base": [{"card": "Daring Poro", "exhausted": False},
                              {"card": "Pit Rookie", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [
                        {"card": "Zephyr Sage", "controller": 1}]}, {}])
    do(game, "move Daring Poro, Pit Rookie to bf 0")
    run_until(game, lambda gm: False)
    poro, rookie = cid(game, "Daring Poro"), cid(game, "Pit Rookie")
    assert game.pending().context == ("death_event",)
    game.apply(ChooseCard(rookie))  # its one replacement then applies, nothing more to ask
    g = game.state
    assert g.units[rookie].loc == -1 and g.units[rookie].damage == 0
    assert poro in g.players[0].trash and cid(game, "Zhonya's Hourglass") in g.players[0].trash
    check_invariants(game)


def hidden_hourglass(**p0):
    """P0 controls battlefield 0 with its Daring Poro there and Zhonya's Hourglass hidden there on an
    earlier turn; P0 holds Vengeance."""
    return position({"deck": DECK, "hand": ["Vengeance"], "runes": ["Order Rune"] * 4, **p0},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": [
                        {"card": "Daring Poro", "controller": 0, "exhausted": False}],
                        "facedown": {"card": "Zhonya's Hourglass", "turn": 0}}, {}])


def test_zhonyas_hourglass_facedown_saves_nobody():
    """811.2, 107.3 (timing edge): hidden, the hourglass is no gear on the board: Vengeance kills
    the Poro."""
    game = hidden_hourglass()
    play(game, "play Vengeance targeting Daring Poro")
    settle(game)
    assert cid(game, "Daring Poro") in game.state.players[0].trash
    assert cid(game, "Zhonya's Hourglass") not in game.state.gear  # (then lost with the battlefield, 323.7)
    check_invariants(game)


def test_zhonyas_hourglass_played_from_facedown_enters_there_then_saves():
    """811.1.b, 811.1.d.1.a, 149.3: played from facedown it costs nothing and enters at battlefield 0
    (not the base); the next cleanup recalls it; then it saves the Poro from Vengeance."""
    game = hidden_hourglass()
    hourglass = cid(game, "Zhonya's Hourglass")
    play(game, "play Zhonya's Hourglass from facedown")
    entered = [e for e in game.log if e.kind == "enter_gear"]
    assert entered and hourglass in game.state.gear
    assert any(e.kind == "recall" and e.data[0] == hourglass for e in game.log)  # it was at bf 0
    assert game.state.gear[hourglass].loc == -1
    assert len([r for r in game.state.players[0].rune_exhausted if r]) == 0  # nothing paid
    play(game, "play Vengeance targeting Daring Poro")
    settle(game)
    g = game.state
    assert cid(game, "Daring Poro") in g.units and hourglass in g.players[0].trash
    check_invariants(game)


def test_zhonyas_hourglass_can_be_hidden():
    """811.1.a-b: a gear with Hidden in hand may be hidden at a battlefield its player controls."""
    game = position({"deck": DECK, "hand": ["Zhonya's Hourglass"], "runes": ["Calm Rune"]},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    hides = [a for a in game.legal_actions() if type(a).__name__ == "Hide"]
    assert hides and hides[0].card == cid(game, "Zhonya's Hourglass") and hides[0].battlefield == 0
    game.apply(hides[0])
    assert game.state.battlefields[0].facedown[0] == cid(game, "Zhonya's Hourglass")
    check_invariants(game)


def test_zhonyas_hourglass_played_from_facedown_during_a_combat_saves_the_defender():
    """811.6, 811.1.d.1.a, 466.1 (a replacement during combat): P1's Zephyr Sage attacks P0's Poro at
    battlefield 0; in the combat's showdown P0 plays the hidden hourglass (Reaction speed, 811.6); the
    Poro takes lethal combat damage and the hourglass dies in its place. (On the board it is in P0's
    base by then: the gear saves any friendly unit wherever it is.)"""
    game = position({"deck": DECK, "runes": []}, {"deck": DECK, "base": [
        {"card": "Zephyr Sage", "exhausted": False}]},
        turn_player=1, turn=2, battlefields=[{"controller": 0, "units": [
            {"card": "Daring Poro", "controller": 0}],
            "facedown": {"card": "Zhonya's Hourglass", "turn": 1}}, {}])
    hourglass, poro = cid(game, "Zhonya's Hourglass"), cid(game, "Daring Poro")
    do(game, "P1: move Zephyr Sage to bf 0")
    for _ in range(50):
        acts = [a for a in game.legal_actions() if type(a).__name__ == "PlayGear"]
        if acts:
            assert game.pending().player == 0 and game.state.showdown is not None
            game.apply(acts[0])
            break
        game.apply(game.legal_actions()[0])
    else:
        raise AssertionError("the hidden hourglass was never offered")
    entered = next(i for i, e in enumerate(game.log) if e.kind == "enter_gear" and e.data == (hourglass,))
    recalled = next(e for e in game.log[entered:] if e.kind == "recall" and e.data == (hourglass,))
    assert recalled.rule == "323.7"  # it entered at battlefield 0 (811.1.d.1.a); a cleanup recalls it (149.3)
    kinds = [e.kind for e in game.log[entered:]]
    assert kinds.index("deal") < kinds.index("death_replaced_by")  # the combat damage came after
    run_until(game, lambda gm: hourglass not in gm.state.gear)
    g = game.state
    assert hourglass in g.players[0].trash
    assert g.units[poro].loc == -1 and g.units[poro].exhausted and g.units[poro].damage == 0
    check_invariants(game)


def test_a_death_choice_round_trips_through_a_position():
    """372-373 (position format): a game stopped at the choice of which death first, then at the
    altar's payment, is written and read back with the same decision and the same legal actions;
    the copy goes on the same way."""
    game = altar_combat(6)
    for _ in range(2):
        again = load_position(dump_position(game))
        assert again.pending() == game.pending()
        assert again.legal_actions() == game.legal_actions()
        game.apply(game.legal_actions()[0])
    again = load_position(dump_position(game))
    again.apply(Pass())
    game.apply(Pass())
    assert dump_position(again) == dump_position(game)


def test_a_kill_instruction_of_several_units_waits_for_the_order_then_they_die_together():
    """370.1.a.2, 373, 373.1.a (The Ruination with Zhonya's Hourglass): one instruction kills every
    unit; P0's two units could each be saved by the one hourglass: P0 chooses the Rookie's death
    first, it is replaced before anything dies, then the others (P0's Poro, P1's Stalwart Poro) die
    together."""
    game = position({"deck": DECK, "hand": ["The Ruination"], "runes": ["Order Rune"] * 12,
                     "gear": ["Zhonya's Hourglass"], "base": ["Daring Poro", "Pit Rookie"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]})
    play(game, "play The Ruination")
    settle(game)
    poro, rookie, stalwart = cid(game, "Daring Poro"), cid(game, "Pit Rookie"), cid(game, "Stalwart Poro")
    d = game.pending()
    assert d.player == 0 and d.context == ("death_event",)
    assert {a.card for a in game.legal_actions()} == {poro, rookie}
    assert {poro, rookie, stalwart} <= set(game.state.units)  # nothing has died yet
    game.apply(ChooseCard(rookie))
    g = game.state
    assert set(g.units) == {rookie} and g.units[rookie].exhausted
    assert poro in g.players[0].trash and stalwart in g.players[1].trash
    kinds = [(e.kind, e.data[0]) for e in game.log if e.kind in ("death_replaced_by", "kill")]
    assert kinds[0] == ("death_replaced_by", rookie) and {k[1] for k in kinds[1:]} == {poro, stalwart}
    check_invariants(game)


def test_two_guardian_angels_on_one_unit_either_may_be_chosen():
    """372, 370.2, 718.5.d (two Equipment of the same name on one unit): Vengeance would kill the
    Poro wearing two Guardian Angels: P0 picks which of the two is killed in its place (the choice
    names each copy apart in notation and positions); the other stays attached."""
    game = position({"deck": DECK, "hand": ["Vengeance"], "runes": ["Order Rune"] * 4,
                     "base": [{"card": "Daring Poro", "exhausted": False}],
                     "gear": ["Guardian Angel", "Guardian Angel"]}, {"deck": DECK})
    first, second = sorted(c for c in game.state.gear)
    equip(game, first, "Daring Poro")
    equip(game, second, "Daring Poro")
    play(game, "play Vengeance targeting Daring Poro")
    settle(game)
    assert game.pending().context == ("death_replacement", cid(game, "Daring Poro"))
    assert {a.card for a in game.legal_actions()} == {first, second}
    check_deep(game)  # clone, positions and the notation of each option
    game.apply(ChooseCard(second))
    g = game.state
    assert second in g.players[0].trash and g.gear[first].attached_to == cid(game, "Daring Poro")
    check_invariants(game)


def test_the_death_choices_are_described():
    """372, 373, 371.2.a (what the resolver, errors and the web view say): each death choice is
    described in words naming the dying unit and the replacement's card."""
    game = altar_combat(6)
    assert "would die together" in describe_decision(game)
    game.apply(ChooseCard(cid(game, "Daring Poro")))
    text = describe_decision(game)
    assert text.startswith("Daring Poro would die") and "Altar of Blood" in text
    game, _angel, _poro = angel_and_next_death()
    assert describe_decision(game).startswith("Daring Poro would die: P0 chooses which replacement")
