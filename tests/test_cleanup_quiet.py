"""The cleanup's record of the units (``GameState.quiet``, engine/cleanup.py) is cleared by every
write it depends on: a unit's place, controller or damage, a unit joining or leaving the board, a
battlefield added. A cleanup skips its pass over the units while the record stands, so a write
that forgets to clear it would make a wrong game, not a slow one.

tests/test_cleanup_reference.py checks the record against a fresh pass at every cleanup of many
games; this test finds every such write in the source and requires ``g.quiet = None`` right after
it (within three lines), unless it is listed below as one that can't change what the record holds
(a gear's or a battlefield's own fields, a state built outside the task loop, which clears the
record whenever it starts).
"""

from __future__ import annotations

import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "riftbound"

#: writes of a unit's fields or of the units on the board (and battlefields added)
WRITE = re.compile(r"\.(loc|controller|damage)\b\s*(\+|-)?=(?!=)|\bdel\s+[\w.]*units\[|units\.pop\("
                   r"|units\[[^\]]+\]\s*=(?!=)|\.battlefields\.(append|insert|extend)\(|\.battlefields\[[^\]]+\]\s*=(?!=)")

#: (file, the line stripped) of writes that need not clear it, with why
EXEMPT: dict[tuple[str, str], str] = {
    ("state.py", "self.controller = controller"): "constructors",
    ("state.py", "self.loc = loc"): "constructors",
    ("state.py", "self.damage = damage"): "constructors",
    ("engine/cleanup.py", "bf.controller = None"): "a battlefield's controller (not in the record)",
    ("engine/removal.py", "bf.controller = None"): "a battlefield's controller",
    ("engine/combat.py", "b.controller = player"): "a battlefield's controller",
    ("engine/combat.py", "b.controller = None  # 466.5.b"): "a battlefield's controller",
    ("engine/primitives.py", "x.loc = loc"): "a gear (attachments are checked at every cleanup)",
    ("engine/attachment.py", "gear.loc = u.loc"): "a gear",
    ("engine/attachment.py", "x.loc = u.loc"): "a gear",
    ("engine/attachment.py", "x.loc = base_of(x.controller)"): "a gear",
    ("effects/gear_control.py", "x.loc = home"): "a gear",
    ("effects/gear_control.py", "old, x.controller = x.controller, back"): "a gear",
    ("formats/judge.py", "x.loc = base_of(x.controller)"): "a gear",
    ("formats/position_build.py", "x.loc = gm.at"): "a position is built outside the task loop",
    ("formats/position_build.py", "x.attached_to, x.loc = u.cid, u.loc"): "a position, outside the loop",
    ("formats/position_build.py", "g.units[u.cid] = u"): "a position, outside the loop",
    ("formats/position_build.py", "g.units[c] = have[c]"): "a position, outside the loop",
    ("formats/position_build.py", "g.battlefields.append(Battlefield("): "a position, outside the loop",
}


def test_every_write_clears_the_record() -> None:
    """323.5-323.7 (engine/cleanup.py): what a cleanup skips is what nothing has changed."""
    missing = []
    seen = set()
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        lines = path.read_text().splitlines()
        for i, line in enumerate(lines):
            code = line.split("#", 1)[0] if not line.lstrip().startswith("#") else ""
            if not WRITE.search(code) or code.lstrip().startswith(("def ", "return ")):
                continue
            key = (rel, line.strip())
            if key in EXEMPT:
                seen.add(key)
                continue
            if not any("quiet = None" in nxt for nxt in lines[i:i + 4]):
                missing.append(f"{rel}:{i + 1}: {line.strip()}")
    assert not missing, "writes that don't clear GameState.quiet:\n" + "\n".join(missing)
    assert seen == set(EXEMPT), f"exemptions no longer found: {set(EXEMPT) - seen}"
