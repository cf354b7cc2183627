"""The greedy bot's analysis of a Main Phase decision (:class:`MainTurn`): each side's forces and
threats at each battlefield, what holding or denying one is worth, the attacks and moves worth
making and the unit plays that fit the Energy left. The combat arithmetic follows the rules the
engine implements (see :mod:`riftbound.bots.greedy`, whose policy uses it: Assault 807, Shield
814, damage assigned Tank first and Backline last 465.2.c, a conquest 466.5).
"""

from __future__ import annotations

import random
from operator import itemgetter
from typing import Any, Protocol

from ..actions import BASE, Action, Move, PlayUnit
from ..engine.granted import granted_value, has_granted
from ..engine.points import victory_score
from ..engine.trash_plays import trash_playable
from ..state import GameState, Unit, base_of

__all__ = ["HOLD_SHARE", "NEG", "POINT", "WIN", "MainTurn", "Policy", "card_value"]

#: the value of one point, in the bot's unit of value (about one Energy of units on the board)
POINT = 4.0
#: a win (or a loss prevented): dwarfs everything else
WIN = 1000.0
#: a hold expected next turn, as a share of a point (the opponent may still find a way)
HOLD_SHARE = 0.8
NEG = float("-inf")


def card_value(c: Any) -> float:
    """What a card on the board is worth: its cost (Energy plus Power pips, rule 356)."""
    return float(c.energy + len(c.power))


class Policy(Protocol):
    """What the analysis reads of the bot it works for."""

    rng: random.Random
    accelerate: bool


def _att(c: Any, u: Unit) -> int:
    m = c.might + u.buffs + u.turn_might + u.combat_might + c.assault
    if u.turn_keywords:  # 807.2: Assault granted this turn
        m += granted_value(u, "Assault")
    return m if m > 0 else 0


def _dfn(c: Any, u: Unit) -> int:
    m = c.might + u.buffs + u.turn_might + u.combat_might + c.shield
    if u.turn_keywords:  # 814.2: Shield granted this turn
        m += granted_value(u, "Shield")
    return m if m > 0 else 0


def _unit_worth(c: Any) -> float:
    """What playing unit card ``c`` is worth per the unit plays' knapsack (:meth:`MainTurn.best_play`)."""
    return c.might + 0.5 * (c.assault + c.shield) + 0.3 * c.tank - 0.8 * len(c.power)


def _energy_at_hand(p: Any) -> int:
    """The Energy a player can pay now: the pool's and one per ready rune (the bot's estimate)."""
    return p.pool_energy + p.rune_exhausted.count(False)


def _tier(c: Any) -> int:
    if c.tank:
        return 0
    if c.backline:
        return 2
    return 1


def _kills(g: GameState, damage: int, targets: list[Unit], defending: bool) -> list[Unit]:
    """Which of ``targets`` (defenders, or attackers) die to ``damage`` assigned by a player who
    kills the most valuable units the assignment order allows (465.2.c: Tank first, Backline last,
    lethal in full). Lethal damage is the target's Might in its role (142.4.b)."""
    cards = g.cards
    need = _dfn if defending else _att
    tiers: list[list[Unit]] = [[], [], []]
    for u in targets:
        tiers[_tier(cards[u.cid])].append(u)
    dead: list[Unit] = []
    left = damage
    for tier in tiers:
        if not tier:
            continue
        lethal = [(max(1, need(cards[u.cid], u)), u) for u in tier]
        total = sum(n for n, _ in lethal)
        if left >= total:
            dead += tier
            left -= total
            continue
        lethal.sort(key=lambda t: (-card_value(cards[t[1].cid]), t[0]))
        for n, u in lethal:
            if n <= left:
                dead.append(u)
                left -= n
        break
    return dead


