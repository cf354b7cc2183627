"""The public API: :class:`Game`, in the manner of python-chess's ``Board``.

>>> from riftbound import Game, builtin_decks
>>> game = Game.new(builtin_decks(), seed=7)
>>> game.pending().kind
'mulligan'
>>> game.apply(game.legal_actions()[0])
>>> game.is_over()
False
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from . import engine  # noqa: F401  (registers the task handlers)
from .cards import CardDB, CardDef, load_cards
from .decks import Deck, validate_deck, validate_teammates
from .engine import primitives, removal, scoring
from .engine.core import emit, push, task
from .engine.decisions import advance
from .engine.hidden import facedown_view
from .engine.passives import buff_might
from .engine.points import MAX_POINTS, MAX_VICTORY_SCORE, MIN_VICTORY_SCORE
from .engine.setup import new_state
from .errors import IllegalActionError, UnsupportedCardError
from .game_core import GameCore
from .log_text import render, render_log
from .modes import DUEL, Mode
from .sets import is_implemented
from .state import Event, GameState

#: keywords the engine implements for units without other rules text
SUPPORTED_UNIT_KEYWORDS: Final = frozenset({"Accelerate", "Assault", "Shield", "Tank", "Backline", "Ganking",
                                            "Hidden", "Temporary", "Ambush", "Hunt", "Deflect", "Action",
                                            "Reaction"})


def card_support(c: CardDef) -> str | None:
    """How the engine supports card ``c``: "script" (its behaviour is written in
    :mod:`riftbound.sets`), "vanilla" (a unit with no rules text beyond the keywords
    Accelerate, Assault, Shield, Tank, Backline, Ganking, Hidden, Temporary, Ambush, Hunt,
    Deflect, Action and Reaction), "basic rune", "practice battlefield" (the blank ones), or None
    when the engine can't play it yet."""
    if is_implemented(c.id):
        return "script"
    if c.type == "Rune" and c.supertype == "Basic":
        return "basic rune"
    if c.type == "Battlefield" and c.set == "PRACTICE":
        return "practice battlefield"
    if c.type == "Unit" and c.vanilla and {k.split(" ")[0] for k in c.keywords} <= SUPPORTED_UNIT_KEYWORDS:
        return "vanilla"
    return None


def unsupported_cards(deck: Deck, db: CardDB | None = None) -> list[str]:
    """Names of the cards in ``deck`` whose behaviour the engine does not implement yet.

    A card is supported when it has a script (:mod:`riftbound.sets`) or needs none (see
    :func:`card_support`). Every other card (other spells, gear, legends, real battlefields) is
    not: a deck holding one is refused, never played with the card as a blank.
    """
    ids = list(deck.main) + [c for c in (deck.champion, deck.legend) if c] + list(deck.runes)
    return _unsupported(ids + list(deck.battlefields), db)


def unsupported_sideboard(deck: Deck, db: CardDB | None = None) -> list[str]:
    """Names of the cards in ``deck``'s sideboard that the engine can't play yet: the sideboard is
    not played (the Core Rules don't define one), but a player who swaps a card in would meet them."""
    return _unsupported(list(deck.sideboard), db)


def _unsupported(ids: list[str], db: CardDB | None) -> list[str]:
    db = db or load_cards()
    bad: list[str] = []
    for card_id in dict.fromkeys(ids):
        c = db.by_id(card_id)
        if card_support(c) is None:
            bad.append(c.name)
    return bad


