"""The judge's resolver (riftbound.formats.resolver) and the ``resolve`` command."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from riftbound.cli import cli
from riftbound.engine.units import might
from riftbound.formats.position import dump_position, load_position
from riftbound.formats.resolver import EXPLAIN, explain, report_data, resolve
from riftbound.log_text import TEMPLATES
from riftbound.state import Event
from tests.helpers import RULES_FILE, cited_clauses_missing

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]
DECK2 = ["Stalwart Poro", "Sunlit Guardian", "Playful Phantom"]
AT_SIX = {"mode": "duel", "players": [
    {"points": 6, "base": ["Daring Poro", "Vanguard Sergeant"], "deck": DECK},
    {"points": 2, "deck": DECK2}]}


@pytest.fixture()
def position(tmp_path) -> str:
    path = tmp_path / "at-six.json"
    path.write_text(json.dumps(AT_SIX), encoding="utf-8")
    return str(path)


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def test_resolve_prints_events_rules_explanations_and_the_result(position):
    """469.1, 471.1.b.1, 323.1: each event is shown with its rule and a plain explanation, then the
    points, the scored battlefields, the outcome."""
    res = run("resolve", position, "--do", "move Daring Poro to bf 0",
              "--do", "move Vanguard Sergeant to bf 1")
    assert res.exit_code == 0, res.output
    out = res.output
    assert "do 1: P0: move Daring Poro to bf 0" in out
    assert "P0 conquers battlefield 0  (rule 469.1)" in out
    assert "scored every battlefield: the final point counts  (rule 471.1.b.1)" in out
    assert "why: one point short of the Victory Score" in out
    assert "points: P0 8, P1 2 (Victory Score 8)" in out
    assert "scored this turn: P0 bf 0 (conquer); P0 bf 1 (conquer)" in out
    assert "outcome: P0 won by victory score (rule 323.1)" in out


def test_resolve_shows_the_pending_decision_and_its_legal_actions(position):
    """The pending decision is described and its legal actions are listed in notation."""
    res = run("resolve", position)
    assert res.exit_code == 0
    assert "pending: P0's main decision" in res.output
    assert "  move Daring Poro, Vanguard Sergeant to bf 1" in res.output
    assert "  end turn" in res.output


def test_resolve_json(position):
    """``--json`` gives the same report as data."""
    res = run("resolve", position, "--do", "move Daring Poro to bf 0", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["points"] == [7, 2] and data["victory_score"] == 8
    step = data["steps"][0]
    assert step["action"].startswith("move #") and step["readable"] == "move Daring Poro to bf 0"
    kinds = [(e["kind"], e["rule"]) for e in step["events"]]
    assert ("conquer", "469.1") in kinds and ("gain_points", "469.1") in kinds
    assert all(e["explanation"] and e["text"].endswith(f"(rule {e['rule']})") for e in step["events"])
    assert data["scored_this_turn"] == [{"player": 0, "battlefield": 0, "how": "conquer"}]
    assert data["pending"]["kind"] == "main" and "end turn" in data["pending"]["legal"]
    assert data["outcome"] is None and data["error"] is None


def test_a_failing_do_stops_everything_after_it(position):
    """A --do that fails is named (index and text) with the reason; the ones before it stay applied,
    nothing after it is tried, the exit code is 2, and there is no traceback."""
    res = run("resolve", position, "--do", "move Daring Poro to bf 0", "--do", "move Daring Poro to base",
              "--do", "move Vanguard Sergeant to bf 1", "--json")
    assert res.exit_code == 2
    assert "Traceback" not in res.output
    data = json.loads(res.output[res.output.index("{"):res.output.rindex("}") + 1])
    assert data["error"]["index"] == 2 and data["error"]["do"] == "move Daring Poro to base"
    assert "exhausted" in data["error"]["message"]
    assert len(data["steps"]) == 1 and data["points"] == [7, 2]  # the third move never happened
    text = run("resolve", position, "--do", "move Daring Poro to bf 0", "--do", "fly away",
               "--do", "end turn")
    assert text.exit_code == 2
    assert "--do 2 ('fly away') failed: 'fly away' is not an action" in text.output
    assert "nothing after it was applied" in text.output
    assert "P0 ends the turn" not in text.output


def test_judge_actions_in_resolve(position):
    """Judge actions mix with game actions: effects (a win waits for no decision, 323.1), a
    cleanup, a new turn."""
    res = run("resolve", position, "--do", "draw P0 1", "--do", "cleanup", "--do", "gain P1 6", "--json")
    data = json.loads(res.stdout)
    assert [s["kind"] for s in data["steps"]] == ["judge", "judge", "judge"]
    assert data["outcome"] == {"winners": [1], "termination": "victory score", "rule": "323.1"}
    res = run("resolve", position, "--do", "next turn", "--json")
    data = json.loads(res.output)
    assert data["turn"] == 2 and data["turn_player"] == 1 and data["pending"]["kind"] == "main"


def test_until_end_of_turn(position):
    """``--until-end-of-turn`` ends the turn at the main decision and stops at the next real
    decision of the next turn."""
    res = run("resolve", position, "--do", "move Daring Poro to bf 0", "--until-end-of-turn", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert [s["kind"] for s in data["steps"]] == ["action", "auto"]
    assert data["turn_player"] == 1 and data["pending"] == data["pending"] | {"player": 1, "kind": "main"}
    assert any(e["kind"] == "end_turn" for e in data["steps"][1]["events"])


def test_bad_position_file_exits_2(tmp_path):
    """A position file that does not load is reported with the problems, exit code 2."""
    path = tmp_path / "bad.json"
    bad = {"mode": "duel", "players": [{"hand": ["No Such Card"]}, {}]}
    path.write_text(json.dumps(bad), encoding="utf-8")
    res = run("resolve", str(path))
    assert res.exit_code == 2 and "No Such Card" in res.output and "Traceback" not in res.output
    res = run("resolve", str(tmp_path / "missing.json"))
    assert res.exit_code == 2


def test_resolve_takes_a_fixture_file():
    """Given a conformance fixture, ``resolve`` applies its own actions."""
    path = Path(__file__).resolve().parents[1] / "fixtures" / "final-point-both-battlefields-from-7.json"
    res = run("resolve", str(path))
    assert res.exit_code == 0, res.output
    assert "draws 1 instead of the final point  (rule 471.1.b.1)" in res.output
    assert "outcome: P0 won" in res.output


def test_resolve_function_keeps_the_game_in_place():
    """The library form: ``resolve(game, dos)`` changes the game and returns the steps."""
    game = load_position(AT_SIX)
    res = resolve(game, ["move Daring Poro to bf 0", "pass"])
    assert game.points(0) == 7
    assert res.error is not None and res.error.index == 2 and "pass is not legal now" in res.error.message
    data = report_data(res)
    assert data["steps"][0]["player"] == 0


# --- explanations -----------------------------------------------------------------------------------

def test_every_event_kind_has_an_explanation():
    """Every kind of log event the engine writes is explained."""
    for kind in TEMPLATES:
        e = Event(1, "100", kind, 0, ())
        assert not explain(e).startswith("("), f"no explanation for {kind}"


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z']+", text.lower())


@pytest.mark.skipif(not RULES_FILE.exists(), reason="the shared rules file is not beside the repo")
def test_explanations_are_our_own_words():
    """No rules text is copied: no explanation shares a run of 8 words with the Core Rules."""
    rules = _words(RULES_FILE.read_text(encoding="utf-8"))
    shingles = {tuple(rules[i:i + 8]) for i in range(len(rules) - 7)}
    for key, text in EXPLAIN.items():
        w = _words(text)
        for i in range(len(w) - 7):
            assert tuple(w[i:i + 8]) not in shingles, (key, " ".join(w[i:i + 8]))


def test_cited_clauses_exist():
    """Rule citations: every clause named at the head of a docstring here exists."""
    assert not cited_clauses_missing(globals())


# --- judge actions on the board ----------------------------------------------------------------------

BOARD = {"mode": "duel", "players": [
    {"points": 2, "base": ["Daring Poro", "Vanguard Sergeant", "Soaring Scout"], "deck": DECK,
     "hand": ["Petty Officer"], "rune_deck": ["Order Rune", "Order Rune"]},
    {"points": 2, "deck": DECK2}],
    "battlefields": [{"controller": 1, "units": ["Stalwart Poro"]}, {}]}


def _unit(game, name):
    g = game.state
    (u,) = [u for u in g.units.values() if g.cards[u.cid].name == name]
    return u


def _kinds(res) -> list[tuple[str, str]]:
    return [(e.kind, e.rule) for s in res.steps for e in s.events]


def test_deal_marks_damage_and_the_cleanup_kills():
    """417.1.b, 428, 319: a judge's Deal marks damage; damage reaching the Might kills in the cleanup
    that follows the change, which also ends the control of the emptied battlefield (323.6)."""
    game = load_position(BOARD)
    res = resolve(game, ["deal 1 to Stalwart Poro"])
    assert res.error is None and _unit(game, "Stalwart Poro").damage == 1
    res = resolve(game, ["deal 5 to Stalwart Poro at bf 0"])
    assert ("judge_damage", "417.1.b") in _kinds(res) and ("kill", "428.1") in _kinds(res)
    assert game.state.battlefields[0].controller is None
    res = resolve(game, ["deal 0 to Daring Poro"])
    assert res.error is not None and "417.1.e" in res.error.message


def test_kill_triggers_deathknell_and_step_all_shows_it_waiting():
    """428, 808, 383.3, 428.1.a.1.b: killing a unit with a death ability triggers it; the ability
    goes on the chain as the unit dies (before it reaches the trash; no order to choose), and with
    ``step_all`` each Priority pass is the judge's to make, so the state can be read at every step."""
    game = load_position(BOARD)
    res = resolve(game, ["kill Soaring Scout"], step_all=True)
    assert res.error is None
    d = game.pending()
    assert d is not None and (d.player, d.kind) == (0, "priority") and len(game.legal_actions()) == 1
    assert "Soaring Scout" in [game.state.cards[c].name for c in game.state.players[0].trash]
    assert [game.state.cards[it.cid].name for it in game.state.chain] == ["Soaring Scout"]
    res = resolve(game, ["pass", "pass"], step_all=True)
    assert res.error is None, res.error
    assert len(game.state.players[0].runes) == 1 and game.state.players[0].rune_exhausted == [True]
    # without stepping the engine places the single ability and passes the lone Priorities
    game = load_position(BOARD)
    resolve(game, ["kill Soaring Scout"])
    assert game.pending().kind == "main" and game.state.players[0].rune_exhausted == [True]


