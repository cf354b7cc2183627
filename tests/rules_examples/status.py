"""Which of the Core Rules' examples are fixtures, and why the others are not yet.

Every example (see :mod:`tests.rules_examples.corpus`) is either staged by a fixture that names it
(``"example": "RULE#K"``, under ``fixtures/``) or listed here with the reason it is not yet; the
table in ``fixtures/README.md`` is generated from both:

    python -m tests.rules_examples.status     # print the table (paste it into fixtures/README.md)
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from tests.rules_examples.corpus import RULES_FILE, Example, examples

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"

#: reasons, in our words, shared by many examples
DEFINITION = "explains a term or how to read a rule: no board situation to stage"
NO_CARD = "needs an ability that no implemented card has"
OUTSIDE = "about something outside a game state (deck building, card copies, language, table talk)"
PRIVATE = "about who may see what: checked by the observation tests, not a fixture"

#: examples with a specific reason (those naming cards the engine can't play get theirs found)
REASONS: dict[str, str] = {
    "127.1#1": OUTSIDE, "132.3#1": OUTSIDE, "132.4#1": OUTSIDE, "138.1#1": OUTSIDE,
    "761.1#1": OUTSIDE, "761.2#1": OUTSIDE,
    "128.4#1": PRIVATE, "128.4#2": PRIVATE, "130.6#1": PRIVATE,
    "135.2.b.5.a#1": DEFINITION,
    "359.3.f.4#2": "needs a spell that takes control of a triggered ability; none is implemented",
    "383.3.e.2.b#1": "needs an optional 'once each turn, when an enemy unit dies' ability; none is "
                     "implemented",
    "479#1": "needs a passive that raises Might to a value (a dependency, 478-479): not implemented",
    "479.2#1": "needs a passive that raises Might to a value (a dependency, 478-479): not implemented",
    "133.3#1": DEFINITION, "133.3#2": DEFINITION, "135.2.b.6#1": DEFINITION,
    "135.2.b.6#2": DEFINITION, "135.2.b.6#3": DEFINITION, "355.5.a#1": DEFINITION,
    "355.5.a#2": DEFINITION, "377.1#1": DEFINITION, "439.2.c#1": DEFINITION,
    "439.2.c#2": DEFINITION, "727.1.a.1#1": DEFINITION, "727.1.a.1#2": DEFINITION,
    "727.1.a.1#3": DEFINITION,
    "358.3#1": "the engine checks it as a spell is played (a destination with units of two other "
               "players is never offered) and as the move is made (the unit is recalled instead), "
               "but no implemented card can reach it in a game: two players' units share a "
               "battlefield only in a combat, and every spell that moves another player's unit is "
               "of Main-phase speed; tests/rules/test_358_3_no_third_player_at_a_battlefield.py sets "
               "it up on the state",
    "359.3.e.16#1": "needs a conquest during the Ending Phase; no implemented effect can make one "
                    "and the resolver has no decision there to act at",
    "371.2.b#1": "needs Zilean, Time Mage, not implemented",
    "383.4.g.1#1": "needs Reckoner's Arena, not implemented",
    "711#1": "the engine reads it (is_mighty of a card in the trash) but fixtures can't yet "
             "expect a card's Mighty state off the board",
    "103.2.a.2#2": OUTSIDE + ": checked by deck validation (tests/test_decks.py)",
    "135.2.e.6.c#2": "needs an effect that grants Accelerate; no implemented card grants it",
    "375#1": "its token-copying replacement is made up: no card does it for gear tokens (Zilean, "
             "Time Mage does it for unit tokens and is not implemented)",
    "375#2": "its 'draw instead of playing a token' replacement is made up: no card has it",
    "417.1.e.1#1": "its unit ('when I take damage, ...') is made up: no implemented unit triggers "
                   "on taking damage (Prevent is implemented: Ki Barrier, fixture of 715.4.a#1)",
    "758.2#1": "its untargetable unit is made up, and no implemented card makes a unit "
               "untargetable",
    "719.4.a#1": "gear has no Stunned status in the engine, so there is nothing to observe",
    "806.3#1": "needs a unit played with Action; the implemented units that list the keyword "
               "(Shadow; Zed, Without a Sound) have it on an activated ability, not on being played",
}


def covered() -> dict[str, list[str]]:
    """Example id -> the fixture files that stage it."""
    out: dict[str, list[str]] = {}
    for path in sorted(FIXTURES.rglob("*.json")):
        ex = json.loads(path.read_text(encoding="utf-8")).get("example") or []
        for i in [ex] if isinstance(ex, str) else ex:
            out.setdefault(i, []).append(str(path.relative_to(FIXTURES)))
    return out


def _named_cards(text: str) -> tuple[list[str], list[str]]:
    """The cards ``text`` names: (unsupported ones, supported ones with a script)."""
    from riftbound.cards import load_cards
    from riftbound.game import card_support
    from riftbound.sets import is_implemented

    missing: list[str] = []
    scripted: list[str] = []
    for c in sorted(load_cards(), key=lambda c: -len(c.name)):
        if len(c.name) > 3 and c.name in text and c.name not in missing + scripted:
            if card_support(c) is None:
                missing.append(c.name)
            elif is_implemented(c.id):
                scripted.append(c.name)
            text = text.replace(c.name, "")
    return sorted(missing), sorted(scripted)


def reason(ex: Example) -> str:
    """Why ``ex`` is not a fixture yet."""
    got = REASONS.get(ex.id)
    if got:
        return got
    cards, supported = _named_cards(ex.text)
    if cards:
        return "needs " + ", ".join(cards) + " (not implemented)"
    if supported:
        return ("its cards (" + ", ".join(supported) + ") are supported now (the card waves, issues 12 "
                "and 13): a fixture is still to be written")
    if re.search(r"\b(reads|says|has the ability|ability reads|card reads)\b|“|\"", ex.text):
        return NO_CARD
    return DEFINITION


def rows() -> list[tuple[str, str, str]]:
    """(example id, status, reason or fixtures) for every example, in rule order."""
    cov = covered()
    out = []
    for ex in examples():
        if ex.id in cov:
            files = cov[ex.id]
            xfail = any(json.loads((FIXTURES / f).read_text(encoding="utf-8")).get("xfail") for f in files)
            out.append((ex.id, "xfail fixture" if xfail else "fixture", ", ".join(f"`{f}`" for f in files)))
        else:
            out.append((ex.id, "not yet", reason(ex)))
    return out


def table() -> str:
    lines = ["| example (rule#k) | status | reason, or the fixture |", "|---|---|---|"]
    lines += [f"| {i} | {s} | {r} |" for i, s, r in rows()]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":  # pragma: no cover
    if not RULES_FILE.exists():
        sys.exit("the rules file is not beside the repository")
    sys.stdout.write(table())