def _check_new_args(decks: Any, mode: Any, seed: Any) -> None:
    """``Game.new``'s arguments, checked at the API boundary so a wrong one is named."""
    if not isinstance(mode, Mode):
        raise TypeError(f"mode must be a Mode such as riftbound.DUEL, got {type(mode).__name__} {mode!r}")
    if isinstance(decks, str | bytes) or not isinstance(decks, Sequence):
        raise TypeError(f"decks must be a list of Deck, one per seat, got {type(decks).__name__}")
    for i, deck in enumerate(decks):
        if not isinstance(deck, Deck):
            raise TypeError(f"decks[{i}] must be a Deck (see load_deck and builtin_decks), got "
                            f"{type(deck).__name__}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError(f"seed must be an int, got {type(seed).__name__} {seed!r}")


def _battlefields_needed(deck: Deck, mode: Mode) -> int:
    """How many battlefields a deck brings (103.4.a): the mode's number, except in a later game of
    a Match, where the deck holds those not yet used in the series (486.6)."""
    if mode.best_of > 1 and 1 <= len(deck.battlefields) < mode.battlefields_per_deck:
        return len(deck.battlefields)
    return mode.battlefields_per_deck


class Game(GameCore):
    """A game in progress: the pending decision, its legal actions, and the way to answer
    (:class:`~riftbound.game_core.GameCore`), and the rest of the public API: setting a game up,
    copying it, reading it, and primitive effects for tests and judges. This part stays
    interpreted in the compiled build, so that its argument checks are the same in both."""

    __slots__ = ()

    # --- creating --------------------------------------------------------------------------

    @classmethod
    def new(cls, decks: Sequence[Deck], mode: Mode = DUEL, seed: int = 0, *, log: bool = True,
            check_decks: bool = True) -> Game:
        """Set up a game (rules 110-118) and run it to the first decision.

        Each deck is checked for construction (rule 103; practice decks skip it) and for cards the
        engine cannot play yet; a bad deck raises before anything starts.
        """
        _check_new_args(decks, mode, seed)
        if len(decks) != mode.players:
            raise ValueError(f"{mode.name} needs {mode.players} decks, got {len(decks)}")
        db = load_cards()
        if check_decks:
            for deck in decks:
                if not deck.practice:
                    validate_deck(deck, battlefields_needed=_battlefields_needed(deck, mode), db=db)
                bad = unsupported_cards(deck, db)
                if bad:
                    raise UnsupportedCardError(
                        f"{deck.source or deck.name}: not implemented yet, so the deck can't be "
                        f"played: {', '.join(sorted(bad))}")
            if mode.has_teammates:
                validate_teammates(decks, mode, db)  # 489.8.h-i
        g = new_state(list(decks), mode, seed, db, log=log)
        g.origin = (tuple(decks), seed)
        game = cls(g)
        advance(g)
        return game

    def clone(self, log: bool = True) -> Game:
        """An independent copy; ``log=False`` skips copying the game log (faster, for search)."""
        return Game(self._g.clone(log))

    def __reduce__(self) -> tuple:
        """Pickled as its state (``on_action`` is not kept, as by a clone); the compiled build's
        ``GameCore`` would otherwise be rebuilt by calling it without the state."""
        return Game, (self._g,)

    # --- the decision (GameCore: pending, to_move, legal_actions, is_legal, apply) -----

    @property
    def stepping(self) -> bool:
        """Stop at every step (a judge's option; off by default): the engine then leaves to the
        caller the decisions with a single option and the placing of abilities that wait to go on
        the chain in the only order possible, so the state can be inspected, or changed, there."""
        return self._g.stepping

    @stepping.setter
    def stepping(self, on: bool) -> None:
        self._g.stepping = bool(on)
        if on:  # single-option decisions become actions that a replay would not see
            self._g.touched = True

    def forget_options(self) -> None:
        """Drop the legal actions listed so far, after ``state`` was changed by hand (tests, soak's
        decks cut short): the next :meth:`legal_actions` lists them afresh. The game is then
        marked as changed from outside (``state.touched``): its history no longer gives it."""
        self._legal = None
        self._g.touched = True

    # --- reading the game ------------------------------------------------------------------

    def points(self, player: int) -> int:
        self._check(player)
        return scoring.points(self._g, player)

    def victory_score(self) -> int:
        return scoring.victory_score(self._g)

    @property
    def turn(self) -> int:
        return self._g.turn

    @property
    def log(self) -> list[Event]:
        return list(self._g.log or [])

    def log_text(self, start: int = 0) -> str:
        """The game log as text, one event per line with its rule number."""
        return render_log(self._g, (self._g.log or [])[start:])

    def render_event(self, event: Event) -> str:
        return render(self._g, event)

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` may know (rule 128): public zones, their own hand, and counts of the
        hidden zones. Nothing of an opponent's hand or any deck order is included."""
        self._check(player)
        g = self._g
        cards = g.cards

        def name(cid: int) -> str:
            return cards[cid].id

        players = []
        for i, p in enumerate(g.players):
            players.append({
                "points": scoring.points(g, i),
                "alive": p.alive,
                "hand": sorted(name(c) for c in p.hand) if i == player else None,
                "hand_ids": sorted(p.hand) if i == player else None,
                "hand_count": len(p.hand),
                "deck_count": len(p.deck),
                "rune_deck_count": len(p.rune_deck),
                "trash": sorted(name(c) for c in p.trash),
                "banishment": sorted(name(c) for c in p.banishment),
                "runes": sorted((name(c), ex) for c, ex in zip(p.runes, p.rune_exhausted,
                                                                strict=True)),
                "champion": name(p.champion) if p.champion is not None else None,
                "legend": name(p.legend) if p.legend is not None else None,
                "pool": (p.pool_energy, tuple(p.pool_power)),
                # Energy and Power some card added "only" for some things (payment.RESTRICTIONS)
                "pool_restricted": tuple(sorted(p.pool_restricted)),
                "xp": p.xp,  # public information (729.2)
                "buff_might": buff_might(g, i),  # public: a resolved "this turn" effect (703)
            })
        units = sorted(
            (u.cid, name(u.cid), u.controller, u.loc, u.exhausted, u.damage, u.role, u.buffs,
             u.turn_might, u.base_might, u.combat_might, u.stunned, u.temporary,  # 816.3: Temporary is public
             u.empowered,  # 441.2: a status on the board
             u.turn_keywords)  # 801.3.a: keywords granted this turn are public
            for u in g.units.values())
        d = g.pending
        return {
            "player": player,
            "turn": g.turn,
            "turn_player": g.turn_player,
            "phase": g.phase,
            "victory_score": scoring.victory_score(g),
            "players": players,
            # Battlefields selected at setup stay hidden until all are placed (486.5).
            "battlefields": [] if g.phase == "setup" else [
                (name(b.cid) if b.cid >= 0 else None, b.controller, b.contested_by,
                 facedown_view(g, i, player))  # 107.3.f: only its controller sees the card
                for i, b in enumerate(g.battlefields)],
            "units": units,
            # 148.1.a.2: gear on the board and its details are public
            "gear": sorted((x.cid, name(x.cid), x.controller, x.loc, x.exhausted, x.temporary,
                            x.attached_to, x.empowered)  # 434, 441: attachment and Empowered
                           for x in g.gear.values()),
            "showdown": g.showdown.key() if g.showdown else None,
            # the chain is public (328, 355.10.a.1): its cards, controllers and choices
            "chain": [(name(it.cid), *it[1:]) for it in g.chain],
            "scored": sorted(g.ledger),
            "pending": (d.player, d.kind, d.context) if d else None,
            "outcome": g.outcome,
        }

    # --- primitive effects (for effects, tests and judges) ---------------------------------

    def _check(self, player: Any, n: Any = 0, most: int | None = None) -> None:
        """At the API boundary only (cheap, never on the engine's path): ``player`` is a seat of
        this game and ``n`` a count, else a ``TypeError`` or ``ValueError`` naming the argument."""
        seats = len(self._g.players)
        if not isinstance(player, int) or isinstance(player, bool):
            raise TypeError(f"player must be a seat number (an int), got {type(player).__name__} "
                            f"{player!r}")
        if not 0 <= player < seats:
            raise ValueError(f"player must be a seat 0..{seats - 1} of this game, got {player}")
        if not isinstance(n, int) or isinstance(n, bool):
            raise TypeError(f"n must be an int, got {type(n).__name__} {n!r}")
        if n < 0:
            raise ValueError(f"n must be 0 or more, got {n}")
        if most is not None and n > most:
            raise ValueError(f"n must be at most {most} (ruling 74), got {n}")

    def _live(self, changes: bool = True) -> GameState:
        """The state, for an effect; after the game has ended (196) effects are not legal. An
        effect that ``changes`` the game marks it as changed from outside (``state.touched``)."""
        if self._g.outcome is not None:
            raise IllegalActionError(f"the game is over ({self._g.outcome})")
        self._legal = None
        if changes:
            self._g.touched = True
        return self._g

    def _effect(self, *tasks: tuple) -> None:
        """Run primitive ``tasks`` now, then go back to the decision that was pending."""
        g = self._live()
        if g.pending is not None:
            push(g, ("restore", g.pending))
            g.pending = None
        push(g, *tasks)
        advance(g)

    def draw(self, player: int, n: int = 1) -> None:
        """Player draws ``n`` (rule 413), burning out past the end of the deck (431)."""
        self._check(player, n)
        self._effect(("draw", player, n))

    def mill(self, player: int, n: int = 1) -> None:
        """Put the top ``n`` of the Main Deck into the trash (burns out past the end, 431.1.b)."""
        self._check(player, n)
        self._effect(("mill", player, n))

    def look(self, player: int, n: int) -> list[int]:
        """Look at the top ``n`` (never burns out, 431.1.c); returns cids, top first."""
        self._check(player, n)
        return primitives.look(self._live(changes=False), player, n)  # only the log changes

    def reveal(self, player: int, n: int) -> list[int]:
        """Reveal the top ``n`` (never burns out, 431.1.c); returns cids, top first."""
        self._check(player, n)
        return primitives.reveal(self._live(changes=False), player, n)  # only the log changes

    def gain_points(self, player: int, n: int = 1) -> None:
        """An effect gives ``player`` points (194.1.c); the winner is found in the next cleanup."""
        self._check(player, n, MAX_POINTS)
        self._effect(("effect_points", player, n))

    def lose_points(self, player: int, n: int = 1) -> None:
        """An effect takes points away, never below 0 (194.4)."""
        self._check(player, n, MAX_POINTS)
        self._effect(("effect_lose_points", player, n))

    def win(self, player: int) -> None:
        """An effect makes ``player`` win (195)."""
        self._check(player)
        scoring.win_game(self._live(), player)

    def lose(self, player: int) -> None:
        """An effect makes ``player`` lose: they are removed (195.1)."""
        self._check(player)
        g = self._live()
        removal.lose_game(g, player)
        if g.outcome is None:
            advance(g)

    def change_victory_score(self, delta: int) -> None:
        """An effect changes the Victory Score (194.3.a), within 1..1000 (else ``ValueError``)."""
        if not isinstance(delta, int) or isinstance(delta, bool):
            raise TypeError(f"delta must be an int, got {type(delta).__name__} {delta!r}")
        g = self._g
        new = scoring.victory_score(g) + delta
        if not MIN_VICTORY_SCORE <= new <= MAX_VICTORY_SCORE:
            raise ValueError(f"the Victory Score would become {new}; it must stay between "
                             f"{MIN_VICTORY_SCORE} and {MAX_VICTORY_SCORE} (194.2, 194.3.a)")
        self._effect(("effect_victory_score", delta))

    def cleanup(self) -> None:
        """Perform a cleanup now (rule 318), e.g. after effects."""
        self._effect(("cleanup", ""))


@task("effect_points", "p", "i")
def _effect_points(g: GameState, player: int, n: int) -> None:
    scoring.gain_points(g, player, n, scoring.EFFECT)


@task("effect_lose_points", "p", "i")
def _effect_lose_points(g: GameState, player: int, n: int) -> None:
    scoring.lose_points(g, player, n)


@task("effect_victory_score", "i")
def _effect_victory_score(g: GameState, delta: int) -> None:
    g.vs_delta += delta
    emit(g, "194.3.a", "victory_score", None, scoring.victory_score(g))
