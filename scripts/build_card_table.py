#!/usr/bin/env python3
"""Build ``src/riftbound/data/cards.json`` from the shared Riftcodex card dump.

Why a generated table: the engine needs card *facts* (cost, Might, keywords, ...) at
start-up, fast and without the 10 MB source. Card and rules *text* are Riot IP and must
never enter the repository, so this script reads the text only to derive facts
(keywords, whether a card is vanilla) and writes none of it.

Usage (from the repository root)::

    python scripts/build_card_table.py [--source PATH] [--out PATH] [--report]

The output is deterministic: records sorted by id, keys in a fixed order, one record
per line.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = REPO.parent / "shared" / "cards" / "riftbound_cards_unique.json"
DEFAULT_OUT = REPO / "src" / "riftbound" / "data" / "cards.json"

#: Keyword names of rules 805-829 (plus the conditional marker Empowered).
KNOWN_KEYWORDS = frozenset(
    {
        "Accelerate", "Action", "Assault", "Deathknell", "Deflect", "Ganking", "Hidden",
        "Legion", "Reaction", "Shield", "Tank", "Temporary", "Vision", "Equip",
        "Quick-Draw", "Repeat", "Weaponmaster", "Ambush", "Hunt", "Level", "Unique",
        "Backline", "Empower", "Empowered", "Flow",
    }
)  # fmt: skip

DOMAINS = ("Fury", "Calm", "Mind", "Body", "Chaos", "Order")

#: One bracket token, e.g. ``[Assault 2]``, ``[>]`` or ``[>>]``.
_TOKEN = re.compile(r"\[([^\[\]]+)\]")
#: Separators allowed between the keyword tokens of a leading keyword run.
_SEP = re.compile(r"[ ,]*")
_KEYWORD = re.compile(r"^([A-Za-z-]+)(?: (\d+))?$")
_REMINDER = re.compile(r"\([^()]*\)")
_ICON = re.compile(r":rb_[a-z0-9_]+:")

FIELDS = (
    "id", "name", "type", "supertype", "tags", "domains", "champion", "energy", "power",
    "might", "might_bonus", "keywords", "vanilla", "set", "printings",
)  # fmt: skip


def leading_keywords(line: str) -> tuple[list[str], int]:
    """Return the keyword tokens that open ``line`` and where that run ends.

    Only a run of known keyword tokens at the very start of a line counts as the card's
    own keyword: "[Assault 2], [Shield 2] (...)" gives both; "Other units have [Shield]"
    gives none. ``[>]``/``[>>]`` chain a keyword to a condition (``[Empowered][>][>>]
    [Deathknell]``); the run stops at the first token that is not a known keyword
    (e.g. the action ``[Stun]``).
    """
    found: list[str] = []
    pos = 0
    while m := _TOKEN.match(line, pos):
        body = m.group(1)
        if body not in (">", ">>"):
            km = _KEYWORD.match(body)
            if not km or km.group(1) not in KNOWN_KEYWORDS:
                break
            found.append(body)
        pos = _SEP.match(line, m.end()).end()
    return found, pos


def parse_text(text: str) -> tuple[list[str], str]:
    """Split card text into its own keywords and the remaining rules text.

    The remainder has reminder text, keyword tokens and separators removed; an empty
    remainder means the card is vanilla (keywords only).
    """
    keywords: list[str] = []
    rest: list[str] = []
    for raw in text.split("\n"):
        # Reminder text goes first: it carries no rules (135.2.d.3), and errata
        # transcriptions put "[Hidden] (...) [Temporary] (...)" on one line.
        line = raw
        while (stripped := _REMINDER.sub("", line)) != line:
            line = stripped
        line = re.sub(r"\s+", " ", line).strip()
        found, end = leading_keywords(line)
        keywords.extend(k for k in found if k not in keywords)
        tail = line[end:]
        # What follows the keyword run is rules text, unless it is only the
        # punctuation of a keyword list ("[Assault 2], [Shield 2]").
        tail = tail.strip(" ,.;—-\t")
        if tail:
            rest.append(tail)
    return keywords, "\n".join(rest)


def texts_of(card: dict) -> list[str]:
    """Every wording the card has had: printed, latest printing, and errata'd text.

    Errata matter: a vanilla card given text by errata is no longer vanilla.
    """
    out = [card.get("text_latest") or card.get("text") or ""]
    for key in ("text", "errata_text_dotgg"):
        if card.get(key):
            out.append(card[key])
    for entry in card.get("errata") or ():
        if entry.get("new_text"):
            out.append(entry["new_text"])
    return out


def power_pips(card: dict) -> list[str]:
    """One entry per power pip: a domain name, "Any", or "A|B" for a split pip.

    The source ``power`` is the pip count; ``power_cost`` gives for each pip the domains
    that can pay it ([["Calm"]] = one Calm). Dual-domain cards have split pips
    ([["Fury","Chaos"]] = one pip payable by Fury or Chaos, cf. rule 135.2.e.6.c).
    A pip with no domain (rainbow, rule 135.2.e.5) becomes "Any".
    """
    count = card.get("power") or 0
    cost = card.get("power_cost") or []
    if len(cost) != count:
        raise ValueError(f"{card['id']}: power {count} but power_cost {cost!r}")
    pips = []
    for pip in cost:
        doms = [d for d in pip if d in DOMAINS]
        if not doms or len(doms) == len(DOMAINS):
            pips.append("Any")
        else:
            pips.append("|".join(doms))
    return pips


def build_record(card: dict, report: list[str] | None = None) -> dict:
    """Reduce one source card to facts only (no text, flavour, art or URLs)."""
    versions = texts_of(card)
    parsed = [parse_text(t) for t in versions]
    keywords = list(parsed[0][0])
    if report is not None:
        # The source list is a heuristic: it holds actions (Stun, Predict, Burn), drops
        # the second keyword of "[Assault 2], [Shield 2]", and counts modal options
        # ("choose one: [Assault 2] ...") as the card's own keywords.
        src = set(card.get("keywords") or ())
        label = f"{card['id']} {card['name']}"
        if src - set(keywords):
            report.append(f"{label}: source-only {sorted(src - set(keywords))}")
        if set(keywords) - src:
            report.append(f"{label}: text-only {sorted(set(keywords) - src)}")
        # Errata entries (the tail of ``versions``) are often condensed to the changed
        # sentence, so only full wordings are compared.
        for kws, _rest in parsed[1 : len(versions) - len(card.get("errata") or ())]:
            if kws != parsed[0][0]:
                report.append(f"{card['id']} {card['name']}: keywords differ by version: "
                              f"{parsed[0][0]} vs {kws}")
    # Vanilla = no rules text beyond keywords in *any* wording (printed or errata).
    vanilla = not any(rest for _kws, rest in parsed)
    domains = [d for d in card.get("domains") or () if d in DOMAINS]
    champion = card.get("champion")
    if card.get("supertype") != "Champion" and card["type"] != "Legend":
        champion = None
    rec = {
        "id": card["id"],
        "name": card["name"],
        "type": card["type"],
        "supertype": card.get("supertype"),
        "tags": list(card.get("tags") or ()),
        "domains": domains,
        "champion": champion,
        "energy": card.get("energy") or 0,
        "power": power_pips(card),
        "might": card.get("might") or 0,
        "might_bonus": card.get("might_bonus"),
        "keywords": keywords,
        "vanilla": vanilla,
        "set": card["set"],
        "printings": sorted(card.get("printings") or [card["id"]]),
    }
    return {k: rec[k] for k in FIELDS}


def dump(records: Iterable[dict]) -> str:
    """Serialise compactly and deterministically, one record per line."""
    lines = [json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in records]
    return "[\n" + ",\n".join(lines) + "\n]\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--report", action="store_true", help="print data discrepancies")
    args = ap.parse_args(argv)

    cards = json.loads(args.source.read_text(encoding="utf-8"))
    report: list[str] | None = [] if args.report else None
    records = sorted((build_record(c, report) for c in cards), key=lambda r: r["id"])
    ids = [r["id"] for r in records]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate card ids in source")
    text = dump(records)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {len(records)} cards, {len(text.encode()):,} bytes to {args.out}")
    for line in report or ():
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
