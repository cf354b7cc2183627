"""A heuristic bot: plays good units, attacks where it wins, holds what it can, goes for the win.

:class:`GreedyBot` looks one decision ahead with arithmetic instead of search. It reads only what
its player may know (rule 128): the board, the points and score ledger, its own hand and runes, and
the sizes of the opponents' hidden zones. Plays other than units (spells, gear, hiding, abilities)
are judged by trying each on a copy of the game and valuing the result from public information.

The combat arithmetic follows the rules the engine implements: a unit's Might as an attacker adds
Assault (807), as a defender Shield (814); each side assigns its summed Might as damage, lethal
damage in full, Tank first and Backline last (465.2.c); attackers conquer when every defender dies
and one of them lives, which is exactly when the attackers' sum beats the defenders' (466.5).

What "threat" means here: the Might (with Assault) the strongest opponent could move to a
battlefield on their next turn, that is their units in their base (all ready after their Awaken,
315.1) and their Ganking units at other battlefields (810). A battlefield is "holdable" when the
defenders' Might (with Shield) there is at least that threat: the opponent cannot conquer it, and
the player scores it by Hold in their next Beginning Phase (469.2).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from operator import itemgetter

from ..actions import (
    Action,
    AssignDamage,
    ChooseBattlefield,
    ChooseCard,
    ChooseOpponent,
    EndTurn,
    Mulligan,
    Pass,
    Pay,
    PlayUnit,
)
from ..engine.contexts import PayCost, PayEffect, PayPermanent
from ..engine.decisions import main_plays, play_options
from ..engine.units import might
from ..errors import RiftboundError
from ..game import Game
from ..state import GameState
from .determinize import apply_unchecked, observed_game
from .greedy_turn import POINT, WIN, MainTurn, card_value

__all__ = ["GreedyBot", "card_value", "play_options"]

#: at most this many plays are tried on a copy of the game per decision
MAX_LOOKS = 24


class GreedyBot:
    """A fast heuristic player; deterministic given its seed (ties are broken by a seeded RNG).

    Options: ``mulligan_cost`` (set aside cards costing at least this, default 5),
    ``accelerate`` (pay Accelerate to take an empty battlefield at once, default True), ``look``
    (judge plays other than units by trying them on a copy, default True; without it the bot
    never plays spells, gear or abilities: a fast rollout policy), ``lookahead`` (the most
    decisions played on each copy, default 400).
    """

    name = "greedy"

    def __init__(self, seed: int = 0, *, mulligan_cost: int = 5, accelerate: bool = True,
                 look: bool = True, lookahead: int = 400) -> None:
        self.rng = random.Random(seed)
        self.mulligan_cost = mulligan_cost
        self.accelerate = accelerate
        self.lookahead = lookahead
        # without looking ahead the bot plays units and moves only (a fast rollout policy)
        self._looking = not look

    # --- looking ahead at card plays ---------------------------------------------------------

    def _best_play_or(self, game: Game, plays: Sequence[Action],
                      default: Action | None) -> Action | None:
        """The play (a spell, a gear, hiding, an ability) whose outcome is worth more than its cost,
        judged by playing it on a copy of the game and answering what follows (payments, targets,
        Priority: passed) with this bot's own choices until the next Main Phase decision (the chain
        and any showdown have run their course) or the end of the turn; ``default`` when none is worth it.

        The copy is a determinization (:func:`riftbound.bots.determinize.observed_game`): the
        opponent's hidden cards and every deck order are redealt from what the player may know, so the
        choice leaks nothing (see tests/test_bots.py)."""
        me = game.pending().player  # type: ignore[union-attr]
        base = _value(game.state, me)

        # the copy is one the player could be in: hidden cards redealt from what they know (128)
        seen = observed_game(game, me, self.rng)
        # what is legal on the copy, listed once (each look plays on a clone of it); in the Main
        # Phase only the plays, not every group of units that may move
        pending = seen.state.pending
        legal = (main_plays(seen.state, me) if pending is not None and pending.kind == "main"
                 else seen.legal_actions())
        scored: list[tuple[float, Action]] = []
        for a in plays[:MAX_LOOKS]:
            if a not in legal:
                continue
            after = self._look(seen, a, me)
            if after is None:
                continue
            cost = _play_cost(game.state, a)
            gain = after - base - 0.5 * cost
            if gain > 0.5:
                scored.append((gain, a))
        return self._best(scored) if scored else default

    def _look(self, game: Game, action: Action, me: int) -> float | None:
        sim = game.clone(log=False)
        try:
            apply_unchecked(sim, action)  # legal: the caller checked
        except RiftboundError:
            return None
        turn = sim.state.turn
        self._looking = True
        try:
            for _ in range(self.lookahead):
                d = sim.pending()
                if d is None or sim.state.turn != turn or d.kind == "main":
                    break
                apply_unchecked(sim, self.choose(sim))
        finally:
            self._looking = False
        return _value(sim.state, me)

    # --- entry point -----------------------------------------------------------------------

    def choose(self, game: Game) -> Action:
        g = game.state
        d = g.pending
        assert d is not None
        kind = d.kind
        if kind == "main":  # no need to list every Standard Move: the bot builds its own
            if self._looking:  # units and moves only: the unit plays listed only if needed
                return self._main(g, d.player, None)
            units = play_options(g, d.player)  # listed once (looking ahead leaves g as it is)
            others: list[Action] = [a for a in main_plays(g, d.player, units)
                                    if not isinstance(a, PlayUnit)]
            if others:  # spells, gear, hiding, abilities: judged by looking ahead
                best = self._best_play_or(game, others, None)
                if best is not None:
                    return best
            return self._main(g, d.player, units)
        if self._looking and kind in ("focus", "priority"):
            return Pass()  # passing is always legal there (the list below would say the same)
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if kind == "pay":  # Add abilities offered while paying (429.3) are left unused
            paid = d.context
            assert isinstance(paid, PayCost | PayPermanent | PayEffect)
            pays: list[Action] = [a for a in actions if isinstance(a, Pay)]
            if pays:
                return self._pay(g, d.player, paid.cid, pays)
            # no way to pay (an optional cost it can't afford, 404.2): decline it
            return next((a for a in actions if isinstance(a, Pass)), actions[0])
        if kind == "assign":
            return self._assign(g, actions)
        if kind == "mulligan":
            return self._mulligan(g, d.player, actions)
        if kind == "choose_battlefield":
            return self._choose_battlefield(g, d.player, actions)
        if kind == "choose_opponent":
            return self._choose_opponent(g, actions)
        if kind in ("focus", "priority"):
            plays = [a for a in actions if not isinstance(a, Pass)]
            return self._best_play_or(game, plays, Pass()) or Pass()
        if kind == "choose_card":
            return self._choose_card(g, d.player, actions)
        if kind == "order_triggers":  # the lowest cids first, as before the choice existed
            return actions[0]
        return actions[self.rng.randrange(len(actions))]

    def _choose_card(self, g: GameState, me: int, actions: list[Action]) -> Action:
        """Give up the least valuable card: the cheapest card to discard, the cheapest unit to
        kill (cost, then Might). The target of a Play Effect (all of them so far help the unit
        chosen: ready, buff) is its own most valuable unit; the target of an attack, defend or score
        trigger (all of them so far harm it) is the opponent's most valuable unit; from the trash,
        the most valuable card comes back."""
        purpose = g.pending.context[0] if g.pending is not None else ""
        if purpose in ("trigger_may", "ready_rune"):  # use a "you may" paying with what is worth
            # least (an exhausted rune first); ready every rune it may (rulings 57, 60)
            opts = [a.card for a in actions if isinstance(a, ChooseCard) and a.card >= 0]
            if opts:
                p = g.players[me]
                spent = {r for r, ex in zip(p.runes, p.rune_exhausted, strict=True) if ex}
                return ChooseCard(min(opts, key=lambda c: (c not in spent, card_value(g.cards[c]), c)))
        if purpose == "trigger_targets":  # "ready up to N runes": its own exhausted runes, else stop
            p = g.players[me]
            spent = {r for r, ex in zip(p.runes, p.rune_exhausted, strict=True) if ex}
            return next((a for a in actions if isinstance(a, ChooseCard) and a.card in spent), actions[0])
        if purpose == "play_from_trash":  # to the base: the first option (ruling 58)
            return actions[0]
        ctx = g.pending.context if g.pending is not None else ()
        # a Play Effect's target (an ability of kind "trigger") is taken as helping, other
        # triggered abilities' as harming
        play_effect = ctx[:1] == ("ability_target",) and ctx[2] == "trigger"
        helps = ctx[:1] == ("trash_pick",) or play_effect
        harms = ctx[:1] == ("ability_target",) and not play_effect
        scored = []
        for a in actions:
            assert isinstance(a, ChooseCard)
            if a.card < 0:  # declining a "you may": worth nothing either way
                scored.append((0.0, a))
                continue
            c = g.cards[a.card]
            u = g.units.get(a.card)
            value = card_value(c) + (0.1 * might(g, u) if u is not None else 0.0)
            if helps or harms:  # a helping ability favours its own best; a harming one, the enemy's
                mine = u.controller == me if u is not None else True  # a card of one's own trash
                scored.append((value if mine == helps else -value, a))
            else:
                scored.append((-value, a))
        return self._best(scored)

    def _best(self, scored: Sequence[tuple[float, Action]]) -> Action:
        """The action with the highest score; ties broken by the seeded RNG."""
        top = max(scored, key=itemgetter(0))[0]
        best = [a for s, a in scored if s == top]
        return best[0] if len(best) == 1 else best[self.rng.randrange(len(best))]

    # --- simple decisions ------------------------------------------------------------------

    def _mulligan(self, g: GameState, me: int, actions: list[Action]) -> Action:
        """Set aside the (at most two) most expensive cards costing ``mulligan_cost`` or more."""
        cards = g.cards
        hand = sorted(g.players[me].hand, key=lambda c: -card_value(cards[c]))
        want = sorted(cards[c].index for c in hand[:2] if card_value(cards[c]) >= self.mulligan_cost)
        for a in actions:
            if isinstance(a, Mulligan) and sorted(cards[c].index for c in a.cards) == want:
                return a
        return actions[0]

    def _pay(self, g: GameState, me: int, paying: int, actions: list[Action]) -> Action:
        """Recycle as few runes as possible, keep runes of domains the hand still needs, and keep as
        many runes ready as possible."""
        p = g.players[me]
        cards = g.cards
        need: dict[str, int] = {}
        for cid in p.hand:
            if cid == paying:
                continue
            for pip in cards[cid].power_options:
                for dom in pip:
                    need[dom] = need.get(dom, 0) + 1
        ready = {c for c, ex in zip(p.runes, p.rune_exhausted, strict=True) if not ex}  # (distinct cids)
        scored = []
        for a in actions:
            assert isinstance(a, Pay)
            penalty = 0.0
            for r in a.recycle:
                doms = cards[r].domains
                penalty += need.get(doms[0], 0) if doms else 0
            ready_left = len(ready.difference(a.exhaust, a.recycle))
            scored.append((-10.0 * len(a.recycle) - penalty + 0.5 * ready_left, a))
        return self._best(scored)

    def _assign(self, g: GameState, actions: list[Action]) -> Action:
        """Kill the most valuable units."""
        units = g.units
        cards = g.cards
        scored = []
        for a in actions:
            assert isinstance(a, AssignDamage)
            s = 0.0
            for cid, amount in a.assignment:
                u = units.get(cid)
                if u is not None and amount >= max(1, might(g, u) - u.damage):
                    s += card_value(cards[cid]) + 0.1 * might(g, u)
            scored.append((s, a))
        return self._best(scored)

    def _choose_battlefield(self, g: GameState, me: int, actions: list[Action]) -> Action:
        """Fight first where the player's side is strongest."""
        scored = []
        for a in actions:
            assert isinstance(a, ChooseBattlefield)
            s = 0
            for u in g.units.values():
                if u.loc == a.battlefield:
                    s += might(g, u) if g.team_of[u.controller] == g.team_of[me] else -might(g, u)
            scored.append((float(s), a))
        return self._best(scored)

    def _choose_opponent(self, g: GameState, actions: list[Action]) -> Action:
        """Give the Burn Out point to the opponent furthest from winning (431.2.c); a player target
        of "choose a player" (355.10) is an opponent, not its own team, when one may be chosen."""
        me = g.pending.player if g.pending is not None else -1
        theirs = [a for a in actions if isinstance(a, ChooseOpponent) and me >= 0
                  and g.team_of[a.player] != g.team_of[me]]
        scored = []
        for a in theirs or actions:
            assert isinstance(a, ChooseOpponent)
            scored.append((-float(g.points[g.team_of[a.player]]), a))
        return self._best(scored)

    # --- the Main Phase --------------------------------------------------------------------

    def main_candidates(self, game: Game) -> list[Action]:
        """A short list of sensible Main Phase actions, for a search to choose among: every play
        (units, spells, gear, hiding, abilities), a few Standard Moves per battlefield
        (:meth:`MainTurn.move_candidates`), and ending the turn. Every candidate is legal."""
        d = game.pending()
        assert d is not None and d.kind == "main"
        return self.main_search(game.state, d.player)[0]

    def main_search(self, g: GameState, me: int) -> tuple[list[Action], Callable[[], Action]]:
        """:meth:`main_candidates` of the Main Phase decision of ``me`` in ``g``, and a function
        giving the choice :meth:`choose` would make there without looking ahead (as with
        ``look=False``), which shares the candidates' work (the unit plays, the analysis of the
        board); to be called before ``g`` changes."""
        units = play_options(g, me)
        out: list[Action] = list(main_plays(g, me, units))  # units, spells, gear, hiding, abilities
        plan: MainTurn | None = None
        if any(u.controller == me and not u.exhausted for u in g.units.values()):
            plan = MainTurn(g, me, self)
            out += plan.move_candidates()
        out.append(EndTurn())
        return out, lambda: self._main(g, me, units, plan)

    def _main(self, g: GameState, me: int, plays: list[PlayUnit] | None,
              plan: MainTurn | None = None) -> Action:
        """The Main Phase choice without looking ahead; ``plays``: the unit plays, listed here
        when None (only if no attack is worth it and some unit could be worth playing)."""
        if plan is None:
            plan = MainTurn(g, me, self)
        best = plan.best_attack()
        if best is not None:
            return best
        if plays is None and plan.may_play_unit():
            plays = play_options(g, me)
        play = plan.best_play(plays) if plays else None
        if play is not None:
            return play
        best = plan.best_reinforcement()
        if best is not None:
            return best
        return EndTurn()