def test_step_all_stops_at_forced_passes():
    """345-348: with ``step_all`` a showdown's lone Focus passes are left to the judge; without it
    the engine takes them (a single option) and the Conquer follows (469.1)."""
    game = load_position(BOARD)
    resolve(game, ["move Daring Poro to bf 1"], step_all=True)
    assert game.stepping and game.pending().kind == "focus" and game.points(0) == 2
    resolve(game, ["pass", "P1: pass"])
    assert game.points(0) == 3 and game.pending().kind == "main"
    game = load_position(BOARD)
    resolve(game, ["move Daring Poro to bf 1"])
    assert not game.stepping and game.points(0) == 3


def test_move_by_effect_does_not_exhaust_and_contests():
    """449-450, 453: a move by an effect is not a Standard Move: the unit stays ready; arriving at
    a battlefield it contests it, and the showdown that follows is won uncontested."""
    game = load_position(BOARD)
    res = resolve(game, ["move Daring Poro to bf 1 by effect"])
    assert res.error is None
    u = _unit(game, "Daring Poro")
    assert u.loc == 1 and not u.exhausted and game.points(0) == 3
    kinds = _kinds(res)
    assert ("effect_move", "449") in kinds and ("contest", "450") in kinds
    assert resolve(game, ["move Daring Poro to bf 1 by effect"]).error is not None  # already there


