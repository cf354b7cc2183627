"""Commands for positions, game records and the judge's resolver: ``replay`` and ``resolve``.

User errors (a bad record or position file, an action that fails) exit with code 2 and a message on
stderr, never a traceback.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ..errors import RiftboundError
from .base import cli


def _fail(message: str) -> None:
    click.echo(f"error: {message}", err=True)
    sys.exit(2)


# --------------------------------------------------------------------------- replay


def _spaced(log_text: str) -> str:
    """The log with a blank line before each new turn, so a replay reads turn by turn."""
    return "\n".join(("\n" + line) if " --- turn " in line else line for line in log_text.splitlines())


@cli.command(short_help="Replay a game record, check its result and print the game log.")
@click.argument("record", type=click.Path(dir_okay=False))
@click.option("--step", is_flag=True,
              help="Wait for Enter between actions (when stdin is a terminal; otherwise go on).")
@click.option("--at", "at", type=click.IntRange(min=0), default=None, metavar="N",
              help="Print only the position after action N (0: before the first action) as a position "
                   "file, once the whole record has been checked.")
def replay(record: str, step: bool, at: int | None) -> None:
    """Replay RECORD (a game record JSON file), check that it gives the recorded result, and print the
    game log turn by turn, each action followed by the events it caused (with their rule numbers)."""
    from ..formats.notation import format_action
    from ..formats.records import RecordError, check_result, iter_replay, load_record, new_game

    try:
        data = load_record(record)
        n_actions = len(data["actions"])
        if at is not None:
            if at > n_actions:
                _fail(f"--at {at}: the record has {n_actions} actions (use 0-{n_actions})")
            from ..formats.records import replay as replay_record

            replay_record(data)  # the whole record must check out first
            game = replay_record(data, upto=at)
            from ..formats.position import dumps

            click.echo(dumps(game), nl=False)
            return
        out = click.echo
        decks = " vs ".join(d.get("name", "?") for d in data["decks"])
        out(f"record: {record}: {data['mode']}, seed {data['seed']}, {decks}, {n_actions} actions")
        game = new_game(data)
        out(game.log_text())
        interactive = step and sys.stdin.isatty()
        seen = len(game.log)
        # The readable text is written from the position before each action: keep a copy.
        before = game.clone(log=False)
        for n, action, game in iter_replay(data):
            if interactive and n > 1:
                input("-- Enter for the next action --")
            who = data["actions"][n - 1]
            player = who.get("player") if isinstance(who, dict) else None
            prefix = f"P{player}: " if player is not None else ""
            out(f">> {n}. {prefix}{format_action(before, action)}")
            text = game.log_text(seen)
            if text:
                out(_spaced(text))
            seen = len(game.log)
            before = game.clone(log=False)
        check_result(data, game)
    except RecordError as e:
        _fail(str(e))
        return
    res = data["result"]
    pts = ", ".join(f"P{p} {x}" for p, x in enumerate(res["points"]))
    if res["over"]:
        who = " and ".join(f"P{p}" for p in res["winners"])
        summary = f"{who} won by {res['termination']} (rule {res['rule']})"
    else:
        summary = "the game is not over"
    out(f"result: {summary} after {res['turns']} turns; points {pts}. The replay matches the record.")
    if res.get("checksum") is None:  # a hand-written record: what replay can't re-derive is unchecked
        out("(The record has no result.checksum, so its decklists' names were not checked.)")


# --------------------------------------------------------------------------- resolve


@cli.command(short_help="Apply actions to a position and explain what the rules make happen.")
@click.argument("position", type=click.Path(dir_okay=False))
@click.option("--do", "dos", multiple=True, metavar="ACTION",
              help="An action in notation ('move Daring Poro to bf 0', 'pass'), a judge action "
                   "('draw P0 2', 'gain P1 1', 'next turn') or a judge action on the board ('deal 3 "
                   "to Daring Poro', 'kill Pakaa Cub', 'give Stalwart Poro +2 might permanently'). "
                   "Repeat it; they apply in order.")
@click.option("--until-decision", "until", flag_value="decision", default=True,
              help="Stop at the next real decision after the actions (default). Decisions with a "
                   "single option are taken by the engine unless --step-all is given.")
@click.option("--until-end-of-turn", "until", flag_value="end-of-turn",
              help="Then, if the Turn Player's main decision is pending, end the turn and stop at the "
                   "first real decision of the next turn.")
@click.option("--step-all", is_flag=True,
              help="Stop at every step: decisions with a single option and abilities waiting to go "
                   "on the chain are left for you to answer (with 'pass', 'order ...', ...).")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON "
              "(schemas/events.schema.json).")
def resolve(position: str, dos: tuple[str, ...], until: str, step_all: bool, as_json: bool) -> None:
    """Load POSITION (a position file, or a conformance fixture), apply each --do in order and
    report every event with its rule number and a plain explanation, then the points, the
    battlefields (control, contested, scored this turn, units), the pending decision with its legal
    actions, and the outcome.

    Given a fixture and no --do, its own actions are applied and the result is compared with the
    fixture's expectations: each mismatch is named and the command exits with code 1.

    If an action fails, the ones before it stay applied, none after it is tried, and the command
    exits with code 2 saying which one failed and why; unless it is a fixture's own action and the
    fixture expects a failure (``expect.error``): then only a mismatch gives code 1.
    """
    from ..formats.fixture import FixtureError, run_fixture
    from ..formats.position import PositionError, load_position
    from ..formats.resolver import is_fixture, report_data, report_text
    from ..formats.resolver import resolve as run

    source: object = position
    try:
        data = json.loads(Path(position).read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, ValueError):
        data = None  # load_position reports the problem with the file
    own_actions = is_fixture(data) and not dos and not step_all
    try:
        if own_actions:  # the fixture checks itself
            assert isinstance(data, dict)
            if until == "end-of-turn":
                data = {**data, "until": "end-of-turn"}
            res, _ = run_fixture(data, position)
        else:
            label = "--do"
            if is_fixture(data):  # a fixture's position; its actions unless --do is given
                assert isinstance(data, dict)
                source = data["position"]
                if not dos:
                    dos, label = tuple(data.get("actions", ())), "fixture action"
                    if until is True or until == "decision":
                        until = data.get("until", "decision")
            game = load_position(source, source=position)  # type: ignore[arg-type]
            res = run(game, list(dos), "end-of-turn" if until == "end-of-turn" else "decision",
                      step_all=step_all, label=label)
            res.source = position
    except PositionError as e:
        _fail(str(e))
        return
    except (FixtureError, RiftboundError, OSError, ValueError) as e:
        _fail(f"{position}: {e}")
        return
    # The error is printed once: in the text report (stdout), or beside the JSON on stderr.
    if as_json:
        click.echo(json.dumps(report_data(res), indent=1))
        if res.error is not None:
            click.echo(f"error: {res.error}", err=True)
        elif res.mismatches:
            click.echo(f"error: {position}: {len(res.mismatches)} expectation(s) not met: "
                       + "; ".join(res.mismatches), err=True)
    else:
        click.echo(report_text(res))
    expected_failure = own_actions and isinstance(data, dict) and "error" in data["expect"]
    if res.error is not None and not expected_failure:
        sys.exit(2)
    if res.mismatches:
        sys.exit(1)
