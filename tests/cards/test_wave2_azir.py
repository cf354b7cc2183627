"""Card wave 2 (issue 13), the Azir tournament lists: Azir, Emperor of the Sands, and the mechanisms
it needs: a legend's passive giving units its controller plays a keyword that is a Play Effect
(Weaponmaster, 821.1.b-c, 364.1, 107.4.b), a played token's own Play Effect (185.2.a, 419.4.a), and
"use only if you've played an Equipment this turn" (377, counted as each Equipment is played).
Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, ChooseCard, Pass, Pay
from riftbound.checks import check_invariants
from riftbound.effects.unit_tokens import SAND_SOLDIER
from riftbound.engine.units import create_token, granted_play_effects, might
from riftbound.formats.position import dump_position, load_position
from riftbound.state import base_of
from tests.spell_helpers import card_text, cid, play, position

AZIR = "Azir, Emperor of the Sands"
DECK = ["Daring Poro"] * 3


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def soldiers(game, player: int = 0) -> list[int]:
    g = game.state
    return [u.cid for u in g.units.values()
            if g.cards[u.cid].name == "Sand Soldier" and u.controller == player]


def azir_game(hand: list[str], runes: int = 4, gear: list | None = None, legend: str | None = AZIR):
    """P0 (legend ``legend``) holds ``hand`` and ``runes`` Body Runes, with ``gear`` on the board."""
    p0 = {"deck": DECK, "hand": hand, "runes": ["Body Rune"] * runes, "gear": gear or []}
    if legend:
        p0["legend"] = legend
    return position(p0, {"deck": DECK})


def test_the_card_reads_its_text():
    """Azir, Emperor of the Sands: a Calm/Order legend; its card table facts name Weaponmaster (the
    keyword it gives, not one it has); it has no errata (a later printing words the first ability as
    'Sand Soldiers you play', which this reading satisfies)."""
    rec = card_text(AZIR)
    assert rec["type"] == "Legend" and rec["errata"] == [] and "Weaponmaster" in rec["keyword_refs"]


def test_ability_usable_only_after_an_equipment_was_played_this_turn():
    """377, 419.4.b (Azir, Emperor of the Sands; Poro Snax, Doran's Blade): before any Equipment is
    played the ability is not offered; playing a gear that is no Equipment (Poro Snax) doesn't make it
    usable; once Doran's Blade (an Equipment) is played it is."""
    game = azir_game(["Doran's Blade"], runes=3)
    assert not [a for a in activations(game) if a.source == game.state.players[0].legend]
    snax = position({"deck": DECK, "hand": ["Poro Snax"], "runes": ["Calm Rune"] * 4, "legend": AZIR},
                    {"deck": DECK})
    play(snax, "play Poro Snax")
    while snax.state.chain:
        snax.apply(Pass())
    assert cid(snax, "Poro Snax") in snax.state.gear
    assert not [a for a in activations(snax) if a.source == snax.state.players[0].legend]
    blade = azir_game(["Doran's Blade"], runes=3)
    play(blade, "play Doran's Blade")
    assert cid(blade, "Doran's Blade") in blade.state.gear
    assert [a for a in activations(blade) if a.source == blade.state.players[0].legend]
    check_invariants(blade)


def test_ability_plays_a_sand_soldier_whose_weaponmaster_attaches_an_equipment():
    """185.2.a, 419.4.a, 821.1.b-c, 364.1, 107.4.b, 143.4 (Azir, Emperor of the Sands, Doran's
    Blade): after P0 plays the Blade, the ability (1 Energy, exhaust) plays a 2 Might Sand Soldier
    in P0's base, exhausted; the token has Weaponmaster as it is played: its Play Effect offers the
    Blade (or none), and as it resolves P0 may pay the Blade's Equip cost (one Body Power, no [A] to
    reduce, 821.1.c.3) to attach it: the token has 2 + 2 Might. The legend is exhausted."""
    game = azir_game(["Doran's Blade"], runes=4)
    play(game, "play Doran's Blade")
    g = game.state
    legend, blade = g.players[0].legend, cid(game, "Doran's Blade")
    acts = [a for a in activations(game) if a.source == legend]
    game.apply(acts[0])
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    assert g.players[0].legend_exhausted
    while game.pending().kind == "priority" and g.chain and g.chain[-1].kind == "activated":
        game.apply(Pass())
    (token,) = soldiers(game)
    assert g.units[token].loc < 0 and g.units[token].exhausted
    d = game.pending()
    assert (d.kind, d.context[0], d.context[2]) == ("choose_card", "trigger_may", "weaponmaster")
    assert sorted(a.card for a in game.legal_actions()) == [-1, blade]
    game.apply(ChooseCard(blade))
    assert load_position(dump_position(game)).legal_actions() == game.legal_actions()
    while game.pending().kind == "priority":
        game.apply(Pass())
    d = game.pending()
    assert (d.kind, d.context[0]) == ("pay", "weaponmaster_pay")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    assert g.gear[blade].attached_to == token
    assert might(g, g.units[token]) == 4
    check_invariants(game)


def test_a_spells_sand_soldier_gets_weaponmaster_after_the_spell_resolves():
    """185.2.a, 383.3.b, 821.1.b (Azir, Emperor of the Sands; Desert's Call, Doran's Blade): a Sand
    Soldier played by a spell has Weaponmaster too; its Play Effect waits until the spell has finished
    resolving (383.3.b), then offers P0's Blade. Without Azir the same token has no Play Effect."""
    for legend, expected in ((AZIR, True), (None, False)):
        game = position({"deck": DECK, "hand": ["Desert's Call"], "runes": ["Calm Rune"] * 2,
                         "gear": ["Doran's Blade"], **({"legend": legend} if legend else {})},
                        {"deck": DECK})
        play(game, "play Desert's Call")
        for _ in range(10):
            d = game.pending()
            if d.kind == "priority" and game.state.chain and game.state.chain[-1].kind == "spell":
                game.apply(Pass())
            elif d.kind == "choose_card" and d.context[0] == "repeat":
                game.apply(ChooseCard(-1) if ChooseCard(-1) in game.legal_actions()
                           else game.legal_actions()[-1])
            else:
                break
        assert len(soldiers(game)) == 1
        d = game.pending()
        offered = d.kind == "choose_card" and d.context[0] == "trigger_may" and d.context[2] == "weaponmaster"
        assert offered is expected, d


def test_only_sand_soldiers_of_azirs_controller_get_weaponmaster():
    """364.1, 821.1.b (Azir, Emperor of the Sands; Viktor, Herald of the Arcane's Recruit): a Recruit
    token P0 plays is no Sand Soldier: no Weaponmaster; P1's Sand Soldier (P1's Desert's Call) is not
    P0's: no Weaponmaster either, though P0's legend is Azir."""
    game = azir_game([], gear=["Doran's Blade"])
    g = game.state
    recruit = create_token(g, 0, "ogn-271-298", base_of(0))
    assert granted_play_effects(g, 0, recruit.cid) == []
    theirs = create_token(g, 1, SAND_SOLDIER, base_of(1))
    assert granted_play_effects(g, 1, theirs.cid) == []
    mine = create_token(g, 0, SAND_SOLDIER, base_of(0))
    assert granted_play_effects(g, 0, mine.cid) == [(0, "weaponmaster", [mine.cid])]


# --- Scuttle Crab -------------------------------------------------------------------------------------

def crab_game():
    """P0: Scuttle Crab at battlefield 0 (theirs), Hextech Ray and four Fury Runes; P1: two cards in
    hand, and a Stalwart Poro and a facedown Pakaa Cub at battlefield 1 (theirs)."""
    return position({"deck": DECK, "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 4},
                    {"deck": DECK, "hand": ["Zephyr Sage", "Mystic Poro"]},
                    battlefields=[{"controller": 0, "units": [{"card": "Scuttle Crab", "controller": 0}]},
                                  {"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}],
                                   "facedown": {"card": "Pakaa Cub", "controller": 1}}])


def test_scuttle_crab_draws_when_played():
    """383.4.a, 419.4.a (Scuttle Crab): its Play Effect draws P0 one card."""
    game = position({"deck": DECK, "hand": ["Scuttle Crab"], "runes": ["Calm Rune"] * 2}, {"deck": DECK})
    p = game.state.players[0]
    top = p.deck[-1]
    play(game, "play Scuttle Crab to base")
    while game.state.chain:
        game.apply(Pass())
    assert p.hand == [top] and cid(game, "Scuttle Crab") in game.state.units


def test_scuttle_crab_deathknell_reveals_the_hand_and_shows_facedown_cards_this_turn():
    """808, 424.3.a, 128.4, 129.4, 730.1 (Scuttle Crab, Hextech Ray): before the Crab dies P0 sees
    only that P1 has a facedown card; once its Deathknell resolves P1's whole hand is revealed (one
    reveal event naming both cards), P0 sees the facedown Pakaa Cub for the rest of the turn (the
    permission is P0's alone), and P0 has gained 1 XP. The permission is a fact of this turn, kept
    with the turn's counts: it round-trips through a position."""
    game = crab_game()
    g = game.state
    assert game.observation(0)["battlefields"][1][3] == ("facedown", 1)
    play(game, "play Hextech Ray targeting Scuttle Crab at bf 0")
    xp = g.players[0].xp
    for _ in range(20):
        if not g.chain:
            break
        game.apply(Pass() if game.pending().kind in ("priority", "focus") else game.legal_actions()[0])
    assert cid(game, "Scuttle Crab") in g.players[0].trash
    shown = [e for e in g.log if e.kind == "reveal"]
    assert len(shown) == 1 and shown[0].player == 1
    assert sorted(shown[0].data[0]) == sorted(g.players[1].hand) and len(shown[0].data[0]) == 2
    seen = game.observation(0)["battlefields"][1][3]
    assert seen is not None and seen[0] == g.cards[cid(game, "Pakaa Cub")].id
    assert g.players[0].xp == xp + 1
    assert [k for k in g.counts if k.startswith("sees_facedown:")] == ["sees_facedown:0:1"]
    again = load_position(dump_position(game))
    assert again.observation(0)["battlefields"][1][3] == seen
    check_invariants(game)