def test_statuses_and_might():
    """415, 414, 423.1, 702.2.a, 702.3.a, 477.3: ready, exhaust, stun, buff (a second does
    nothing) and Might this turn or with no duration; the permanent change survives the turn's end
    (317.2.c ends only "this turn" effects) and is written in the position."""
    game = load_position(BOARD)
    res = resolve(game, ["exhaust Daring Poro", "stun Daring Poro", "buff Daring Poro", "buff Daring Poro",
                         "give Daring Poro +2 might this turn", "give Daring Poro +3 might permanently"])
    assert res.error is None, res.error
    u = _unit(game, "Daring Poro")
    printed = game.state.cards[u.cid].might
    assert u.exhausted and u.stunned and u.buffs == 1 and u.turn_might == 2 and u.might_mod == 3
    assert [k for k, _ in _kinds(res)].count("buff") == 1
    assert might(game.state, u) == printed + 1 + 2 + 3
    resolve(game, ["ready Daring Poro", "next turn"])
    u = _unit(game, "Daring Poro")
    assert u.turn_might == 0 and might(game.state, u) == printed + 1 + 3
    (pos,) = [x for x in dump_position(game)["players"][0]["base"] if x["card"] == "Daring Poro"]
    assert pos["might_modifier"] == 3
    assert load_position(dump_position(game)).state.key() == game.state.key()
    res = resolve(game, ["give Daring Poro +1 might this combat"])
    assert res.error is not None and "combat" in res.error.message


