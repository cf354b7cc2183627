"""The fixed shapes shared by the observation tensor and the action space of one mode.

Everything a policy sees is laid out once per mode (number of seats, battlefields) and per
:class:`Layout` options, so the tensor and the token space keep their size for a whole run.
Seats are always relative to the viewer: slot 0 is the viewer, 1 the next seat in table order.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from functools import cached_property

from ..cards import CARD_TYPES, DOMAINS, SUPERTYPES, CardDef
from ..modes import Mode

#: keyword heads encoded as card attributes (the card table's keywords; others share "other")
KEYWORDS: tuple[str, ...] = (
    "Accelerate", "Action", "Ambush", "Assault", "Backline", "Deathknell", "Deflect", "Empower",
    "Empowered", "Equip", "Flow", "Ganking", "Hidden", "Hunt", "Legion", "Level", "Quick-Draw",
    "Reaction", "Repeat", "Shield", "Tank", "Temporary", "Unique", "Vision", "Weaponmaster",
)
#: tags are hashed into this many buckets, so unseen tags still land somewhere
TAG_BUCKETS = 16
#: turn phases (315-317) as the engine names them
PHASES: tuple[str, ...] = ("setup", "mulligan", "awaken", "beginning", "scoring", "channel", "draw",
                           "main", "ending", "over")
#: decision kinds (the README's list)
KINDS: tuple[str, ...] = ("mulligan", "main", "pay", "focus", "priority", "choose_card", "assign",
                          "order_triggers", "replacement", "choose_battlefield", "choose_opponent",
                          "invited", "choose_name")
#: kinds of chain items
CHAIN_KINDS: tuple[str, ...] = ("unit", "spell", "gear", "trigger", "conquer", "activated")
#: the sections of the object table, in slot order
SECTIONS: tuple[str, ...] = ("battlefield", "legend", "champion", "unit", "gear", "hand", "rune",
                             "trash", "facedown", "chain", "misc")
#: the first token of every action: what kind of answer it is
VERBS: tuple[str, ...] = ("mulligan", "play", "hide", "activate", "move", "end_turn", "pass", "pay",
                          "choose", "battlefield", "opponent", "assign", "order", "replace", "option",
                          "invite")
#: number tokens 0..NUMBERS-1 (amounts, modes, seats, flags, digits of an option index)
NUMBERS = 32
#: the clip range of every tensor value (the Box bounds of the spaces)
LOW, HIGH = -8.0, 8.0


def tag_bucket(tag: str) -> int:
    """A stable bucket for a tag (crc32, not Python's salted hash)."""
    return zlib.crc32(tag.encode()) % TAG_BUCKETS


@dataclass(frozen=True)
class Layout:
    """Slot counts of the object table and options of the encoding.

    ``units``, ``gear``, ``runes`` and ``trash`` are per seat; ``hand`` is the viewer's hand. Objects
    beyond a section's slots are left out of the tensor (they still count in the per-player
    totals); an action naming one of them uses a ``misc`` slot or, failing that, the option-index
    form (see :mod:`riftbound.rl.tokens`). ``card_id`` adds a column with the card table index + 1,
    divided by 1000 (multiply back for an embedding); without it cards are known only by their
    attributes, so a policy can meet cards it never saw. ``battlefield_tokens`` is the room kept for
    battlefields added during a game (187.9, the Baron Pit), each a slot of its own after the mode's
    battlefields and a location token; None: as many as the cards of the session's decks can add
    (none for decks without such a card, so their shapes are those of the mode alone).
    """

    units: int = 12
    gear: int = 4
    hand: int = 16
    runes: int = 12
    trash: int = 24
    chain: int = 8
    misc: int = 8
    card_id: bool = False
    battlefield_tokens: int | None = None


@dataclass(frozen=True)
class Shape:
    """Offsets and sizes for one mode and layout; ``token_bfs``: the battlefield slots kept, after the
    mode's, for battlefield tokens added during a game (187.9; :attr:`Layout.battlefield_tokens`)."""

    mode: Mode
    layout: Layout = field(default_factory=Layout)
    token_bfs: int = 0

    @cached_property
    def seats(self) -> int:
        return self.mode.players

    @cached_property
    def bfs(self) -> int:
        """Battlefield slots: the mode's (index 0..), then those kept for battlefield tokens, whose
        index follows (engine/battlefield_tokens.py: a token battlefield takes the next index)."""
        return self.mode.battlefield_count + self.token_bfs

    # --- the object table ----------------------------------------------------------------

    @cached_property
    def sizes(self) -> dict[str, int]:
        return self.section_sizes()

    def section_sizes(self) -> dict[str, int]:
        n, lay = self.seats, self.layout
        return {"battlefield": self.bfs, "legend": n, "champion": n, "unit": lay.units * n,
                "gear": lay.gear * n, "hand": lay.hand, "rune": lay.runes * n, "trash": lay.trash * n,
                "facedown": self.bfs, "chain": lay.chain, "misc": lay.misc}

    @cached_property
    def starts(self) -> dict[str, int]:
        out, at = {}, 0
        for name, size in self.section_sizes().items():
            out[name] = at
            at += size
        return out

    def section_starts(self) -> dict[str, int]:
        return dict(self.starts)

    @cached_property
    def objects(self) -> int:
        return sum(self.section_sizes().values())

    @cached_property
    def cols(self) -> dict[str, int]:
        return self.columns()

    def columns(self) -> dict[str, int]:
        """Column offsets of an object row, by feature name (one-hot groups take several)."""
        n, b = self.seats, self.bfs
        groups = [("section", len(SECTIONS)), ("present", 1), ("type", len(CARD_TYPES)),
                  ("supertype", len(SUPERTYPES)), ("domain", len(DOMAINS)), ("energy", 1),
                  ("power", 1), ("might", 1), ("might_bonus", 1), ("keyword", len(KEYWORDS)),
                  ("tag", TAG_BUCKETS), ("card_id", 1 if self.layout.card_id else 0),
                  ("controller", n), ("owner", n), ("at_base", n), ("at_bf", b), ("exhausted", 1),
                  ("damage", 1), ("buffs", 1), ("turn_might", 1), ("combat_might", 1), ("base_might", 1),
                  ("stunned", 1), ("temporary", 1), ("empowered", 1), ("attacker", 1),
                  ("defender", 1), ("attached", 1), ("contested_by", n), ("scored_by", n),
                  ("facedown_of", n), ("finalized", 1), ("chain_kind", len(CHAIN_KINDS)),
                  ("targets", 1), ("hidden", 1)]
        return _offsets(groups)

    @cached_property
    def object_width(self) -> int:
        return self.cols["_width"]

    # --- global and per-player pieces ------------------------------------------------------

    def global_fields(self) -> dict[str, int]:
        n, b = self.seats, self.bfs
        groups = [("turn", 1), ("phase", len(PHASES)), ("turn_player", n), ("victory_score", 1),
                  ("kind", len(KINDS)), ("decider", n), ("deciding", 1), ("showdown", 1),
                  ("combat", 1), ("showdown_bf", b), ("focus", n), ("attacker", n), ("defender", n),
                  ("passes", 1), ("chain_length", 1), ("teammate", n), ("choice_step", 1)]
        return _offsets(groups)

    def player_fields(self) -> dict[str, int]:
        groups = [("points", 1), ("alive", 1), ("hand", 1), ("deck", 1), ("rune_deck", 1),
                  ("trash", 1), ("banishment", 1), ("runes", 1), ("runes_ready", 1),
                  ("rune_domain_ready", len(DOMAINS)), ("rune_domain_exhausted", len(DOMAINS)),
                  ("pool_energy", 1), ("pool_power", len(DOMAINS) + 1), ("xp", 1), ("buff_might", 1),
                  ("legend_exhausted", 1)]
        return _offsets(groups)

    # --- the token space --------------------------------------------------------------------

    @cached_property
    def ent0(self) -> int:
        return len(VERBS)

    @cached_property
    def loc0(self) -> int:
        return self.ent0 + self.objects

    @cached_property
    def num0(self) -> int:
        return self.loc0 + 1 + self.bfs

    @cached_property
    def stop(self) -> int:
        return self.num0 + NUMBERS

    @cached_property
    def actions(self) -> int:
        """The size of the discrete action (token) space."""
        return self.stop + 1

    def pieces(self) -> list[tuple[str, int, tuple[int, ...]]]:
        """The observation tensor's named pieces, OpenSpiel style: (name, size, shape)."""
        g = self.global_fields()["_width"]
        p = self.player_fields()["_width"]
        o = self.object_width
        return [("global", g, (g,)), ("players", self.seats * p, (self.seats, p)),
                ("objects", self.objects * o, (self.objects, o)),
                ("choice", self.actions, (self.actions,))]

    @cached_property
    def size(self) -> int:
        return sum(size for _, size, _ in self.pieces())

    def token_name(self, token: int) -> str:
        """A readable name for a token (for debugging and the README)."""
        if token < self.ent0:
            return VERBS[token]
        if token < self.loc0:
            k = token - self.ent0
            for name, start in reversed(self.section_starts().items()):
                if k >= start:
                    return f"{name}[{k - start}]"
        if token < self.num0:
            return "base" if token == self.loc0 else f"bf {token - self.loc0 - 1}"
        if token < self.stop:
            return str(token - self.num0)
        return "stop"


def static_row(card: CardDef, shape: Shape) -> list[tuple[int, float]]:
    """The attribute columns of a card, as (column, value) pairs: type, supertype, domains, costs,
    Might, keywords (a value keyword counts its value), hashed tags and optionally its index."""
    col = shape.columns()
    out: list[tuple[int, float]] = []
    if card.type in CARD_TYPES:
        out.append((col["type"] + CARD_TYPES.index(card.type), 1.0))
    if card.supertype in SUPERTYPES:
        out.append((col["supertype"] + SUPERTYPES.index(card.supertype), 1.0))
    for d in card.domains:
        if d in DOMAINS:
            out.append((col["domain"] + DOMAINS.index(d), 1.0))
    out += [(col["energy"], card.energy / 10), (col["power"], len(card.power) / 4),
            (col["might"], card.might / 10), (col["might_bonus"], card.might_bonus / 5)]
    values: dict[int, float] = {}
    for kw in card.keywords:
        head, _, value = kw.partition(" ")
        if head in KEYWORDS:
            k = col["keyword"] + KEYWORDS.index(head)
            values[k] = values.get(k, 0.0) + (int(value) / 3 if value.isdigit() else 1.0)
    out += list(values.items())
    for tag in card.tags:
        out.append((col["tag"] + tag_bucket(tag), 1.0))
    if shape.layout.card_id:
        out.append((col["card_id"], (card.index + 1) / 1000))  # index + 1, scaled into the bounds
    return out


def _offsets(groups: list[tuple[str, int]]) -> dict[str, int]:
    """Each named field's first column, fields laid side by side; ``_width`` is the total."""
    out, at = {}, 0
    for name, width in groups:
        out[name] = at
        at += width
    out["_width"] = at
    return out
