"""Invariants of a game, checked after every action by the self-play tests and ``riftbound soak``.

Each check names what must always hold; a failure raises :class:`InvariantError` with the reason.
"""

from __future__ import annotations

from collections import Counter

from .actions import Action, ChooseCard, Move, PlayGear, PlaySpell, PlayUnit
from .engine.contexts import PayCost, PayPermanent, declared
from .engine.effect_play_facts import MODE as EFFECT_PLAY
from .engine.points import win_waits
from .engine.replace import added_token_place
from .engine.units import ABILITY_KINDS, ORDER_TASKS, TRIGGERED_KINDS
from .errors import IllegalActionError
from .game import Game
from .state import GameState


class InvariantError(AssertionError):
    """An invariant of the engine does not hold."""


def card_census(game: Game) -> Counter:
    """How many times each card instance appears across all zones (each must appear once)."""
    g = game.state
    seen: Counter = Counter()
    for p in g.players:
        for zone in (p.deck, p.hand, p.trash, p.banishment, p.rune_deck, p.runes, p.set_aside):
            seen.update(zone)
        for c in (p.champion, p.legend):
            if c is not None:
                seen[c] += 1
    seen.update(list(g.units))
    seen.update(list(g.gear))  # gear on the board (148.1.a)
    seen.update(it.cid for it in g.chain if it.kind not in ABILITY_KINDS)  # an ability's source is elsewhere
    seen.update(b.cid for b in g.battlefields if b.cid >= 0)
    seen.update(b.facedown[0] for b in g.battlefields if b.facedown is not None)  # 107.3
    return seen


def check_invariants(game: Game, before: Game | None = None) -> None:
    """Check the invariants of ``game``; ``before`` is the game one action earlier (a clone)."""
    g = game.state
    census = card_census(game)
    dup = [c for c, n in census.items() if n != 1]
    if dup:
        raise InvariantError(f"cards in more than one place: {dup}")
    n_cards = len(g.cards)
    unused_bfs = {i for i in range(n_cards) if g.cards[i].type == "Battlefield"} - set(census)
    gone_tokens = {i for i in range(n_cards) if g.cards[i].is_token} - set(census)  # 186.1
    # 652.3: the cards of a removed player have left the game
    removed = {i for i in range(n_cards) if not g.players[g.owner[i]].alive} - set(census)
    missing = set(range(n_cards)) - set(census) - unused_bfs - gone_tokens - removed
    if missing:
        raise InvariantError(f"cards vanished: {sorted(missing)}")
    if any(pts < 0 for pts in g.points):
        raise InvariantError(f"negative points: {g.points}")
    if before is not None:
        for t, (a, b) in enumerate(zip(before.state.points, g.points, strict=True)):
            if b < a:
                raise InvariantError(f"team {t}'s points fell from {a} to {b} without a cause")
    # 170.2.b: the battlefields of setup stay; battlefield tokens added later (187.9) come on top
    # (a place a token replaced counts as what it was, 438.1.a)
    setup_bfs = sum(1 for b in g.battlefields if not added_token_place(g, b))
    if (setup_bfs != g.mode.battlefield_count and all(p.alive for p in g.players)
            and g.phase != "setup"):
        raise InvariantError("wrong number of battlefields in play")
    for u in g.units.values():
        if u.loc >= len(g.battlefields):
            raise InvariantError(f"unit {u.cid} at a battlefield that does not exist")
        if u.damage < 0:
            raise InvariantError(f"unit {u.cid} has negative damage")
    if g.outcome is None:
        if g.pending is None:
            raise InvariantError("the game is not over but waits for no decision")
        if not game.legal_actions():
            raise InvariantError(f"no legal action for {g.pending}")
        kind = g.pending.kind
        if not declared(kind, g.pending.context):  # engine/contexts.py declares every kind's shape
            raise InvariantError(f"a {kind} decision with an undeclared context: {g.pending.context!r}")
        if win_waits(g):
            # 194.2, 323.1: a player who has won is found by a cleanup before anyone decides
            raise InvariantError(f"a {kind} decision while a win waits for its cleanup: {g.points}")
        if kind in ("main", "focus") and g.chain:
            # 309, 313.1, 316.5.b: the main and focus decisions are taken in an Open State only
            raise InvariantError(f"a {kind} decision with items on the chain: {g.chain}")
        if kind == "priority" and (not g.chain or not all(it.finalized for it in g.chain)):
            raise InvariantError("Priority while the chain is empty or has a pending item (337.4)")
        if kind in ("main", "focus", "priority") and any(t[0] in ORDER_TASKS for t in g.tasks):
            # 383.3.b, 337.4: abilities that triggered go on the chain before anyone acts again
            raise InvariantError(f"a {kind} decision while triggered abilities wait to be placed")
        paid = g.pending.context
        # a card paid for is the newest item, pending; a triggered ability's cost is paid as it
        # is finalized, the oldest pending item (337.1.b), with newer ones pending above it
        if isinstance(paid, PayCost | PayPermanent) and (not g.chain or g.chain[-1].cid != paid.cid
                                                         or g.chain[-1].finalized) and not (
                isinstance(paid, PayCost) and _finalizing(g, paid.cid)) and not (
                isinstance(paid, PayPermanent) and _effect_play_paid(g, paid.cid)):
            raise InvariantError("a payment for a card that is not the newest, pending chain item"
                                 " nor the triggered ability being finalized")
        if any(it.finalized and it.kind == "unit" for it in g.chain):
            raise InvariantError("a finalized unit on the chain: it resolves at once (337.2)")
        if g.pending.kind == "main" and g.showdown is None:
            for i, bf in enumerate(g.battlefields):
                if bf.controller is not None and not any(
                        u.loc == i and u.controller == bf.controller for u in g.units.values()):
                    raise InvariantError(f"battlefield {i} controlled without units (190.4.c)")
    else:
        if g.pending is not None or game.legal_actions():
            raise InvariantError("a finished game still offers decisions")


