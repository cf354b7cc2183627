"""Scenario tests for the Spiritforged cards of the card waves' third pass (issue 13): each plays the
card from a small position and checks what the rules make happen, with a timing or targeting edge
where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard, Pass, Pay, PlaySpell
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.game import card_support
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Mystic Poro"] * 3 + ["Zephyr Sage"] * 2
CARDS = ("Hard Bargain",)


def settle(game) -> None:
    """Pass Priority until the chain is empty (each item resolving in turn)."""
    while game.state.chain:
        pass_(game)


def test_the_cards_have_entries():
    """103 (the card pool): each card of this pass has an entry the engine plays."""
    cards = load_cards()
    for name in CARDS:
        assert card_support(cards.by_name(name)) == "script", name
        card_text(name)


# --- Hard Bargain: counter unless its controller pays 2 (204.3.b, 425), Repeat (820.2) ----------------

def bargain(p0_runes: int = 4, p1_runes: int = 2):
    """P0 plays Vault Breaker on their Stalwart Poro; P1 answers with Hard Bargain on it."""
    game = position({"deck": DECK, "hand": ["Vault Breaker"], "runes": ["Fury Rune"] * p0_runes,
                     "base": ["Stalwart Poro"]},
                    {"deck": DECK, "hand": ["Hard Bargain"], "runes": ["Chaos Rune"] * p1_runes})
    play(game, "play Vault Breaker targeting Stalwart Poro")
    return game


def resolve_bargain(game) -> None:
    """Pay what P1's play asks, then pass until Hard Bargain asks its payment or has resolved."""
    while game.pending().kind == "pay" and game.pending().context[0] != "counter_unless_pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    while game.pending().kind == "priority" and \
            cid(game, "Hard Bargain") in [it.cid for it in game.state.chain]:
        pass_(game)


def test_hard_bargain_paid_keeps_the_spell():
    """204.3.b, 425 (Hard Bargain): as it resolves, the spell's controller (P0, not P1) is asked to
    pay 2 Energy; paying it, Vault Breaker stays on the chain and resolves."""
    game = bargain()
    breaker = cid(game, "Vault Breaker")
    do(game, "P1: play Hard Bargain targeting Vault Breaker")
    resolve_bargain(game)
    d = game.pending()
    assert (d.kind, d.player, d.context[0]) == ("pay", 0, "counter_unless_pay")
    assert Pass() in game.legal_actions()
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    settle(game)
    g = game.state
    assert g.units[cid(game, "Stalwart Poro")].turn_keywords  # Vault Breaker resolved
    assert breaker in g.players[0].trash and cid(game, "Hard Bargain") in g.players[1].trash
    assert [e.data for e in game.log if e.kind == "pay" and e.player == 0][-1] == (2, 0)  # 2 runes exhausted
    assert "countered" not in [e.kind for e in game.log]
    check_invariants(game)


def test_hard_bargain_declined_counters_the_spell():
    """204.3.b, 425.1: the spell's controller declines to pay: the spell is countered (to its owner's
    trash, its cost not refunded) and does nothing."""
    game = bargain()
    breaker, poro = cid(game, "Vault Breaker"), cid(game, "Stalwart Poro")
    do(game, "P1: play Hard Bargain targeting Vault Breaker")
    resolve_bargain(game)
    game.apply(Pass())
    g = game.state
    assert breaker not in [it.cid for it in g.chain] and breaker in g.players[0].trash
    assert not g.units[poro].turn_keywords and might_of(game, poro) == 2
    check_invariants(game)


def test_hard_bargain_unpayable_counters_without_asking():
    """204.3.b, 425.1: with no Energy left to pay, nothing is asked: the spell is countered."""
    game = bargain(p0_runes=2)
    breaker = cid(game, "Vault Breaker")
    do(game, "P1: play Hard Bargain targeting Vault Breaker")
    resolve_bargain(game)
    assert game.pending().kind != "pay"
    assert breaker in game.state.players[0].trash
    check_invariants(game)


def test_hard_bargain_repeat_on_the_same_spell_asks_twice():
    """820.1.d, 820.2, ruling 95: P1 pays the Repeat cost and chooses the same spell for the repeat
    (chosen as it is played, before paying); P0 pays 2 for the first execution, then declines the
    second 2: Vault Breaker is countered by the repeat."""
    game = bargain(p0_runes=6, p1_runes=4)
    breaker, hb = cid(game, "Vault Breaker"), cid(game, "Hard Bargain")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == hb))
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("repeat", hb)
    game.apply(ChooseCard(hb))
    # the repeat's spell: Vault Breaker is the only one (a single option is taken without asking)
    assert [e.data for e in game.log if e.kind == "repeat_target"] == [(hb, breaker)]
    resolve_bargain(game)
    assert [e.data for e in game.log if e.kind == "pay" and e.player == 1] == [(4, 0)]  # 2 + Repeat 2
    d = game.pending()
    assert (d.kind, d.player, d.context) == ("pay", 0, ("counter_unless_pay", hb, 0))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    d = game.pending()  # the repeat on the same spell: P0 is asked again, and declines
    assert (d.kind, d.player, d.context) == ("pay", 0, ("counter_unless_pay", hb, 1))
    game.apply(Pass())
    assert breaker in game.state.players[0].trash
    assert [e.kind for e in game.log].count("paid_to_keep") == 1
    check_invariants(game)


def test_hard_bargain_repeat_not_offered_without_the_energy():
    """355.16, 820.1.d: with only 2 Energy P1 can't add the Repeat cost: no repeat is chosen, one
    execution only."""
    game = bargain(p1_runes=2)
    do(game, "P1: play Hard Bargain targeting Vault Breaker")
    resolve_bargain(game)
    hb = cid(game, "Hard Bargain")
    assert "repeat_cost" not in [e.kind for e in game.log]
    assert game.pending().context == ("counter_unless_pay", hb, 0)
