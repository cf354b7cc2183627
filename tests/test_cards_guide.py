"""docs/cards.md: its three worked entries are the entries the engine plays (the guide's own code
blocks, built here), each played in a scenario; a card without an entry is refused by name; the
``cards`` command shows an entry's description; every question the guide names is one the engine
asks, and every rule it cites exists. Issue #10's bar: a vanilla-with-keywords card needs only an
entry, a card with an existing ability shape an entry and its scenario test."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from riftbound.actions import ChooseCard
from riftbound.cards import load_cards
from riftbound.cli import cli
from riftbound.engine.index import QUESTIONS
from riftbound.formats.position import PositionError, load_position
from riftbound.game import card_support
from riftbound.sets import IMPLEMENTED
from tests.helpers import RULES_FILE, cited_clauses_missing, give_answer, rule_ids
from tests.spell_helpers import cid, do, might_of, play, position
from tests.test_citations import DOTTED

GUIDE = Path(__file__).resolve().parents[1] / "docs" / "cards.md"
DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]
MYSTIC_PORO, RIPTIDE_REX, DRAVEN = "ogn-171-298", "ogn-092-298", "ogn-028-298"


def guide_entries() -> dict[str, object]:
    """Card id -> the ``ENTRY`` each ```python block of the guide builds, run as written."""
    entries = {}
    for block in re.findall(r"```python\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.S):
        namespace: dict = {"__name__": "guide"}
        exec(compile(block, str(GUIDE), "exec"), namespace)  # noqa: S102 - the guide's own code
        entry = namespace["ENTRY"]
        entries[entry.id] = entry
    return entries


def facts(entry) -> tuple:
    """What an entry is, compared across instances: its id, name, description and the questions it
    answers (its facts are the card table's, not the entry's)."""
    return (entry.id, entry.name, entry.description, sorted(q for q, _ in entry.hooks()))


def test_the_guides_entries_are_the_implemented_ones():
    """The guide's three worked entries, built from its code blocks, are the entries in
    sets/origins/units.py (the third's passive is the guide's own class, so it is compared by what
    it tells the engine and how it reads)."""
    entries = guide_entries()
    assert sorted(entries) == sorted([MYSTIC_PORO, RIPTIDE_REX, DRAVEN])
    assert entries[MYSTIC_PORO] == IMPLEMENTED[MYSTIC_PORO]
    assert entries[RIPTIDE_REX] == IMPLEMENTED[RIPTIDE_REX]
    assert facts(entries[DRAVEN]) == facts(IMPLEMENTED[DRAVEN])


def test_a_vanilla_unit_with_vision_needs_only_its_entry(monkeypatch):
    """817.1.b, 436.1: Mystic Poro is vanilla but for Vision: without its entry the engine refuses
    it (by name); with it, nothing else, it is playable and its Play Effect predicts."""
    poro = load_cards().by_id(MYSTIC_PORO)
    assert poro.vanilla and card_support(poro) == "script"
    with monkeypatch.context() as m:
        m.delitem(IMPLEMENTED, MYSTIC_PORO)
        assert card_support(poro) is None
        with pytest.raises(PositionError, match="Mystic Poro"):
            load_position({"players": [{"hand": ["Mystic Poro"]}, {}]})
    game = position({"hand": ["Mystic Poro"], "deck": DECK, "runes": ["Mind Rune"] * 2}, {"deck": DECK})
    top = game.state.players[0].deck[-1]
    assert game.state.cards[top].name == "Petty Officer"  # a deck is written top first
    play(game, "play Mystic Poro to base")
    d = game.pending()
    assert (d.kind, d.context) == ("choose_card", ("predict", cid(game, "Mystic Poro"), 0))
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(top)]
    do(game, "choose Petty Officer")  # recycled: to the bottom (416.1)
    assert game.state.players[0].deck[0] == top and game.pending().kind == "main"