def test_zones_banish_return_recall_channel():
    """427.2, 428.2.b, 455, 108, 430.1: banishing from the board or a zone, returning to hand,
    recalling, putting a card from zone to zone (to its owner's), channeling runes."""
    game = load_position(BOARD)
    res = resolve(game, ["banish Stalwart Poro", "return Vanguard Sergeant to hand",
                         "move Daring Poro to bf 0 by effect", "recall Daring Poro",
                         "put Petty Officer from hand to deck bottom", "banish Laurent Duelist",
                         "channel P0 2 exhausted"])
    assert res.error is None, res.error
    g = game.state
    names = lambda cids: sorted(g.cards[c].name for c in cids)  # noqa: E731
    assert names(g.players[1].banishment) == ["Stalwart Poro"]
    assert names(g.players[0].banishment) == ["Laurent Duelist"]
    assert "Vanguard Sergeant" in names(g.players[0].hand)
    assert g.cards[g.players[0].deck[0]].name == "Petty Officer"  # the bottom of the deck
    assert _unit(game, "Daring Poro").loc < 0 and g.players[0].rune_exhausted == [True, True]
    assert ("recall", "455") in _kinds(res) and ("banish", "427.2") in _kinds(res)


def test_attach_gear():
    """434.1, 434.4: attaching a gear to a unit takes it where the unit is."""
    pos = {"mode": "duel", "practice": True, "players": [
        {"base": ["Daring Poro"], "gear": ["Long Sword"]}, {}]}
    game = load_position(pos)
    res = resolve(game, ["move Daring Poro to bf 0 by effect", "attach Long Sword to Daring Poro"])
    assert res.error is None, res.error
    (x,) = game.state.gear.values()
    assert x.attached_to == _unit(game, "Daring Poro").cid and x.loc == 0


def test_board_action_errors_name_the_problem():
    """A judge action naming no card, an ambiguous card or a wrong form is refused, changing
    nothing."""
    game = load_position(BOARD)
    before = game.state.key()
    for text, part in [("kill Nobody", "no unit or gear"), ("give Daring Poro Reaction this turn", "keyword"),
                       ("deal 2 to Petty Officer", "no unit"), ("channel P7", "no player")]:
        res = resolve(game, [text])
        assert res.error is not None and part in res.error.message, (text, res.error)
    assert game.state.key() == before


# --- the JSON report -------------------------------------------------------------------------------

SCHEMA = Path(__file__).resolve().parents[1] / "schemas" / "events.schema.json"


