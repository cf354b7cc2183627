"""What ``riftbound bench`` measures, as data: speed as a ratio to the shared yardstick.

Absolute figures on a shared machine swing by 20-50% from run to run, so each figure is measured in
rounds interleaved with rounds of the yardstick (``../shared/bench/yardstick.py``, a fixed toy game
loop) in the same process: engine, yardstick, engine, yardstick, ... Each engine round is followed by
yardstick games for as long as the round took, and the figure's ratio for that round is the engine's
rate divided by the yardstick's. The median and range over rounds are reported. Without the
yardstick the absolute figures are reported alone. Nothing here is asserted by tests: they check the
shape of the report only.
"""

from __future__ import annotations

import importlib.util
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path
from types import ModuleType
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from .. import __version__
from ..bots import BOTS, RandomBot, drive
from ..cards import load_cards
from ..decks import Deck, builtin_decks, origins_decks
from ..formats.records import save_record, start_recording
from ..game import Game
from .simulate import MAX_DECISIONS, game_seed

# Performance budgets of shared/GUIDE.md ("Performance budgets", one core).
BUDGET_DECISIONS_PER_S = 10_000
AIM_DECISIONS_PER_S = 50_000
BUDGET_CLONE_US = 20.0
BUDGET_CARD_LOAD_S = 1.0
# Targets of issue 14 as ratios to the yardstick (random self-play with the Origins decks).
TARGET_INTERPRETED = 0.20
TARGET_COMPILED = 0.40
AIM_RATIO = 0.5
# Writing a game record should cost less than this fraction of playing the game (issue 14).
TARGET_RECORD_COST = 1 / 3

YARDSTICK_ENV = "RIFTBOUND_YARDSTICK"
ISMCTS_BENCH_START_TURN = 3
"""The ISMCTS benchmark searches from this turn on, where the main phase has real choices."""


class YardstickError(RuntimeError):
    """RIFTBOUND_YARDSTICK names a file that is not there or does not load."""


# --------------------------------------------------------------------------- the yardstick


def find_yardstick() -> Path | None:
    """The yardstick's file: ``$RIFTBOUND_YARDSTICK`` (a file or its directory) if set, else
    ``../shared/bench/yardstick.py`` beside the repository (or beside the working directory, for an
    installed, non-editable package run from the repository root); None if there is none."""
    env = os.environ.get(YARDSTICK_ENV)
    if env:
        p = Path(env)
        p = p / "yardstick.py" if p.is_dir() else p
        if not p.is_file():
            raise YardstickError(f"{YARDSTICK_ENV}={env}: no such file; set it to the path of "
                                 f"yardstick.py (or its directory), or unset it")
        return p
    repository = Path(__file__).resolve().parents[3]  # (src/riftbound/analysis/bench.py)
    for root in (repository, Path.cwd()):
        p = root.parent / "shared" / "bench" / "yardstick.py"
        if p.is_file():
            return p
    return None


