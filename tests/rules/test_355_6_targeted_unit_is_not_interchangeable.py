"""355.6, ruling 2: two units of the same card, controller, place and status are one option as a
target, unless an item on the chain targets one of them: that item will act on the one it chose,
so choosing it or the other is not the same outcome, and each is an option of its own."""

from __future__ import annotations

from riftbound.actions import PlaySpell
from riftbound.formats.notation import format_action, parse_action
from tests.spell_helpers import play, position

DECK = ["Mystic Poro"] * 3


def _targets(game) -> list[tuple[int, ...]]:
    return sorted(a.targets[0] for a in game.legal_actions()
                  if isinstance(a, PlaySpell) and game.state.cards[a.card].name == "Stupefy" and a.targets)


def test_355_6_a_unit_a_chain_item_targets_is_an_option_of_its_own():
    """Two identical Stalwart Poros of P1 in P1's base: P0's Stupefy offers one of them (ruling 2).
    Once that Stupefy is on the chain targeting one, P1's own Stupefy offers both, each written so
    that it reads back as itself."""
    game = position({"deck": DECK, "hand": ["Stupefy"], "runes": ["Calm Rune"] * 2},
                    {"deck": DECK, "hand": ["Stupefy"], "runes": ["Calm Rune"] * 2,
                     "base": ["Stalwart Poro", "Stalwart Poro"]})
    poros = [c for c, card in enumerate(game.state.cards) if card.name == "Stalwart Poro"]
    assert len([t for t in _targets(game) if t[0] in poros]) == 1  # interchangeable: one option
    play(game, "play Stupefy targeting Stalwart Poro at base")
    assert game.state.chain and game.pending().player == 1
    chosen = game.state.chain[-1].targets[0][0]
    offered = [t for t in _targets(game) if t[0] in poros]
    assert sorted(t[0] for t in offered) == sorted(poros), offered
    for a in game.legal_actions():
        if isinstance(a, PlaySpell) and a.targets and a.targets[0][0] in poros:
            assert parse_action(game, format_action(game, a)) == a
    assert chosen in poros