def test_json_report_is_complete_and_validates(position):
    """The report holds every zone (as the position does), the battlefields' control, contested
    and scored state, and each event's data; it validates against schemas/events.schema.json."""
    jsonschema = pytest.importorskip("jsonschema")
    res = run("resolve", position, "--do", "move Daring Poro to bf 0", "--do", "draw P1 1",
              "--do", "deal 1 to Vanguard Sergeant", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    jsonschema.validate(data, json.loads(SCHEMA.read_text(encoding="utf-8")))
    bf0 = data["battlefields"][0]
    assert bf0["controller"] == 0 and bf0["scored_this_turn_by"] == [0]
    assert data["position"]["players"][1]["hand"][0]["card"] == "Stalwart Poro"
    deal = [e for s in data["steps"] for e in s["events"] if e["kind"] == "judge_damage"]
    assert deal and deal[0]["data"][1] == 1
    broken = dict(data, steps=[{"index": "one"}])
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, json.loads(SCHEMA.read_text(encoding="utf-8")))


def test_a_fixture_checks_itself(tmp_path):
    """``resolve FIXTURE`` compares the fixture's expectations: a wrong one is named and the exit
    code is 1; a failing fixture action is numbered as the fixture's, not as a --do, and exits 2
    unless the fixture expects that failure (``expect.error``)."""
    src = Path(__file__).resolve().parents[1] / "fixtures" / "final-point-both-battlefields-from-7.json"
    data = json.loads(src.read_text(encoding="utf-8"))
    data["expect"]["points"] = [7, 2]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    res = run("resolve", str(bad))
    assert res.exit_code == 1 and "points: expected [7, 2], got [8, 2]" in res.output
    data["expect"]["points"] = [8, 2]
    data["actions"].insert(1, "pass")
    bad.write_text(json.dumps(data), encoding="utf-8")
    res = run("resolve", str(bad))
    assert res.exit_code == 2 and "fixture action 2 ('pass') failed" in res.output
    assert "--do 2" not in res.output
    # a fixture that expects its action to fail passes when it does (exit 0), not otherwise (1)
    refused = src.parent / "illegal-move-is-refused.json"
    assert run("resolve", str(refused)).exit_code == 0
    data = json.loads(refused.read_text(encoding="utf-8"))
    data["expect"]["error"]["contains"] = "no such reason"
    bad.write_text(json.dumps(data), encoding="utf-8")
    res = run("resolve", str(bad))
    assert res.exit_code == 1 and "lacks 'no such reason'" in res.output


def test_events_schema_file_is_current():
    """schemas/events.schema.json is what ``events_schema()`` gives (regenerate it with
    ``python -c 'import json; from riftbound.formats.resolver import events_schema; ...'``, see the
    README)."""
    from riftbound.formats.resolver import events_schema

    want = json.dumps(events_schema(), indent=2, ensure_ascii=False) + "\n"
    assert SCHEMA.read_text(encoding="utf-8") == want


def test_spend_buff():
    """702.2.b, 702.2.b.1: spending a buff removes it; a unit without one has none to spend."""
    game = load_position(BOARD)
    res = resolve(game, ["buff Daring Poro", "spend buff Daring Poro", "spend buff Daring Poro"])
    assert res.error is None and _unit(game, "Daring Poro").buffs == 0
    assert [k for k, _ in _kinds(res)].count("spend_buff") == 1


def test_an_error_is_printed_once(position):
    """A failing action is reported once: in the text report, or on stderr beside the JSON."""
    res = run("resolve", position, "--do", "fly away")
    assert res.exit_code == 2 and res.stdout.count("'fly away' is not an action") == 1
    assert res.stderr == ""
    res = run("resolve", position, "--do", "fly away", "--json")
    assert res.exit_code == 2 and json.loads(res.stdout)["error"]["index"] == 1
    assert res.stderr.count("'fly away' is not an action") == 1


def test_step_all_on_the_command_line(position):
    """``--step-all``: the showdown's lone Focus pass waits for the judge (345, 347.2); the JSON
    report says the game is stepping."""
    res = run("resolve", position, "--step-all", "--do", "move Daring Poro to bf 0", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["stepping"] is True and data["pending"]["kind"] == "focus"
    assert data["pending"]["legal"] == ["pass"] and data["points"] == [6, 2]
    assert data["battlefields"][0]["fight"] == "showdown" and data["battlefields"][0]["contested_by"] == 0