def test_riptide_rex_deals_six_to_a_chosen_enemy_unit_at_a_battlefield():
    """383.4.a, 355.5, 383.3: Riptide Rex's Play Effect targets an enemy unit at a battlefield,
    chosen as it is finalized (337.1): not an enemy in its base, not a friendly unit; the chosen unit
    takes 6 and dies (428.1), the other is untouched."""
    enemies = [{"card": "Vanguard Sergeant", "controller": 1}, {"card": "Petty Officer", "controller": 1}]
    game = position({"hand": ["Riptide Rex"], "deck": DECK, "runes": ["Mind Rune"] * 8},
                    {"deck": DECK, "base": ["Daring Poro"]},
                    battlefields=[{"controller": 1, "units": enemies},
                                  {"controller": 0, "units": [{"card": "Laurent Duelist"}]}])
    rex = cid(game, "Riptide Rex")
    sergeant, officer = cid(game, "Vanguard Sergeant", "bf 0"), cid(game, "Petty Officer", "bf 0")
    play(game, "play Riptide Rex to base")
    d = game.pending()
    assert (d.kind, d.context) == ("choose_card", ("ability_target", rex, "trigger"))
    assert sorted(a.card for a in game.legal_actions()) == sorted([sergeant, officer])
    do(game, "choose Vanguard Sergeant")
    g = game.state
    assert sergeant not in g.units and sergeant in g.players[1].trash
    assert g.units[officer].damage == 0 and cid(game, "Daring Poro", "base") in g.units
    assert any(e.kind == "damage" and e.data[:2] == (sergeant, 6) for e in game.log)


def test_draven_showboat_has_might_from_his_controllers_points():
    """364.3, 489.8.d.1: Draven, Showboat (3 Might) has +1 Might per point of his controller, read
    whenever his Might is: 2 points give 5, a point scored by conquering (469.1) makes 6 at once;
    the opponent's points count for nothing. The guide's own passive gives the same."""
    game = position({"points": 2, "deck": DECK, "base": ["Draven, Showboat"]},
                    {"points": 5, "deck": DECK}, battlefields=[{}, {}])
    draven = cid(game, "Draven, Showboat")
    assert might_of(game, draven) == 5
    do(game, "move Draven, Showboat to bf 1")
    assert game.state.points[0] == 3 and might_of(game, draven) == 6
    guide = dict(guide_entries()[DRAVEN].hooks())
    give_answer(game, "might:own", DRAVEN, guide["might:own"])
    assert might_of(game, draven) == 6
    give_answer(game, "might:own", DRAVEN, None)  # without the passive: the printed 3
    assert might_of(game, draven) == 3


def test_a_card_without_an_entry_is_refused_by_name():
    """A card the engine can't play exactly (Divine Judgment: each player keeps two of each kind of
    thing and recycles the rest, a choice no word makes yet) has no entry and is refused, named,
    never played as a blank."""
    judgment = load_cards().by_name("Divine Judgment")
    assert judgment.id not in IMPLEMENTED and card_support(judgment) is None
    with pytest.raises(PositionError, match="Divine Judgment"):
        load_position({"players": [{"hand": ["Divine Judgment"]}, {}]})


def test_the_cards_command_shows_the_guides_cards():
    """``riftbound cards NAME`` prints each entry's description (generated from its script, then its
    note); ``--coverage`` counts the three among Origins' scripted cards."""
    r = CliRunner().invoke(cli, ["cards", "Riptide Rex", "Draven, Showboat", "--json"])
    assert r.exit_code == 0, r.output
    shown = {c["id"]: c for c in json.loads(r.output)["cards"]}
    for card_id in (RIPTIDE_REX, DRAVEN):
        assert shown[card_id]["support"] == "script"
        assert shown[card_id]["description"] == IMPLEMENTED[card_id].description
    r = CliRunner().invoke(cli, ["cards", "Mystic Poro"])
    assert r.exit_code == 0 and "Vision is a Play Effect that predicts" in r.output
    cov = json.loads(CliRunner().invoke(cli, ["cards", "--coverage", "--json"]).output)["coverage"]
    assert {"Mystic Poro", "Riptide Rex", "Draven, Showboat"} <= set(cov["OGN"]["script"])


def test_the_guide_names_only_questions_the_engine_asks():
    """engine/index.py QUESTIONS: every question in the guide's table is declared (a question renamed
    or merged in the engine makes the guide wrong, and this fail); the table names most of them."""
    text = GUIDE.read_text(encoding="utf-8")
    table = [line.split("|")[1] for line in text.splitlines() if line.startswith("| `")]
    named = {q for cell in table for q in re.findall(r"`([a-z_:]+)`", cell)}
    assert named <= set(QUESTIONS), sorted(named - set(QUESTIONS))
    assert len(named) >= 25


def test_the_guides_citations_exist():
    """Every rule number the guide cites is in the Core Rules (as for the code, test_citations)."""
    if not RULES_FILE.exists():
        pytest.skip("the shared rules file is not beside the repo")
    known = rule_ids()
    cited = set(DOTTED.findall(GUIDE.read_text(encoding="utf-8")))
    assert cited and not cited - known, sorted(cited - known)
    assert cited_clauses_missing(globals()) == []
