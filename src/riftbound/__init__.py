"""riftbound: a rules-exact engine for the Riftbound trading card game.

Not affiliated with or endorsed by Riot Games.
"""

from .actions import (
    BASE,
    Action,
    Activate,
    AssignDamage,
    ChooseBattlefield,
    ChooseCard,
    ChooseName,
    ChooseOpponent,
    Concede,
    EndTurn,
    Invite,
    Move,
    Mulligan,
    OrderTriggers,
    Pass,
    Pay,
    PlayGear,
    PlaySpell,
    PlayUnit,
)
from .cards import CardDB, CardDef, load_cards
from .decks import (
    Deck,
    DeckError,
    builtin_deck,
    builtin_decks,
    champion_decks,
    load_deck,
    origins_decks,
    precon_decks,
    spiritforged_decks,
    tournament_decks,
    unleashed_decks,
    validate_deck,
    vendetta_decks,
)
from .engine.scoring import Outcome, Termination
from .errors import IllegalActionError, RiftboundError, UnsupportedCardError
from .game import Game
from .modes import DUEL, MAGMA_CHAMBER, MATCH, MODES, SKIRMISH, WAR, Mode

__all__ = [
    "BASE", "Action", "AssignDamage", "CardDB", "CardDef", "ChooseBattlefield", "ChooseCard",
    "ChooseName", "ChooseOpponent", "Invite", "OrderTriggers", "PlaySpell", "Activate", "PlayGear",
    "Concede", "DUEL", "Deck", "DeckError", "EndTurn", "Game", "IllegalActionError",
    "MAGMA_CHAMBER", "MATCH", "MODES", "Mode", "Move", "Mulligan", "Outcome", "Pass", "Pay", "PlayUnit",
    "RiftboundError", "SKIRMISH", "Termination", "UnsupportedCardError", "WAR", "builtin_deck",
    "builtin_decks", "champion_decks", "load_cards", "load_deck", "origins_decks", "precon_decks",
    "spiritforged_decks", "tournament_decks", "unleashed_decks", "validate_deck", "vendetta_decks",
]
__version__ = "0.1.0"

# File formats load on first use, so ``import riftbound`` stays light (pydantic only when needed).
_LAZY = {
    "load_position": "formats.position", "dump_position": "formats.position",
    "dumps": "formats.position", "PositionError": "formats.position",
    "parse_action": "formats.notation", "format_action": "formats.notation",
    "NotationError": "formats.notation",
    "save_record": "formats.records", "load_record": "formats.records", "replay": "formats.records",
    "RecordError": "formats.records",
}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'riftbound' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(f".{module}", __name__), name)