def load_yardstick(path: Path) -> ModuleType:
    """Import the yardstick by path (it is never copied into the repository)."""
    spec = importlib.util.spec_from_file_location("riftbound_yardstick", path)
    if spec is None or spec.loader is None:
        raise YardstickError(f"{path}: cannot be imported as a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as e:
        raise YardstickError(f"{path}: importing it failed: {type(e).__name__}: {e}") from e
    if not callable(getattr(module, "play_random_game", None)):
        raise YardstickError(f"{path}: it has no play_random_game(seed) function")
    return module


class Yardstick:
    """Plays the yardstick's seeded random games on demand, for a given time."""

    def __init__(self, module: ModuleType, path: Path) -> None:
        self.module, self.path = module, path
        self.next_seed = 0
        module.play_random_game(0)  # warm up

    def run_for(self, seconds: float) -> tuple[int, float]:
        """Yardstick games until ``seconds`` have passed (at least one): actions and seconds."""
        play = self.module.play_random_game
        actions = 0
        start = time.perf_counter()
        while True:
            actions += play(self.next_seed)[1]
            self.next_seed += 1
            elapsed = time.perf_counter() - start
            if elapsed >= seconds:
                return actions, elapsed


@dataclass
class Figure:
    """One figure measured in rounds: the engine's rate per round and, when the yardstick ran, the
    yardstick's rate in the round that followed it."""

    rates: list[float] = field(default_factory=list)
    yard_rates: list[float] = field(default_factory=list)

    def add(self, count: float, seconds: float, yard: Yardstick | None) -> tuple[int, float]:
        """Record a round; the yardstick's round that follows it: its actions and seconds."""
        self.rates.append(count / seconds if seconds > 0 else 0.0)
        if yard is None:
            return 0, 0.0
        actions, secs = yard.run_for(seconds)
        self.yard_rates.append(actions / secs)
        return actions, secs

    def ratios(self) -> list[float]:
        return [r / y for r, y in zip(self.rates, self.yard_rates, strict=False) if y > 0]

    def summary(self, target: float | None = None) -> dict[str, Any] | None:
        """Median and range of the ratio over rounds (None without the yardstick)."""
        ratios = self.ratios()
        if not ratios:
            return None
        med = statistics.median(ratios)
        return {"median": med, "min": min(ratios), "max": max(ratios), "rounds": ratios,
                "target": target, "ok": None if target is None else med >= target}


def spread(values: Sequence[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


# --------------------------------------------------------------------------- engine figures


def compiled_modules() -> list[str]:
    """The riftbound modules loaded from compiled extensions (a mypyc build), sorted."""
    return sorted(name for name, m in list(sys.modules.items())
                  if name.startswith("riftbound") and str(getattr(m, "__file__", "") or "")
                  .endswith((".so", ".pyd")))


def builtin_matchups() -> list[tuple[Deck, Deck]]:
    """The matchups ``bench`` times: every pairing of the three Origins champion decks, then the two
    practice ("vanilla") decks (the baseline of the budgets before cards had abilities)."""
    return [*combinations(origins_decks(), 2), *combinations(builtin_decks(), 2)]


def random_game(decks: Sequence[Deck], gseed: int, stop_after: int | None = None) -> tuple[Game, int]:
    """Random self-play without a log, as fast as the public API allows; stops early after
    ``stop_after`` decisions (to reach a mid-game state), else at the end."""
    game = Game.new(decks, seed=gseed, log=False)
    bots = [RandomBot(gseed * 2), RandomBot(gseed * 2 + 1)]
    n = drive(game, bots, max_decisions=MAX_DECISIONS, stop_after=stop_after,
              label=f"game with seed {gseed}")
    return game, n


def _clone_round(states: Sequence[Game], reps: int) -> tuple[list[float], int, float]:
    """One round of clones: the mean µs of one ``clone(log=False)`` per state, clones, seconds."""
    samples = []
    total = 0.0
    for game in states:
        clone = game.clone
        t0 = time.perf_counter()
        for _ in range(reps):
            clone(log=False)
        dt = time.perf_counter() - t0
        total += dt
        samples.append(dt / reps * 1e6)
    return samples, reps * len(states), total


def card_load_s(runs: int) -> float:
    """Median seconds to build the card table from package data, bypassing the process cache."""
    build = getattr(load_cards, "__wrapped__", load_cards)
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        build()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples)


def _record_round(decks: Sequence[Deck], seeds: Sequence[int], directory: str) -> tuple[float, float, float]:
    """CPU seconds playing the games of ``seeds`` (no log); writing their records as they are
    played (the game played with its recorder, less the plain play, plus ``save_record``); and
    writing a record after the fact (``save_record`` on the game without its recorder: a replay).

    The plain play is timed before and after the recorded one and the two are averaged, so that
    neither gains from coming second. CPU time of this process (``time.process_time``), not wall
    time: the figures are compared with each other, and on a shared machine the wall time also
    counts the other jobs' turns."""
    play = write = after = 0.0
    for gseed in seeds:
        t0 = time.process_time()
        random_game(decks, gseed)
        t1 = time.process_time()
        recorded = Game.new(decks, seed=gseed, log=False)
        start_recording(recorded)
        drive(recorded, [RandomBot(gseed * 2), RandomBot(gseed * 2 + 1)], max_decisions=MAX_DECISIONS,
              label=f"game with seed {gseed}")
        save_record(recorded, Path(directory) / f"game-{gseed}.json")
        t2 = time.process_time()
        game = random_game(decks, gseed)[0]
        t3 = time.process_time()
        save_record(game, Path(directory) / f"game-{gseed}-after.json")
        t4 = time.process_time()
        plain = (t1 - t0 + t3 - t2) / 2
        play += plain
        write += (t2 - t1) - plain
        after += t4 - t3
    return play, write, after


def _ismcts_round(decks: Sequence[Deck], seed: int, decisions: int, iterations: int) -> dict[str, Any]:
    """ISMCTS speed with a fixed iteration budget: random play to turn 3 of a seeded game, then an
    ISMCTS bot in each seat answers until ``decisions`` searched decisions (decisions answered
    without search, e.g. with one legal action, are played but not counted), moving on to the next
    seeded game if one ends first. Simulations are the bot's own count."""
    cls = BOTS["ismcts"]
    searched = simulations = 0
    seconds = 0.0
    i = 0
    while searched < decisions:
        gseed = game_seed(seed, i)
        i += 1
        game = Game.new(decks, seed=gseed, log=False)
        rnd = RandomBot(gseed)
        while not game.is_over() and game.turn < ISMCTS_BENCH_START_TURN:
            game.apply(rnd.choose(game))
        bots = [cls(seed=gseed * 2 + s, iterations=iterations) for s in range(len(decks))]
        while not game.is_over() and searched < decisions:
            seat = game.to_move()
            assert seat is not None
            bot = bots[seat]
            before = getattr(bot, "searches", None)
            t0 = time.perf_counter()
            action = bot.choose(game)
            dt = time.perf_counter() - t0
            if before is None or bot.searches > before:
                searched += 1
                seconds += dt
            game.apply(action)
        simulations += sum(getattr(b, "simulations", 0) for b in bots)
        if i > 50 * max(1, decisions):
            break  # a bot that never searches: report what there is
    return {"decisions": searched, "simulations": simulations, "seconds": seconds}


def _split(total: int, parts: int) -> list[int]:
    """``total`` split into ``parts`` near-equal non-negative counts."""
    return [total // parts + (1 if k < total % parts else 0) for k in range(parts)]


def measure(games: int, seed: int, rounds: int, ismcts_decisions: int, ismcts_iterations: int,
            rl_steps: Callable[[int, int], dict[str, Any] | None] | None = None,
            yardstick: bool = True, step: Callable[[], None] = lambda: None) -> dict[str, Any]:
    """Every figure of ``riftbound bench`` as a dict (the ``--json`` output).

    ``games`` self-play games per built-in matchup are split over ``rounds`` rounds (fewer rounds if
    there are fewer games); ``step`` is called after each game (a progress bar).
    """
    path = find_yardstick() if yardstick else None
    yard = Yardstick(load_yardstick(path), path) if path is not None else None
    compiled = compiled_modules()
    target = TARGET_COMPILED if compiled else TARGET_INTERPRETED
    load_cards()  # the first load is not part of self-play speed
    rounds = max(1, min(rounds, games))
    matchups = builtin_matchups()
    n_origins = len(origins_decks()) * (len(origins_decks()) - 1) // 2
    per_round = _split(games, rounds)
    figs = [Figure() for _ in matchups]
    origins = Figure()  # the Origins matchups together
    lengths: list[list[int]] = [[] for _ in matchups]
    seconds = [0.0 for _ in matchups]
    for r, count in enumerate(per_round):
        first = sum(per_round[:r])
        o_dec = o_secs = y_actions = y_secs = 0.0
        for m, decks in enumerate(matchups):
            start = time.perf_counter()
            for i in range(first, first + count):
                lengths[m].append(random_game(decks, game_seed(seed, i))[1])
                step()
            secs = time.perf_counter() - start
            dec = sum(lengths[m][first:])
            seconds[m] += secs
            actions, ysecs = figs[m].add(dec, secs, yard)
            if m < n_origins:
                o_dec += dec
                o_secs += secs
                y_actions += actions
                y_secs += ysecs
        origins.rates.append(o_dec / o_secs)
        if y_secs > 0:
            origins.yard_rates.append(y_actions / y_secs)
    practice = figs[-1]
    per_matchup: list[dict[str, Any]] = []
    for m, decks in enumerate(matchups):
        dec = sum(lengths[m])
        per_matchup.append({
            "decks": [d.name for d in decks], "games": len(lengths[m]), "decisions": dec,
            "seconds": seconds[m], "decisions_per_second": dec / seconds[m],
            "games_per_second": len(lengths[m]) / seconds[m],
            "vs_yardstick": figs[m].summary(target if m < n_origins else None),
        })
    decisions = sum(map(sum, lengths))
    total_games = sum(map(len, lengths))
    elapsed = sum(seconds)

    # Mid-game states: a few of the first matchup's games replayed (deterministic) to half their length.
    states = [random_game(matchups[0], game_seed(seed, i), stop_after=lengths[0][i] // 2)[0]
              for i in range(min(5, games))]
    clone_fig = Figure()
    clone_samples: list[float] = []
    for _ in range(rounds):
        samples, n, secs = _clone_round(states, reps=2000)
        clone_samples += samples
        clone_fig.add(n, secs, yard)
    clone_us = statistics.median(clone_samples)
    load_s = card_load_s(runs=3)

    # Writing a game record against playing the game (Origins games, no log while playing): as
    # the game is played (records.start_recording), and after the fact (a replay) for comparison.
    rec_ratios: list[float] = []
    after_ratios: list[float] = []
    rec_games = max(1, min(3, games // rounds))
    with tempfile.TemporaryDirectory(prefix="riftbound-bench-") as tmp:
        for r in range(rounds):
            for m in range(n_origins):
                play, write, after = _record_round(
                    matchups[m], [game_seed(seed + 1, r * rec_games + k) for k in range(rec_games)], tmp)
                if play > 0:
                    rec_ratios.append(write / play)
                    after_ratios.append(after / play)
    if not rec_ratios:  # games too short for the CPU clock: not measured
        rec_ratios = after_ratios = [0.0]
    record_cost = {**spread(rec_ratios), "games": rounds * n_origins * rec_games,
                   "target_max": TARGET_RECORD_COST,
                   "ok": statistics.median(rec_ratios) < TARGET_RECORD_COST,
                   "clock": "process cpu", "after_the_fact": spread(after_ratios)}

    ismcts = None
    if "ismcts" in BOTS and ismcts_decisions > 0:
        i_fig = Figure()
        i_rounds = [d for d in _split(ismcts_decisions, min(rounds, ismcts_decisions)) if d]
        found = {"decisions": 0, "simulations": 0, "seconds": 0.0}
        for r, d in enumerate(i_rounds):
            res = _ismcts_round(matchups[0], seed + 1000 * r, d, ismcts_iterations)
            for k in found:
                found[k] += res[k]
            i_fig.add(res["simulations"], res["seconds"], yard)
        secs = float(found["seconds"])
        ismcts = {**found, "iterations": ismcts_iterations,
                  "decisions_per_second": found["decisions"] / secs if secs > 0 else 0.0,
                  "simulations_per_second": found["simulations"] / secs if secs > 0 else 0.0,
                  "vs_yardstick": i_fig.summary()}
    rl = rl_steps(min(2000, 100 * games), seed) if rl_steps is not None else None

    dps = decisions / elapsed
    yard_all = [y for f in (*figs, clone_fig) for y in f.yard_rates]
    return {
        "games": total_games,
        "seed": seed,
        "rounds": rounds,
        "decisions": decisions,
        "seconds": elapsed,
        "decisions_per_second": dps,
        "games_per_second": total_games / elapsed,
        "origins_decisions_per_second": (sum(m["decisions"] for m in per_matchup[:n_origins])
                                         / sum(m["seconds"] for m in per_matchup[:n_origins])),
        "matchups": per_matchup,
        "clone_us": clone_us,
        "clone_states": len(states),
        "card_load_seconds": load_s,
        "record_cost": record_cost,
        "ismcts": ismcts,
        "rl_steps_per_second": rl,
        "yardstick": None if yard is None else {
            "path": str(yard.path), "actions_per_second": spread(yard_all)},
        "vs_yardstick": None if yard is None else {
            "origins_selfplay": origins.summary(target),
            "practice_selfplay": practice.summary(),
            "clone": clone_fig.summary(),
            "ismcts_simulations": None if ismcts is None else ismcts["vs_yardstick"],
        },
        "targets": {"origins_selfplay": {"interpreted": TARGET_INTERPRETED, "compiled": TARGET_COMPILED,
                                         "aim": AIM_RATIO, "applies": target},
                    "record_cost_max": TARGET_RECORD_COST},
        "budgets": {
            "decisions_per_second": {"min": BUDGET_DECISIONS_PER_S, "aim": AIM_DECISIONS_PER_S,
                                     "ok": dps >= BUDGET_DECISIONS_PER_S},
            "clone_us": {"max": BUDGET_CLONE_US, "ok": clone_us < BUDGET_CLONE_US},
            "card_load_seconds": {"max": BUDGET_CARD_LOAD_S, "ok": load_s < BUDGET_CARD_LOAD_S},
        },
        "compiled_modules": compiled,
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "version": __version__,
    }


# --------------------------------------------------------------------------- the report


def _ratio_text(r: dict[str, Any] | None) -> str:
    if r is None:
        return ""
    return f"{r['median']:.3f} ({r['min']:.3f}-{r['max']:.3f})"


def render(data: dict[str, Any], console: Console) -> None:
    """The report as rich tables: each figure, its ratio to the yardstick and its target."""
    if not console.is_terminal:  # a pipe or a log: rich's 80 columns would wrap every row
        console = Console(file=console.file, width=max(console.width, 120), highlight=False)
    ok, bad = "[green]ok[/]", "[red]over budget[/]"
    vs = data["vs_yardstick"] or {}
    compiled = data["compiled_modules"]
    build = f"compiled ({len(compiled)} modules)" if compiled else "interpreted"
    t = Table(title=f"riftbound {data['version']} bench: {data['games'] // len(data['matchups'])} games "
                    f"per matchup in {data['rounds']} rounds, seed {data['seed']}, "
                    f"{data['implementation']} {data['python']} {build}, one core", title_justify="left")
    for col in ("figure", "measured", "x yardstick (range)", "target", ""):
        t.add_column(col, justify="left" if col in ("figure", "") else "right")
    target = data["targets"]["origins_selfplay"]["applies"]
    o = vs.get("origins_selfplay")
    t.add_row("Origins decisions/s", f"{data['origins_decisions_per_second']:,.0f}",
              _ratio_text(o), f">= {target:.2f} x yardstick",
              "" if o is None else (ok if o["ok"] else "[red]below target[/]"))
    t.add_row("practice decisions/s", f"{data['matchups'][-1]['decisions_per_second']:,.0f}",
              _ratio_text(vs.get("practice_selfplay")), "", "")
    dps = data["decisions_per_second"]
    t.add_row("decisions per second", f"{dps:,.0f}", "",
              f">= {BUDGET_DECISIONS_PER_S:,} (aim {AIM_DECISIONS_PER_S:,})",
              (ok + (", aim met" if dps >= AIM_DECISIONS_PER_S else "")) if dps >= BUDGET_DECISIONS_PER_S
              else "[red]below budget[/]")
    t.add_row("games per second", f"{data['games_per_second']:,.1f}", "", "", "")
    t.add_row("decisions per game", f"{data['decisions'] / data['games']:,.1f}", "", "", "")
    clone_us = data["clone_us"]
    t.add_row("clone (mid-game)", f"{clone_us:.1f} µs", _ratio_text(vs.get("clone")),
              f"< {BUDGET_CLONE_US:g} µs", ok if clone_us < BUDGET_CLONE_US else bad)
    load_s = data["card_load_seconds"]
    t.add_row("card table load", f"{load_s * 1000:.0f} ms", "", f"< {BUDGET_CARD_LOAD_S:g} s",
              ok if load_s < BUDGET_CARD_LOAD_S else bad)
    rc = data["record_cost"]
    t.add_row("writing a record / playing", f"{rc['median']:.2f} ({rc['min']:.2f}-{rc['max']:.2f})",
              "", f"< {rc['target_max']:.2f}", ok if rc["ok"] else "[red]over target[/]")
    af = rc["after_the_fact"]
    t.add_row("  the same, after the fact", f"{af['median']:.2f} ({af['min']:.2f}-{af['max']:.2f})",
              "", "", "replays the game (no recorder)")
    ismcts = data["ismcts"]
    if ismcts is not None:
        t.add_row("ISMCTS simulations/s", f"{ismcts['simulations_per_second']:,.0f}",
                  _ratio_text(ismcts["vs_yardstick"]), "",
                  f"{ismcts['decisions']} decisions x {ismcts['iterations']} iterations")
    rl = data["rl_steps_per_second"]
    for key, label in (("pettingzoo_aec", "PettingZoo AEC"), ("gymnasium", "Gymnasium"),
                       ("gymnasium_vector_4", "Gymnasium vector (4)"), ("openspiel", "OpenSpiel")):
        if rl is not None and rl.get(key) is not None:  # environment steps, random masked tokens
            t.add_row(f"{label} steps/s", f"{rl[key]:,.0f}", "", "", f"{rl['steps']:,} steps")
    y = data["yardstick"]
    if y is not None:
        a = y["actions_per_second"]
        t.add_row("yardstick actions/s", f"{a['median']:,.0f}", "", "",
                  f"range {a['min']:,.0f}-{a['max']:,.0f}")
    console.print(t)
    if y is None:
        console.print("No yardstick (../shared/bench/yardstick.py or $RIFTBOUND_YARDSTICK): "
                      "absolute figures only, which swing by 20-50% on a shared machine.")
    m = Table(title="Random self-play per built-in matchup", title_justify="left")
    for col in ("matchup", "games", "decisions", "decisions/s", "games/s", "x yardstick"):
        m.add_column(col, justify="left" if col == "matchup" else "right")
    for row in data["matchups"]:
        m.add_row(escape(" vs ".join(row["decks"])), str(row["games"]), f"{row['decisions']:,}",
                  f"{row['decisions_per_second']:,.0f}", f"{row['games_per_second']:,.1f}",
                  _ratio_text(row["vs_yardstick"]))
    console.print(m)