class MainTurn:
    """The analysis of one Main Phase decision: forces, threats and the value of each option."""

    def __init__(self, g: GameState, me: int, bot: Policy) -> None:
        self.g = g
        self.me = me
        self.bot = bot
        cards = g.cards
        self.team = team = g.team_of[me]
        self.nbf = nbf = len(g.battlefields)
        self.vs = victory_score(g)  # 194.3.a: with the battlefields' changes
        self.my_pts = g.points[team]
        team_of = g.team_of
        enemies = [q for q, p in enumerate(g.players) if p.alive and team_of[q] != team]
        self.enemy_pts = max([g.points[team_of[q]] for q in enemies], default=0)
        mine_at: list[list[Unit]] = [[] for _ in range(nbf)]
        enemy_at: list[list[Unit]] = [[] for _ in range(nbf)]
        movers: list[Unit] = []
        self.mine_at = mine_at
        self.enemy_at = enemy_at
        self.movers = movers
        defense = [0] * nbf
        base_att = dict.fromkeys(enemies, 0)
        gank: dict[int, list[tuple[int, int]]] = {q: [] for q in enemies}
        my_base = base_of(me)
        for u in g.units.values():
            q = u.controller
            loc = u.loc
            if q == me:
                if loc >= 0:
                    mine_at[loc].append(u)
                    defense[loc] += _dfn(cards[u.cid], u)
                    if not u.exhausted and (cards[u.cid].ganking or (
                            u.turn_keywords and has_granted(u, "Ganking"))):
                        movers.append(u)
                elif loc == my_base and not u.exhausted:
                    movers.append(u)
            elif q in base_att:
                c = cards[u.cid]
                if loc >= 0:
                    enemy_at[loc].append(u)
                    if c.ganking or (u.turn_keywords and has_granted(u, "Ganking")):
                        gank[q].append((loc, _att(c, u)))
                else:
                    base_att[q] += _att(c, u)
        # the most Might an enemy could bring to each battlefield (0 when none: every sum is >= 0)
        threat = [0] * nbf
        for q in enemies:
            at_base = base_att[q]
            ganks = gank[q]
            for i in range(nbf):
                t = at_base
                for loc, a in ganks:
                    if loc != i:
                        t += a
                if t > threat[i]:
                    threat[i] = t
        self.threat = threat
        self.defense = defense
        ledger = g.ledger
        excused = g.excused
        self.unscored = [i for i in range(nbf) if (me, i) not in ledger and (team, i) not in excused]
        self._groups: list[tuple[list[Unit], int]] | None = None

    # --- helpers ---------------------------------------------------------------------------

    def att(self, us: list[Unit]) -> int:
        cards = self.g.cards
        total = 0
        for u in us:
            total += _att(cards[u.cid], u)
        return total

    def dfn(self, us: list[Unit]) -> int:
        cards = self.g.cards
        total = 0
        for u in us:
            total += _dfn(cards[u.cid], u)
        return total

    def val(self, us: list[Unit]) -> float:
        cards = self.g.cards
        total: float = 0  # (as sum(): 0 for no units)
        for u in us:
            total += card_value(cards[u.cid])
        return total

    def hold_value(self, bf: int) -> float:
        """Holding ``bf`` at the start of the next turn: a point, the win at Victory Score - 1
        (Hold is not restricted by the final point rule, 471.1.a.1), and a wall against an opponent
        who needs every battlefield for their final point."""
        v = WIN * 0.4 if self.my_pts >= self.vs - 1 else POINT * HOLD_SHARE
        if self.enemy_pts >= self.vs - 1:
            v += WIN * 0.2
        return v

    def denial_value(self, bf: int) -> float:
        """Taking ``bf`` away from an opponent who controls it denies their Hold."""
        owner = self.g.battlefields[bf].controller
        if owner is None or self.g.team_of[owner] == self.team:
            return 0.0
        if self.g.points[self.g.team_of[owner]] >= self.vs - 1:
            return WIN * 0.5
        return POINT * HOLD_SHARE

    def can_take_all(self, targets: list[int], movers: list[Unit]) -> bool:
        """Whether disjoint groups of ``movers`` can conquer every battlefield in ``targets``."""
        pool = sorted(movers, key=lambda u: -_att(self.g.cards[u.cid], u))
        order = sorted(targets, key=lambda i: -self.dfn(self.enemy_at[i]))
        for i in order:
            need = self.dfn(self.enemy_at[i])
            reach = [u for u in pool if u.loc < 0 or (u.loc >= 0 and u.loc != i)]
            group = self.minimal_beating(reach, need)
            if group is None:
                return False
            ids = {u.cid for u in group}
            pool = [u for u in pool if u.cid not in ids]
        return True

    def minimal_beating(self, avail: list[Unit], need: int) -> list[Unit] | None:
        """A small group of ``avail`` whose attack sum beats ``need`` (at least one unit)."""
        cards = self.g.cards
        group: list[Unit] = []
        total = 0
        for u in sorted(avail, key=lambda u: (-_att(cards[u.cid], u), card_value(cards[u.cid]))):
            if total > need and group:
                break
            group.append(u)
            total += _att(cards[u.cid], u)
        if total <= need or not group:
            return None
        # prune the most valuable units that are not needed
        for u in sorted(group, key=lambda u: -card_value(cards[u.cid])):
            a = _att(cards[u.cid], u)
            if len(group) > 1 and total - a > need:
                group.remove(u)
                total -= a
        return group

    def canonical_move(self, group: list[Unit], dest: int) -> Move:
        """The legal action moving ``group``: the engine offers one option per distinct group, naming
        interchangeable units by their lowest card numbers (same card, place, damage and buffs)."""
        cards = self.g.cards
        want: dict[tuple, int] = {}
        for u in group:
            k = (cards[u.cid].index, u.loc, u.damage, u.buffs, u.turn_might, u.combat_might,
                 u.stunned)
            want[k] = want.get(k, 0) + 1
        pools: dict[tuple, list[int]] = {}
        for u in self.g.units.values():
            if u.controller != self.me or u.exhausted:
                continue
            k = (cards[u.cid].index, u.loc, u.damage, u.buffs, u.turn_might, u.combat_might,
                 u.stunned)
            if k in want:
                pools.setdefault(k, []).append(u.cid)
        chosen: list[int] = []
        for k, n in want.items():
            chosen += sorted(pools[k])[:n]
        return Move(tuple(sorted(chosen)), dest)

    def valid_dest(self, dest: int) -> bool:
        """144.4.a.1, 447.2.b: not where two other players have units, nor where a teammate has."""
        g = self.g
        others = {u.controller for u in g.units.values() if u.loc == dest} - {self.me}
        if len(others) >= 2:
            return False
        return not any(g.team_of[q] == self.team for q in others)

    def leaving_penalty(self, group: list[Unit]) -> float:
        """Ganking units leaving a battlefield the player holds weaken or abandon it."""
        pen = 0.0
        for i in {u.loc for u in group if u.loc >= 0}:
            staying = [u for u in self.mine_at[i] if u not in group]
            if not staying:
                pen += self.hold_value(i)
            elif self.dfn(staying) < self.threat[i] <= self.defense[i]:
                pen += self.hold_value(i)
        return pen

    # --- attacking and contesting ----------------------------------------------------------

    def attack_groups(self) -> list[tuple[list[Unit], int]]:
        """Sensible groups to send to each battlefield the player does not control: the cheapest
        unit (to an empty one) or the smallest group that wins the combat, a group big enough to
        hold afterwards, and everything that can go (worked out once per analysis: the
        candidates and the choice both ask for them; neither changes them)."""
        out = self._groups
        if out is not None:
            return out
        out = self._groups = []
        cards = self.g.cards
        for d in range(self.nbf):
            if self.mine_at[d] or self.g.battlefields[d].controller == self.me:
                continue
            avail = [u for u in self.movers if u.loc < 0 or u.loc != d]
            if not avail or not self.valid_dest(d):
                continue
            enemies = self.enemy_at[d]
            need = self.dfn(enemies)
            cands: list[list[Unit]] = []
            if not enemies:
                cheapest = min(avail, key=lambda u: (card_value(cards[u.cid]), -_dfn(cards[u.cid], u)))
                cands.append([cheapest])
            else:
                g0 = self.minimal_beating(avail, need)
                if g0 is not None:
                    cands.append(g0)
            # enough to hold afterwards: add defenders until the survivors stand up to the threat
            group: list[Unit] = []
            for u in sorted(avail, key=lambda u: -_dfn(cards[u.cid], u)):
                group.append(u)
                if self.att(group) > need:
                    dead = _kills(self.g, need, group, defending=False) if enemies else []
                    if self.dfn([v for v in group if v not in dead]) >= self.threat[d]:
                        break
            cands.append(group)
            cands.append(avail)
            seen: set[tuple[int, ...]] = set()
            for grp in cands:
                key = tuple(sorted(u.cid for u in grp))
                if key not in seen:
                    seen.add(key)
                    out.append((grp, d))
        return out

    def best_attack(self) -> Action | None:
        """The best Standard Move to a battlefield the player does not control, if it is worth it."""
        if not self.movers:
            return None
        scored: list[tuple[float, list[Unit], int]] = []
        for grp, d in self.attack_groups():
            s = self.score_attack(grp, d)
            if s > 0:
                scored.append((s, grp, d))
        if not scored:
            return None
        top = max(scored, key=itemgetter(0))[0]
        ties = [t for t in scored if t[0] == top]
        _, grp, d = ties[0] if len(ties) == 1 else ties[self.bot.rng.randrange(len(ties))]
        return self.canonical_move(grp, d)

    def move_candidates(self) -> list[Move]:
        """A short list of sensible Standard Moves (for search): the attack groups, groups that make
        a battlefield holdable, and every ready unit at a battlefield back to base."""
        out = [self.canonical_move(grp, d) for grp, d in self.attack_groups()]
        home = base_of(self.me)
        at_base = [u for u in self.movers if u.loc == home]
        cards = self.g.cards
        for d in range(self.nbf):
            if not self.mine_at[d] or not at_base or not self.valid_dest(d):
                continue
            short = self.threat[d] - self.defense[d]
            group: list[Unit] = []
            got = 0
            for u in sorted(at_base, key=lambda u: (-_dfn(cards[u.cid], u), card_value(cards[u.cid]))):
                if got >= short and group:
                    break
                group.append(u)
                got += _dfn(cards[u.cid], u)
            out.append(self.canonical_move(group, d))
            if len(group) < len(at_base):
                out.append(self.canonical_move(at_base, d))
        ready_at = [u for u in self.g.units.values()
                    if u.controller == self.me and not u.exhausted and u.loc >= 0]
        for d in sorted({u.loc for u in ready_at}):
            out.append(self.canonical_move([u for u in ready_at if u.loc == d], BASE))
        return list(dict.fromkeys(out))

    def score_attack(self, group: list[Unit], d: int) -> float:
        g = self.g
        enemies = self.enemy_at[d]
        a = self.att(group)
        need = self.dfn(enemies)
        survivors: list[Unit]
        if enemies:
            dead_e = _kills(g, a, enemies, defending=True)
            dead_s = _kills(g, need, group, defending=False)
            if a <= need:  # no conquest: every attacker dies or is recalled (466.1.a.2)
                gain = self.val(dead_e) - self.val(dead_s)
                if a == need:  # both sides wiped: the opponent loses control (466.5.b)
                    gain += self.denial_value(d)
                return gain - self.leaving_penalty(group)
            gain = self.val(dead_e) - self.val(dead_s) + self.denial_value(d)
            survivors = [u for u in group if u not in dead_s]
        else:
            gain = 0.0
            survivors = group
        # the conquest (469.1, 470, 471)
        others = [i for i in self.unscored if i != d]
        blocked = False
        if d in self.unscored and (self.team, d) not in g.disqualified:
            if self.my_pts >= self.vs - 1:  # the final point (471.1.b)
                ids = {u.cid for u in group}
                if not others:
                    gain += WIN
                elif self.can_take_all(others, [u for u in self.movers if u.cid not in ids]):
                    gain += WIN / 2
                else:
                    gain += 0.3 * POINT  # a card instead of the point (471.1.b.1)
                    blocked = True
            else:
                gain += POINT
        holdable = self.dfn(survivors) >= self.threat[d]
        if holdable:
            gain += self.hold_value(d)
        else:
            if blocked and self.denial_value(d) == 0:
                # don't spend units on one battlefield for a card when the final point can't
                # come this turn and the battlefield can't be held for the winning Hold
                return NEG
            gain -= 0.6 * self.val(survivors)
        return gain - self.leaving_penalty(group)

    # --- defending -------------------------------------------------------------------------

    def best_reinforcement(self) -> Action | None:
        """Move base units to a battlefield the player controls when that makes it holdable."""
        home = base_of(self.me)
        at_base = [u for u in self.movers if u.loc == home]
        if not at_base:
            return None
        cards = self.g.cards
        best: tuple[float, list[Unit], int] | None = None
        for d in range(self.nbf):
            if not self.mine_at[d]:
                continue
            short = self.threat[d] - self.defense[d]
            if short <= 0 or self.dfn(at_base) < short or not self.valid_dest(d):
                continue
            group: list[Unit] = []
            got = 0
            for u in sorted(at_base, key=lambda u: (-_dfn(cards[u.cid], u), card_value(cards[u.cid]))):
                group.append(u)
                got += _dfn(cards[u.cid], u)
                if got >= short:
                    break
            s = self.hold_value(d) + 0.5 * self.val(self.mine_at[d]) - 0.2 * self.val(group)
            if s > 0 and (best is None or s > best[0]):
                best = (s, group, d)
        if best is None:
            return None
        return self.canonical_move(best[1], best[2])

    # --- playing units ---------------------------------------------------------------------

    def may_play_unit(self) -> bool:
        """Whether :meth:`best_play` could choose any unit: one of the player's cards that could be
        a unit play (in hand, in the Champion Zone, in the trash when a permission lets them play
        from there) is worth playing and its printed Energy is at hand. When not, the unit plays
        need not be listed."""
        g = self.g
        p = g.players[self.me]
        energy = _energy_at_hand(p)
        cards = g.cards
        champion = () if p.champion is None else (p.champion,)
        for zone in (p.hand, champion, trash_playable(g, self.me)):
            for cid in zone:
                c = cards[cid]
                if c.type == "Unit" and c.energy <= energy and _unit_worth(c) > 0:
                    return True
        return False

    def best_play(self, plays: list[PlayUnit]) -> Action | None:
        """Play the unit that starts the best affordable set of units (most Might for the Energy),
        where it helps hold a threatened battlefield, else in the base."""
        g = self.g
        cards = g.cards
        if not plays:
            return None
        p = g.players[self.me]
        energy = _energy_at_hand(p)
        items: dict[int, float] = {}
        accel: set[int] = set()
        for a in plays:
            if a.accelerate:
                accel.add(a.card)
                continue
            c = cards[a.card]
            items[a.card] = _unit_worth(c)
        chosen = _knapsack([(cid, cards[cid].energy, v) for cid, v in items.items()], energy)
        if not chosen:
            return None
        cid = max(chosen, key=lambda c: (cards[c].energy, len(cards[c].power), -c))
        c = cards[cid]
        # Accelerate: a unit that enters ready can take an empty battlefield this very turn (805).
        if self.bot.accelerate and cid in accel and not self.movers:
            spare = energy - sum(cards[x].energy for x in chosen)
            if spare >= 1 and any(not self.enemy_at[d] and not self.mine_at[d] and d in self.unscored
                                  and self.my_pts < self.vs - 1 for d in range(self.nbf)):
                return PlayUnit(cid, BASE, True)
        # Where: the battlefield most in need that the planned units can make holdable.
        planned = sum(_dfn(cards[x], _BLANK) for x in chosen)
        where = BASE
        best_short = 0
        for d in range(self.nbf):
            if g.battlefields[d].controller != self.me or not self.mine_at[d]:
                continue
            short = self.threat[d] - self.defense[d]
            if 0 < short <= planned and short > best_short:
                best_short = short
                where = d
        a = PlayUnit(cid, where, False)
        return a if a in plays else PlayUnit(cid, BASE, False)


#: a unit record for reading a card's Might before it is on the board
_BLANK = Unit(-1, 0, 0)


def _knapsack(items: list[tuple[int, int, float]], budget: int) -> list[int]:
    """The set of ``(cid, cost, value)`` items of highest total value within ``budget``."""
    items = [t for t in items if t[2] > 0 and t[1] <= budget]
    # Energy beyond the cost of every item changes nothing: the table stops there
    budget = min(budget, sum(cost for _, cost, _ in items))
    # value[c], chosen[c]: the best set using at most c Energy (the first found, among equals)
    value = [0.0] * (budget + 1)
    chosen: list[tuple[int, ...]] = [()] * (budget + 1)
    for cid, cost, v in items:
        for c in range(budget, cost - 1, -1):
            total = value[c - cost] + v
            if total > value[c]:
                value[c] = total
                chosen[c] = (*chosen[c - cost], cid)
    return list(chosen[budget])
