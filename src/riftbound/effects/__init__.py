"""Card behaviour as data: a small vocabulary (:mod:`.vocabulary`), the interpreter that gives it
its meaning in the rules (:mod:`.spells`), and card entries (:mod:`.cards`).

Importing this package registers the interpreter's tasks with the engine, with the keywords cards
carry (:mod:`.keywords`, one module each), the Counter and Add instructions (:mod:`.mechanics`) and
the shared words entries of any set use (:mod:`.words`). Card entries themselves live in
:mod:`riftbound.sets`, one module per set.
"""

# their instructions and tasks register on import
from . import conditional, keyword_grants, keywords, mechanics, words  # noqa: F401
from .cards import SpellCard, UnitCard
from .spells import CUSTOM, SpellScript, TriggerScript, custom, unit_signature
from .vocabulary import (
    Buff,
    Channel,
    Chosen,
    Const,
    Custom,
    Deal,
    Discard,
    DiscardedEnergy,
    Draw,
    Each,
    EachPlayerKills,
    Exhaust,
    GainPoints,
    GiveMight,
    GiveTemporary,
    Instruction,
    Kill,
    Me,
    MightOf,
    MoveUnit,
    Ready,
    Recall,
    ReturnFromTrash,
    ReturnToHand,
    Stun,
    Target,
    Units,
    Value,
    When,
)

__all__ = [
    "CUSTOM", "Buff", "Channel", "Chosen", "Const", "Custom", "Deal", "Discard", "DiscardedEnergy", "Draw",
    "Each", "EachPlayerKills", "Exhaust", "GainPoints", "GiveMight", "GiveTemporary", "Instruction", "Kill",
    "Me", "MightOf", "MoveUnit", "Ready", "Recall", "ReturnFromTrash", "ReturnToHand", "SpellCard",
    "SpellScript", "Stun",
    "Target", "TriggerScript", "UnitCard", "Units", "Value", "When", "custom", "unit_signature",
]
