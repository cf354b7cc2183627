"""Rules 706-711, Mighty: a unit is Mighty while its Might is 5 or more (708), on the board by its
current Might (710), elsewhere by its printed Might (711); it becomes Mighty when its Might rises
from below 5 to 5 or more (709). Cards: Show of Strength, Fiora, Worthy."""

from __future__ import annotations

from riftbound.actions import ChooseCard, EndTurn, Pay
from riftbound.effects import Chosen, GiveMight, SpellScript, Target, Units
from riftbound.engine.mechanics import is_mighty, mighty_count
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing, give_answer
from tests.spell_helpers import cid, might_of, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def test_show_of_strength_draws_one_per_mighty_unit():
    """708, 413: Show of Strength draws one card for each of P0's units with 5+ Might: Mega-Mech (8)
    and Petty Officer (5), not Vanguard Sergeant (4) nor P1's Mega-Mech."""
    game = position({"hand": ["Show of Strength"], "runes": ["Body Rune"] * 2, "deck": DECK,
                     "base": ["Mega-Mech", "Petty Officer", "Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Mega-Mech"]})
    g = game.state
    assert mighty_count(g, 0) == 2
    play(game, "play Show of Strength")
    assert len(g.players[0].hand) == 2 and len(g.players[0].deck) == 1


def test_might_raised_this_turn_counts():
    """710: Discipline (+2 Might this turn) makes Vanguard Sergeant (4) Mighty; the spells that
    count Mighty units see it."""
    game = position({"hand": ["Discipline"], "runes": ["Calm Rune"] * 2, "deck": DECK,
                     "base": ["Vanguard Sergeant"]}, {"deck": DECK})
    sergeant = cid(game, "Vanguard Sergeant", "base")
    assert not is_mighty(game.state, sergeant)
    play(game, "play Discipline targeting Vanguard Sergeant at base")
    assert is_mighty(game.state, sergeant) and mighty_count(game.state, 0) == 1


def test_cards_off_the_board_use_printed_might():
    """711: in the trash or the deck a card is Mighty by its printed Might: Petty Officer (5) is,
    Vanguard Sergeant (4) is not."""
    game = position({"deck": DECK, "trash": ["Petty Officer", "Vanguard Sergeant"]}, {"deck": DECK})
    g = game.state
    officer, sergeant = (next(c for c in g.players[0].trash if g.cards[c].name == n)
                         for n in ("Petty Officer", "Vanguard Sergeant"))
    assert is_mighty(g, officer) and not is_mighty(g, sergeant)


def fiora_position(order_runes: int = 1):
    return position({"hand": ["Discipline"], "deck": DECK,
                     "runes": ["Calm Rune"] * 2 + ["Order Rune"] * order_runes,
                     "base": ["Fiora, Worthy", {"card": "Vanguard Sergeant", "exhausted": True},
                              {"card": "Daring Poro", "exhausted": True}]},
                    {"deck": DECK})


def test_fiora_readies_a_unit_that_becomes_mighty():
    """709, 383.3.a-b: Discipline raises the exhausted Vanguard Sergeant from 4 to 6 Might: it
    becomes Mighty, Fiora, Worthy triggers, P0 pays one Order Power and the Sergeant readies."""
    game = fiora_position()
    g = game.state
    sergeant = cid(game, "Vanguard Sergeant", "base")
    play(game, "play Discipline targeting Vanguard Sergeant at base")
    assert any(e.kind == "becomes_mighty" and e.data[0] == sergeant for e in g.log)
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may"
    twin = load_position(dump_position(game))  # the pending trigger and the Might notes round-trip
    assert twin.state.key() == game.state.key() and twin.legal_actions() == game.legal_actions()
    fiora = cid(game, "Fiora, Worthy", "base")
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(fiora)]
    game.apply(ChooseCard(fiora))
    assert game.pending().kind == "pay"  # 404.1: the Order Power is paid as it is finalized
    (pay,) = [a for a in game.legal_actions() if isinstance(a, Pay)]
    game.apply(pay)
    assert not g.chain and not g.units[sergeant].exhausted
    (rune,) = pay.recycle
    assert g.cards[rune].name == "Order Rune" and rune not in g.players[0].runes


