"""Information Set Monte Carlo Tree Search (single-observer ISMCTS, Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012).

The searching player does not know the opponents' hands nor any deck order, so the search never
looks at the real game. Each iteration:

1. **determinizes**: :func:`riftbound.bots.determinize.observed_game` deals a copy of the game consistent with
   what the player knows (opponents' hands and every deck resampled);
2. **selects** down one tree shared by all determinizations, whose edges are actions (keyed so that
   the same play of an opponent's card is the same edge in every deal). Because the legal actions
   differ from one deal to the next, UCB counts how often each edge was *available*, not how often
   its parent was visited (the "availability" count of ISMCTS);
3. **expands** one action not tried yet in this deal;
4. **rolls out** with a fast policy (the greedy bot, optionally with some random moves) to the end
   of the game or to a turn horizon, where a heuristic evaluation (points, units, cards, runes,
   battlefields) estimates each player's chance to win;
5. **backpropagates**: each edge collects the reward of the player who chose it, so opponents in
   the tree play for their own side (multiplayer: each for their own team's win).

Decisions where search adds little (mulligan, payment, damage assignment by default) are answered by
the greedy policy, both at the root and inside iterations; ``search=`` widens or narrows that.
With an ``iterations`` budget the bot is deterministic for a fixed seed; ``time_ms`` trades that for
a wall-clock budget.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Iterable

from ..actions import Action, ChooseCard, Hide, Mulligan, PlayGear, PlaySpell, PlayUnit
from ..engine.points import victory_score
from ..game import Game
from ..state import GameState
from .determinize import apply_unchecked, observed_game
from .greedy import GreedyBot, card_value

__all__ = ["IsmctsBot", "evaluate"]

#: one point in the evaluation's unit of value (about one Energy of units on the board)
POINT = 4.0

#: the decision kinds the greedy rollout policy always answers by passing
_PASSING = frozenset({"focus", "priority"})


class _Node:
    """A tree edge and the node below it: statistics of the action that leads here."""

    __slots__ = ("children", "visits", "reward", "avail", "mover")

    def __init__(self, mover: int) -> None:
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 0
        #: the player who chose the action leading to this node
        self.mover = mover


def action_key(g: GameState, action: Action) -> Hashable:
    """The tree key of ``action``: cards in hand are named by card (not instance), since a hidden
    hand holds different instances of the same card in different deals; board cards, runes and
    places are public and keep their numbers."""
    if isinstance(action, PlayUnit):
        return ("play", g.cards[action.card].index, action.location, action.accelerate)
    if isinstance(action, Mulligan):
        return ("mulligan", tuple(sorted(g.cards[c].index for c in action.cards)))
    if isinstance(action, PlaySpell):
        return ("spell", g.cards[action.card].index, action.targets, action.destination)
    if isinstance(action, PlayGear):
        return ("gear", g.cards[action.card].index)
    if isinstance(action, Hide):  # a card of the hand, hidden (811.1.b)
        return ("hide", g.cards[action.card].index, action.battlefield, action.recycle)
    if isinstance(action, ChooseCard) and action.card >= 0 and action.card not in g.units:
        return ("choose", g.cards[action.card].index)  # a card in hand, e.g. to discard
    return action


def evaluate(game: Game, scale: float = 16.0) -> list[float]:
    """Each player's estimated chance to win, in [0, 1]: 1 or 0 when the game is over; otherwise a
    logistic function of their team's material and points minus the best other team's."""
    g = game.state
    n = len(g.players)
    out = g.outcome
    if out is not None:
        return [1.0 if p in out.winners else 0.0 for p in range(n)]
    teams = g.team_of
    nteams = max(teams) + 1
    vs = victory_score(g)  # 194.3.a: with the battlefields' changes
    score = [0.0] * nteams
    for t in range(nteams):
        pts = g.points[t]
        score[t] = POINT * pts + (POINT if pts >= vs - 1 else 0.0)
    cards = g.cards
    for u in g.units.values():
        c = cards[u.cid]
        score[teams[u.controller]] += 0.8 * card_value(c) + 0.2 * (c.might + u.buffs + u.turn_might)
    for i, p in enumerate(g.players):
        if p.alive:
            score[teams[i]] += 0.6 * len(p.hand) + 0.5 * len(p.runes)
    for b in g.battlefields:
        if b.controller is not None:
            score[teams[b.controller]] += 0.5 * POINT
    res = []
    for seat in range(n):
        t = teams[seat]
        if not g.players[seat].alive:
            res.append(0.0)
            continue
        best_other = max((score[u] for u in range(nteams) if u != t), default=0.0)
        x = (score[t] - best_other) / scale
        res.append(1.0 / (1.0 + math.exp(-x)))
    return res


class IsmctsBot:
    """Single-observer ISMCTS.

    Options:

    - ``iterations`` (default 200): simulations per decision; ``time_ms``: a time budget per
      decision instead (then the bot is no longer deterministic);
    - ``c`` (default 0.7): the UCB exploration constant (rewards are in [0, 1]);
    - ``rollout``: ``"greedy"`` (default) or ``"random"``; ``epsilon`` (default 0): the share of
      random moves in greedy rollouts, for variety;
    - ``horizon``: turns played from the decision's turn before a rollout is evaluated (default:
      two rounds, i.e. twice the number of players, so every opponent answers twice); 0 plays every
      rollout to the end of the game;
    - ``scale`` (default 16): the evaluation difference (about four points) that makes a 73%
      favourite; see :func:`evaluate`;
    - ``prune`` (default True): search the greedy bot's short list of Main Phase actions instead of
      every legal one (every unit play, a few groups per battlefield, ending the turn);
    - ``widening`` (default (1.0, 0.5)): progressive widening below the root: a node visited n
      times has up to ``1.0 * n ** 0.5`` children, the greedy policy's choice first;
    - ``search``: the decision kinds searched (default main, choose_battlefield, choose_opponent);
      the others are answered by the greedy policy.
    """

    name = "ismcts"
    #: the search's shortcuts, each giving the same searches as without it (tests turn them off
    #: to check that): Focus and Priority passed without listing them when the policy passes
    #: there (``apply_unchecked``'s ``pass_before``), and the root's options listed once on the
    #: game itself
    shortcuts = True

    def __init__(self, seed: int = 0, *, iterations: int = 200, time_ms: float | None = None,
                 c: float = 0.7, rollout: str = "greedy", epsilon: float = 0.0,
                 horizon: int | None = None, prune: bool = True,
                 widening: tuple[float, float] = (1.0, 0.5), scale: float = 16.0,
                 search: Iterable[str] = ("main", "choose_battlefield", "choose_opponent")) -> None:
        if rollout not in ("greedy", "random"):
            raise ValueError(f"rollout must be 'greedy' or 'random', got {rollout!r}")
        if iterations < 1:
            raise ValueError("iterations must be at least 1")
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.time_ms = time_ms
        self.c = c
        self.rollout = rollout
        self.epsilon = epsilon
        self.horizon = horizon
        self.search = frozenset(search)
        self.prune = prune
        self.widening = widening
        self.scale = scale
        # The policy for decisions not searched at the root (it reads only what the player may
        # know, and judges spells and abilities on a determinized copy), and a faster one, which
        # plays no spells or abilities of its own, for the tree's first children and rollouts.
        self.root_policy = GreedyBot(seed * 7919 + 1)
        self.policy = GreedyBot(seed * 7919 + 1, look=False)
        self.roll_rng = random.Random(seed * 104729 + 2)
        #: totals over the bot's life, for simulations per second
        self.simulations = 0
        self.search_seconds = 0.0
        self.searches = 0

    # --- the decision ----------------------------------------------------------------------

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        d = game.pending()
        assert d is not None
        if d.kind not in self.search or game.state.phase == "setup":
            # Setup choices (a Match's battlefield selection, 486.5) are left to the policy: the
            # determinization does not resample battlefields placed face down.
            return self.root_policy.choose(game)

        me = d.player
        g = game.state
        root = _Node(me)
        alive = sum(1 for p in g.players if p.alive)
        horizon = self.horizon if self.horizon is not None else 2 * alive
        stop_turn = game.turn + horizon if horizon > 0 else 1 << 60
        rng = self.rng
        t0 = time.perf_counter()
        # The root's options are the player's own (their hand, the public board): the same in
        # every determinization, so listed once, on the game itself (what the player sees).
        root_options = self._options_and_choice(game) if self.shortcuts else None
        deadline = t0 + self.time_ms / 1000.0 if self.time_ms is not None else None
        n = 0
        while True:
            det = observed_game(game, me, rng)
            self._iterate(root, det, stop_turn, root_options)
            n += 1
            if deadline is not None:
                if time.perf_counter() >= deadline:
                    break
            elif n >= self.iterations:
                break
        self.simulations += n
        self.search_seconds += time.perf_counter() - t0
        self.searches += 1
        best: Action | None = None
        best_stat: tuple[int, float] = (-1, 0.0)
        for a in actions:
            ch = root.children.get(action_key(g, a))
            if ch is None:
                continue
            stat = (ch.visits, ch.reward / ch.visits if ch.visits else 0.0)
            if stat > best_stat:
                best, best_stat = a, stat
        return best if best is not None else self.root_policy.choose(game)

    # --- one iteration ---------------------------------------------------------------------

    def _options(self, game: Game) -> list[Action]:
        """The actions the tree considers: in the Main Phase the greedy policy's short list of
        sensible actions (every unit play, a few moves per battlefield, ending the turn), unless
        ``prune=False``; elsewhere every legal action."""
        return self._options_and_choice(game)[0]

    def _options_and_choice(self, game: Game) -> tuple[list[Action], Callable[[], Action] | None]:
        """:meth:`_options`, and in the Main Phase the policy's choice among them, worked out from
        the same analysis when it is asked for (None: ask ``self.policy.choose``)."""
        d = game.state.pending
        if self.prune and d is not None and d.kind == "main":
            return self.policy.main_search(game.state, d.player)
        return game.legal_actions(), None

    def _iterate(self, root: _Node, game: Game, stop_turn: int,
                 root_options: tuple[list[Action], Callable[[], Action] | None] | None = None
                 ) -> None:
        """One simulation on the determinization ``game``; ``root_options``: :meth:`_options_and_choice`
        of the root decision, when listed already."""
        rng = self.rng
        search = self.search
        policy = self._policy_move
        c = self.c
        pw_k, pw_alpha = self.widening
        log = math.log
        sqrt = math.sqrt
        node = root
        root.visits += 1
        path: list[_Node] = []
        g = game.state
        apply = apply_unchecked
        pass_before = 0  # every decision listed
        if self.rollout == "greedy" and self.epsilon <= 0:
            policy = self.policy.choose  # what _policy_move does then
            if self.shortcuts and not _PASSING & search:
                # the policy passes at every Focus and Priority decision: no need to list them
                pass_before = stop_turn
        # selection and expansion
        while g.outcome is None and g.turn < stop_turn:
            d = g.pending
            assert d is not None
            if d.kind not in search:
                apply(game, policy(game), pass_before)
                continue
            if root_options is not None:  # the root decision: its options listed already
                opts, choice = root_options
                root_options = None
            else:
                opts, choice = self._options_and_choice(game)
            if len(opts) == 1:
                apply(game, opts[0], pass_before)
                continue
            mover = d.player
            children = node.children
            untried: list[tuple[Hashable, Action]] = []
            avail: list[tuple[_Node, Action]] = []
            for a in opts:
                k = action_key(g, a)
                ch = children.get(k)
                if ch is None:
                    untried.append((k, a))
                else:
                    avail.append((ch, a))
            # Progressive widening below the root: a node with n visits may have about
            # k * n ** alpha children, tried in the greedy policy's order of preference first.
            limit = len(opts) if node is root else max(1, int(pw_k * node.visits ** pw_alpha))
            if untried and len(avail) < limit:
                pick = 0 if len(untried) == 1 else None
                if pick is None and not avail:  # the first child: the greedy policy's choice
                    first = action_key(g, choice() if choice is not None else self.policy.choose(game))
                    pick = next((i for i, (k, _) in enumerate(untried) if k == first), None)
                if pick is None:
                    pick = rng.randrange(len(untried))
                k, a = untried[pick]
                for ch, _ in avail:
                    ch.avail += 1
                ch = _Node(mover)
                ch.avail = 1
                children[k] = ch
                apply(game, a, pass_before)
                path.append(ch)
                break
            best: tuple[_Node, Action] | None = None
            best_ucb = -1.0
            for ch, a in avail:
                ch.avail += 1
                ucb = ch.reward / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                if ucb > best_ucb:
                    best_ucb, best = ucb, (ch, a)
            assert best is not None
            node, a = best
            apply(game, a, pass_before)
            path.append(node)
        # rollout
        while g.outcome is None and g.turn < stop_turn:
            apply(game, policy(game), pass_before)
        rewards = evaluate(game, self.scale)
        for ch in path:
            ch.visits += 1
            ch.reward += rewards[ch.mover]

    def _policy_move(self, game: Game) -> Action:
        if self.rollout == "random" or (self.epsilon > 0 and self.roll_rng.random() < self.epsilon):
            acts = game.legal_actions()
            return acts[self.roll_rng.randrange(len(acts))]
        return self.policy.choose(game)

    # --- reporting -------------------------------------------------------------------------

    def simulations_per_second(self) -> float:
        """Iterations per second of search so far (0 before the first search)."""
        return self.simulations / self.search_seconds if self.search_seconds > 0 else 0.0