def _value(g: GameState, me: int) -> float:
    """A static value of the position for ``me`` from public information and ``me``'s own: units on
    the board (cost and Might), points (a win dwarfs the rest), and cards in hand."""
    if g.outcome is not None:
        return WIN if me in g.outcome.winners else -WIN
    team_of = g.team_of
    team = team_of[me]
    cards = g.cards
    v = 0.0
    for u in g.units.values():
        m = might(g, u)
        w = card_value(cards[u.cid]) + 0.3 * (m if m > 0 else 0) + 0.3 * u.buffs
        v += w if team_of[u.controller] == team else -w
    for x in g.gear.values():
        w = card_value(cards[x.cid])
        v += w if team_of[x.controller] == team else -w
    for q, p in enumerate(g.players):
        if p.alive:
            v += (1.0 if team_of[q] == team else -1.0) * len(p.hand)
    best_enemy = max((pts for t, pts in enumerate(g.points) if t != team), default=0)
    return v + POINT * (g.points[team] - best_enemy)


def _play_cost(g: GameState, a: Action) -> float:
    """What a play spends: the Energy and Power of the card played (0 for what has no card)."""
    card = getattr(a, "card", None)
    if isinstance(card, int) and 0 <= card < len(g.cards):
        return card_value(g.cards[card])
    return 0.0
