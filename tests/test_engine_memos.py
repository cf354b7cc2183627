"""What the engine remembers to go faster must not change what it does (issue 14): the per-game
index of card behaviour is built once per set of cards and shared by the games of those cards
(engine/index.py), an attribute of an answer is read once (``answer_attr``), the keys of the
turn's counts are made once (``count_key``), and so are the decisions of few values
(``decide_shared``)."""

from __future__ import annotations

from dataclasses import dataclass

from riftbound.bots import RandomBot, play_game
from riftbound.cards import load_cards
from riftbound.decks import origins_decks
from riftbound.effects import UnitCard
from riftbound.effects.vocabulary import Units
from riftbound.engine.core import count_key
from riftbound.engine.index import answer_attr, build_index, register_catalogue
from riftbound.game import Game
from riftbound.sets import IMPLEMENTED, hooks_of

VANGUARD_SERGEANT = "ogn-219-298"


def test_games_of_the_same_cards_share_one_index_and_others_do_not():
    a, b, c = origins_decks()
    first = Game.new((a, b), seed=1, log=False)
    again = Game.new((b, a), seed=2, log=False)  # the same cards, the other seats
    other = Game.new((a, c), seed=1, log=False)
    assert first.state.index is again.state.index
    assert other.state.index is not first.state.index
    assert {card.id for card in first.state.cards} <= first.state.index.card_ids
    assert build_index(first.state.index.card_ids) is first.state.index


def test_the_cards_of_the_pool_not_in_a_game_cost_it_nothing():
    """Issue 14: nothing gets slower with more cards in the pool. A game's index holds only its own
    cards and the token cards (which an effect may make), so with a catalogue of only those cards
    the same cards answer the same questions, and the game plays the same."""
    a, b, _ = origins_decks()
    game = Game.new((a, b), seed=5, log=False)
    index = game.state.index
    tokens = {card.id for card in load_cards().tokens}
    assert index.card_ids == {card.id for card in game.state.cards} | tokens
    assert all(set(table) <= index.card_ids for table in index.answers.values())
    assert len(index.card_ids) < len(IMPLEMENTED) / 4  # the pool is much larger than a game
    play_game(game, [RandomBot(5), RandomBot(6)])
    keep = index.card_ids
    register_catalogue(lambda c: hooks_of(c) if c in keep else (),
                       lambda c: IMPLEMENTED.get(c) if c in keep else None)
    try:
        small = Game.new((a, b), seed=5, log=False)
        assert small.state.index is not index
        assert {q: set(t) for q, t in small.state.index.answers.items()} == {
            q: set(t) for q, t in index.answers.items()}  # (answers made anew: the same cards answer)
        play_game(small, [RandomBot(5), RandomBot(6)])
    finally:
        register_catalogue(hooks_of, IMPLEMENTED.get)
    assert small.state.history == game.state.history and small.outcome() == game.outcome()


def test_a_shared_index_plays_the_same_game_as_a_fresh_one():
    """A game played after others of its cards (their index memos filled) plays as the first did."""
    a, b, _ = origins_decks()

    def played(seed: int) -> list[str]:
        game = Game.new((a, b), seed=seed, log=False)
        play_game(game, [RandomBot(seed), RandomBot(seed + 1)])
        return [str(x) for x in game.state.history]

    first = played(7)
    for seed in range(3):
        played(seed)
    assert played(7) == first


def test_with_answer_changes_a_copy_not_the_shared_index():
    a, b, _ = origins_decks()
    game = Game.new((a, b), seed=1, log=False)
    shared = game.state.index
    changed = shared.with_answer("enters_ready", VANGUARD_SERGEANT, object())
    assert changed is not shared
    assert shared.get("enters_ready", VANGUARD_SERGEANT) is None
    assert Game.new((a, b), seed=3, log=False).state.index is shared


def test_a_card_given_another_entry_gets_a_new_index(monkeypatch):
    """A test or a tool may give a card an entry of its own (sets.IMPLEMENTED): the games set up
    after it see that entry's answers, and once it is taken back, the card's own again."""
    a, b, _ = origins_decks()
    before = Game.new((a, b), seed=1, log=False).state.index
    plain = next(c for c in sorted(before.card_ids)
                 if c not in IMPLEMENTED and load_cards().by_id(c).type == "Unit")  # a vanilla unit
    assert before.get("enters_ready", plain) is None
    monkeypatch.setitem(IMPLEMENTED, plain, UnitCard(plain, "test", others_enter_ready=Units()))
    after = Game.new((a, b), seed=1, log=False).state.index
    assert after.get("enters_ready", plain) is not None
    monkeypatch.undo()
    assert Game.new((a, b), seed=1, log=False).state.index.get("enters_ready", plain) is None


@dataclass(frozen=True)
class _Script:
    picks_min: int = 2


def test_answer_attr_reads_an_attribute_once_and_gives_the_default_when_missing():
    script = _Script()
    assert answer_attr(script, "picks_min", 0) == 2
    assert answer_attr(script, "move_destinations", None) is None
    assert answer_attr(script, "move_destinations", ()) == ()  # the caller's default, not the first
    assert answer_attr(_Script(5), "picks_min", 0) == 5  # another answer: its own value
    assert answer_attr(None, "chain_slots", ()) == ()


def test_count_key_is_the_formatted_key_for_every_number():
    """engine.core.count_key stands for ``f"{name}:{n}"`` in the turn's counts."""
    for n in (3, 0, 250, 7, -1, -2):
        assert count_key("flow", n) == f"flow:{n}"
    assert count_key("play_card", 1) is count_key("play_card", 1)


def test_shared_decisions_are_the_values_a_fresh_decision_has():
    """``core.decide_shared`` makes each (player, kind, context) once: the decision a state gets is
    equal to one made afresh, distinct contexts stay distinct (rule 338: Priority's passes), and a
    decision reached again in another game is the same value."""
    from riftbound.engine.contexts import Priority
    from riftbound.engine.core import decide, decide_shared
    from riftbound.state import Decision

    g = Game.new(origins_decks()[:2], seed=4, log=False).state
    decide_shared(g, 1, "priority", Priority(0))
    first = g.pending
    assert first == Decision(1, "priority", Priority(0)) and first.context.passes == 0
    decide_shared(g, 1, "priority", Priority(1))
    assert g.pending == Decision(1, "priority", Priority(1)) and g.pending != first
    decide_shared(g, 0, "priority", Priority(0))
    assert g.pending.player == 0
    decide(g, 0, "main")
    assert g.pending == Decision(0, "main", ()) and type(g.pending) is Decision
    h = Game.new(origins_decks()[:2], seed=5, log=False).state
    decide(h, 0, "main")
    assert h.pending is g.pending  # shared: a value, never written to
