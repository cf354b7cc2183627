"""355.3: the mode of a spell or ability with a bulleted list of modes is chosen as it is put on the
chain, so a triggered ability's mode is chosen as it is finalized, before any player may respond, not
as it resolves (Jayce, Hammer in Hand: "when I become ready, choose one to give me this turn";
effects/trigger_modes.py)."""

from __future__ import annotations

from riftbound.actions import ChooseCard
from tests.spell_helpers import cid, pass_, play, position

DECK = ["Daring Poro"] * 3


def test_the_mode_is_chosen_before_priority_passes():
    """355.3, 337.1, 338: the mode decision comes before the ability is finalized; the opponent's
    Priority (and its resolution) only after."""
    game = position({"deck": DECK, "hand": ["First Mate"], "runes": ["Fury Rune"] * 4,
                     "base": [{"card": "Jayce, Hammer in Hand", "exhausted": True}]}, {"deck": DECK})
    jayce = cid(game, "Jayce, Hammer in Hand")
    play(game, "play First Mate to base")
    for _ in range(10):
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "ability_target":
            game.apply(ChooseCard(jayce))
        elif d.kind == "choose_card" and d.context[0] == "trigger_mode":
            break
        else:
            pass_(game)
    kinds = [e.kind for e in game.log]
    assert "finalize" not in kinds[kinds.index("becomes_ready"):]  # not finalized yet
    game.apply(ChooseCard(jayce))  # its first mode: Assault 2
    kinds = [e.kind for e in game.log]
    tail = kinds[kinds.index("becomes_ready"):]
    assert tail.index("mode_chosen") < tail.index("finalize") < tail.index("resolve")