def _effect_play_paid(g: GameState, cid: int) -> bool:
    """354.3, 337.1 (ruling 97): a card an effect plays waits on the chain, pending, and the oldest
    pending item is finished first: the one being paid for may have newer pending items above it
    (another card the effect played, abilities that triggered as the effect finished)."""
    idx = next((k for k, it in enumerate(g.chain) if it.cid == cid), None)
    if idx is None or g.chain[idx].finalized or EFFECT_PLAY + str(cid) not in g.counts:
        return False
    return all(not it.finalized for it in g.chain[idx + 1:])


def _finalizing(g: GameState, cid: int) -> bool:
    """Whether the oldest pending triggered ability on the chain is ``cid``'s (337.1.b)."""
    it = next((it for it in g.chain if not it.finalized and it.kind in TRIGGERED_KINDS), None)
    return it is not None and it.cid == cid


def check_clone(game: Game) -> None:
    """A clone equals the original, and both continue identically with the same action."""
    twin = game.clone()
    if twin.state.key() != game.state.key():
        raise InvariantError("clone differs from the original")
    if not game.is_over():
        acts = game.legal_actions()
        a = acts[len(acts) // 2]
        t1, t2 = game.clone(), twin.clone()
        t1.apply(a)
        t2.apply(a)
        if t1.state.key() != t2.state.key():
            raise InvariantError("clone and original diverge after the same action")


def check_illegal_changes_nothing(game: Game) -> None:
    """An illegal action raises and leaves the game untouched."""
    key = game.state.key()
    n_log = len(game.state.log or [])
    bogus: list[Action] = [Move((10**6,), 0), PlayUnit(10**6), PlaySpell(10**6, ((10**6,),)),
                           ChooseCard(10**6), PlayGear(10**6)]
    for a in bogus:
        try:
            game.apply(a)
        except IllegalActionError:
            pass
        else:
            raise InvariantError(f"illegal action {a} was accepted")
        if game.state.key() != key or len(game.state.log or []) != n_log:
            raise InvariantError(f"illegal action {a} changed the game")


def check_hidden_information(game: Game, player: int) -> None:
    """Swapping what ``player`` may not see (an opponent's hand, every deck's order, an opponent's
    facedown cards) leaves the player's observation unchanged (rules 128, 107.3.f)."""
    obs = game.observation(player)
    twin = game.clone(log=False)
    g = twin.state
    for i, p in enumerate(g.players):
        p.deck.reverse()
        p.rune_deck.reverse()
        if i != player and p.hand and p.deck:
            # trade an opponent's hand card for their top deck card
            p.hand[0], p.deck[-1] = p.deck[-1], p.hand[0]
    for b in g.battlefields:
        f = b.facedown
        if f is not None and f[1] != player and g.players[f[1]].deck:
            # trade an opponent's facedown card for their top deck card
            deck = g.players[f[1]].deck
            b.facedown, deck[-1] = (deck[-1], f[1], f[2]), f[0]
    twin._legal = None
    if twin.observation(player) != obs:
        raise InvariantError("an observation depends on hidden information")


def check_formats(game: Game) -> None:
    """The position round-trips as a reachable (non-practice) one, with the same future and legal
    actions, and every legal action reads back from its readable and canonical notation."""
    from .formats.notation import format_action, parse_action
    from .formats.position import dump_position, load_position

    data = dump_position(game)
    if data["practice"]:
        raise InvariantError("a self-play position is marked practice (the copy limit is broken)")
    twin = load_position(data)
    if twin.state.key() != game.state.key() or twin.legal_actions() != game.legal_actions():
        raise InvariantError("the position does not round-trip")
    for a in game.legal_actions():
        if parse_action(game, format_action(game, a)) != a or parse_action(game, str(a)) != a:
            raise InvariantError(f"the action {a} does not read back from its notation")


def check_deep(game: Game) -> None:
    """Every check of one position: clone, illegal action, hidden information (for the player to
    move), and formats."""
    check_clone(game)
    check_illegal_changes_nothing(game)
    check_hidden_information(game, game.to_move() or 0)
    check_formats(game)