def test_fiora_may_decline_and_small_gains_do_not_trigger():
    """709, 383.3.a: declining leaves the Sergeant exhausted; Daring Poro raised from 2 to 4 does not
    become Mighty, so nothing triggers."""
    game = fiora_position()
    g = game.state
    play(game, "play Discipline targeting Vanguard Sergeant at base")
    game.apply(ChooseCard(-1))
    assert g.units[cid(game, "Vanguard Sergeant", "base")].exhausted
    poro = fiora_position()
    play(poro, "play Discipline targeting Daring Poro at base")
    assert not any(e.kind == "becomes_mighty" for e in poro.state.log)
    assert poro.pending().kind == "main"


def test_already_mighty_or_entering_mighty_is_not_becoming():
    """709: a unit already Mighty that gets more Might does not become Mighty; nor does a unit that
    enters the board with 5 Might (see docs/rulings.md)."""
    game = position({"hand": ["Discipline", "Petty Officer"], "deck": DECK,
                     "runes": ["Calm Rune"] * 7 + ["Order Rune"],
                     "base": ["Fiora, Worthy", {"card": "Mega-Mech", "exhausted": True}]},
                    {"deck": DECK})
    play(game, "play Petty Officer to base")
    play(game, "play Discipline targeting Mega-Mech at base")
    assert not any(e.kind == "becomes_mighty" for e in game.state.log)


def test_an_effect_expiring_can_make_a_unit_mighty():
    """709, 317.2.c: Petty Officer (5) at 4 Might this turn after Stupefy becomes Mighty again when
    the effect expires at the end of the turn; Fiora, Worthy triggers then, P0 pays and it readies
    before the next turn starts."""
    game = position({"hand": ["Stupefy"], "deck": DECK, "runes": ["Calm Rune"] * 2 + ["Order Rune"],
                     "base": ["Fiora, Worthy", {"card": "Petty Officer", "exhausted": True}]}, {"deck": DECK})
    officer = cid(game, "Petty Officer", "base")
    play(game, "play Stupefy targeting Petty Officer at base")
    assert might_of(game, officer) == 4 and not any(e.kind == "becomes_mighty" for e in game.state.log)
    game.apply(EndTurn())
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may" and game.state.turn == 1
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ChooseCard) and a.card >= 0))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    g = game.state
    assert g.turn == 2 and game.pending().player == 1 and not g.units[officer].exhausted


def test_a_unit_becomes_mighty_as_the_spell_resolves():
    """709, 710 (its example: as the spell resolves, the unit's Might changes and it becomes Mighty):
    Discipline's +2 makes Vanguard Sergeant Mighty at that moment, before the spell's next
    instruction (its draw) and before it finishes; Fiora, Worthy's ability waits until the spell
    has finished resolving (383.3.b)."""
    game = fiora_position()
    start = len(game.state.log)
    play(game, "play Discipline targeting Vanguard Sergeant at base")
    kinds = [e.kind for e in game.state.log[start:]]
    assert kinds.index("might") + 1 == kinds.index("becomes_mighty")
    order = [kinds.index(k) for k in ("becomes_mighty", "draw", "spell_done", "trigger")]
    assert order == sorted(order)


def test_a_rise_undone_before_the_next_cleanup_still_makes_a_unit_mighty():
    """709: the moment of the change decides, not the next cleanup: a spell (a stand-in behaviour of
    Discipline: +2 Might this turn to a unit, then -2) takes Vanguard Sergeant from 4 to 6 and
    back to 4 in one resolution. It became Mighty as its Might rose, so Fiora, Worthy triggers,
    and it readies though it is no longer Mighty."""
    game = fiora_position()
    give_answer(game, "spell", "ogn-058-298", SpellScript(
        targets=(Target(Units()),), steps=(GiveMight(2, Chosen(0)), GiveMight(-2, Chosen(0)))))
    sergeant = cid(game, "Vanguard Sergeant", "base")
    play(game, "play Discipline targeting Vanguard Sergeant at base")
    assert might_of(game, sergeant) == 4
    assert [e.data[0] for e in game.state.log if e.kind == "becomes_mighty"] == [sergeant]
    game.apply(ChooseCard(cid(game, "Fiora, Worthy", "base")))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    assert not game.state.units[sergeant].exhausted and not is_mighty(game.state, sergeant)


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
