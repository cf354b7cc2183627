"""Weaponmaster's Equip payment is a cost paid as the ability resolves (821.1.c, 740.4.a.2.a,
204.3.b): a "pay" decision like any cost (357), with the Rune Pool (166-167) or runes, which the
player may decline."""

from __future__ import annotations

from riftbound.actions import ChooseCard, Pass, Pay
from riftbound.checks import check_invariants
from riftbound.engine.contexts import PayEffect
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, play, position

DECK = ["Daring Poro"] * 3


def _to_payment(game, unit_name: str, gear_name: str) -> int:
    """Play the unit, choose the gear for its Weaponmaster, pass until the ability resolves."""
    play(game, f"play {unit_name}")
    gear = cid(game, gear_name)
    game.apply(ChooseCard(gear))
    while game.pending().kind == "priority":
        game.apply(Pass())
    return gear


def test_821_1_c_pool_power_pays_the_equip_cost():
    """821.1.c, 357.1, 166, 167 (Veteran Poro, Doran's Blade: Equip one Body Power): with one Body
    Power already in the Rune Pool, the payment offers spending it (no rune recycled) as well as
    recycling the Body rune and keeping the Power (166); paying from the pool attaches the Blade and
    leaves every rune on the board."""
    game = position({"deck": DECK, "hand": ["Veteran Poro"], "runes": ["Body Rune"] * 3,
                     "gear": ["Doran's Blade"], "pool": {"power": ["Body"]}}, {"deck": DECK})
    unit = cid(game, "Veteran Poro")
    runes = list(game.state.players[0].runes)
    blade = _to_payment(game, "Veteran Poro", "Doran's Blade")
    d = game.pending()
    assert (d.kind, d.player) == ("pay", 0) and isinstance(d.context, PayEffect)
    actions = game.legal_actions()
    assert Pay() in actions and Pass() in actions
    assert any(isinstance(a, Pay) and a.recycle and a.keep_power == ("Body",) for a in actions)
    assert load_position(dump_position(game)).legal_actions() == actions
    game.apply(Pay())
    g = game.state
    assert g.gear[blade].attached_to == unit
    assert g.players[0].runes == runes and g.players[0].pool_power == []
    check_invariants(game)


def test_821_1_c_2_a_cost_of_two_pips_and_energy_is_offered(monkeypatch):
    """821.1.c.2, 821.1.c.3, 357.1 (Veteran Poro, Doran's Blade given an Equip cost of one Energy,
    [A] and two Body Power for this test): reduced by [A], one Energy and two Body Power remain; the
    payment exhausts a rune for the Energy and pays the two pips with the pool's Body Power and a
    recycled Body rune."""
    game = position({"deck": DECK, "hand": ["Veteran Poro"], "runes": ["Body Rune"] * 4,
                     "gear": ["Doran's Blade"], "pool": {"power": ["Body"]}}, {"deck": DECK})
    g = game.state
    body = frozenset({"Body"})
    blade_id = g.cards[cid(game, "Doran's Blade")].id
    g.index = g.index.with_answer("equip_cost", blade_id, (1, (None, body, body)))
    unit = cid(game, "Veteran Poro")
    blade = _to_payment(game, "Veteran Poro", "Doran's Blade")
    actions = [a for a in game.legal_actions() if isinstance(a, Pay)]
    assert actions and all(len(a.exhaust) == 1 for a in actions)
    spend_pool = [a for a in actions if not a.keep_power]
    assert spend_pool and all(len(a.recycle) == 1 for a in spend_pool)
    p = game.state.players[0]
    runes = len(p.runes)
    assert p.pool_power == ["Body"]
    (ex,), (rc,) = spend_pool[0].exhaust, spend_pool[0].recycle
    game.apply(spend_pool[0])
    assert game.state.gear[blade].attached_to == unit
    assert len(p.runes) == runes - 1 and rc not in p.runes and p.pool_power == []
    assert ex == rc or p.rune_exhausted[p.runes.index(ex)]


def test_821_1_c_5_declining_leaves_the_gear_where_it_is():
    """821.1.c.5, 204.3.b (Veteran Poro, Doran's Blade attached to Vanguard Sergeant): P0 declines
    the payment though the pool could pay it: the Blade stays on the Sergeant, the pool and runes
    are untouched."""
    game = position({"deck": DECK, "hand": ["Veteran Poro"], "runes": ["Body Rune"] * 3,
                     "base": [{"card": "Vanguard Sergeant", "cid": 5}],
                     "gear": [{"card": "Doran's Blade", "attached_to": 5}],
                     "pool": {"power": ["Body"]}}, {"deck": DECK})
    runes = list(game.state.players[0].runes)
    blade = _to_payment(game, "Veteran Poro", "Doran's Blade")
    assert game.pending().kind == "pay"
    game.apply(Pass())
    g = game.state
    assert g.gear[blade].attached_to == 5 and not g.chain
    assert g.players[0].runes == runes and g.players[0].pool_power == ["Body"]
    check_invariants(game)


def test_cited_clauses_exist():
    """The rule numbers cited in this file exist in the rules."""
    assert cited_clauses_missing(globals()) == []
