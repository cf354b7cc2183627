"""Words for Targeting Effects (383.4.b, engine/targeting.py): the trigger-condition filter "with a
spell" (Jae Medarda) and the base costs "pay 1 Energy and exhaust this" / "exhaust me and pay one
Power" of a "you may" (383.3.a-b; Spirit Wheel, Irelia, Blade Dancer)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.abilities import exhaust_source, is_exhausted
from ..engine.core import emit
from ..engine.payment import can_pay
from ..engine.targeting import chosen_by_spell
from ..state import GameState

__all__ = ["ChosenBySpell", "MayPayAndExhaustMe"]


@dataclass(frozen=True, slots=True)
class ChosenBySpell:
    """A "chosen" event whose chooser is a spell, not an ability ("when you choose me with a spell",
    383.2.a.1)."""

    def test(self, g: GameState, player: int, cid: int) -> bool:
        return chosen_by_spell(g)

    def describe(self) -> str:
        return "chosen by a spell"


@dataclass(frozen=True)
class MayPayAndExhaustMe:
    """"You may pay ``energy`` Energy and ``power`` (one Power per entry, None: any domain) and
    exhaust this to ...": decided as the ability is finalized (383.3.a); the payment and the
    exhausting are its base cost (383.3.b, 414), paid in the ability's own "pay" decision (357),
    which may still be declined (404.2). An exhausted source can't pay it (135.2.e.2)."""

    energy: int = 0
    power: tuple[str | None, ...] = ()

    @property
    def _pips(self) -> tuple[frozenset | None, ...]:
        return tuple(None if d is None else frozenset({d}) for d in self.power)

    @property
    def base_cost(self) -> tuple[int, tuple[frozenset | None, ...], Any]:
        """Rule 383.3.b: the Energy and Power, then the source exhausted."""
        return self.energy, self._pips, self.paid

    def paid(self, g: GameState, player: int, cid: int) -> None:
        """The rest of the base cost: the source is exhausted (414)."""
        exhaust_source(g, cid)
        emit(g, "383.3.b", "exhaust_cost", player, cid)

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        """The source itself (perform it) while it is ready and the rest can be paid."""
        if is_exhausted(g, cid) or not can_pay(g, player, self.energy, self._pips):
            return []
        return [cid]

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        """Performed: no target; the cost is paid next, as it is finalized (404.1)."""
        return ()

    def describe(self) -> str:
        parts = ([f"{self.energy} Energy"] if self.energy else []) + [
            "one Power of any domain" if d is None else f"one {d} Power" for d in self.power]
        return (f"its controller may pay {' and '.join(parts)} and exhaust it as the ability is finalized "
                f"to perform it")
