"""Action notation (riftbound.formats.notation): the readable and canonical forms, their round trip, the error
messages, and the judge's actions."""

from __future__ import annotations

import random

import pytest

from riftbound import (
    BASE,
    MODES,
    AssignDamage,
    ChooseBattlefield,
    ChooseOpponent,
    Concede,
    EndTurn,
    Game,
    Move,
    Mulligan,
    Pass,
    Pay,
    PlayUnit,
    builtin_decks,
)
from riftbound.actions import ChooseCard, PlaySpell
from riftbound.formats.notation import (
    JudgeAction,
    NotationError,
    apply_judge,
    format_action,
    parse_action,
    parse_any,
    parse_judge,
)
from riftbound.formats.position import load_position
from tests.helpers import cited_clauses_missing

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]
DECK2 = ["Stalwart Poro", "Sunlit Guardian", "Playful Phantom"]


def pos(**kw) -> Game:
    """A Duel position at P0's main decision, from the few fields a test cares about."""
    players = kw.pop("players", None) or [{"deck": DECK}, {"deck": DECK2}]
    return load_position({"mode": kw.pop("mode", "duel"), "players": players, **kw})


def formats(game: Game) -> list[str]:
    return [format_action(game, a) for a in game.legal_actions()]


def errmsg(game: Game, text: str) -> str:
    with pytest.raises(NotationError) as e:
        parse_action(game, text)
    return str(e.value)


# --- the canonical form ---------------------------------------------------------------------------

def test_str_is_the_canonical_form_of_every_action_kind():
    """Notation: ``str(action)`` names cards by #cid and reads the same for every kind of action."""
    assert str(Mulligan(())) == "mulligan none"
    assert str(Mulligan((3, 7))) == "mulligan #3, #7"
    assert str(PlayUnit(12)) == "play #12 to base"
    assert str(PlayUnit(12, 1, True)) == "play #12 to bf 1 accelerate"
    assert str(Pay((40, 41), (42,))) == "pay exhaust #40, #41 recycle #42"
    assert str(Pay()) == "pay nothing"
    assert str(Move((3, 5), 0)) == "move #3, #5 to bf 0"
    assert str(Move((3,), BASE)) == "move #3 to base"
    assert str(EndTurn()) == "end turn"
    assert str(Pass()) == "pass"
    assert str(ChooseBattlefield(1)) == "battlefield 1"
    assert str(AssignDamage(((12, 3), (13, 2)))) == "assign 3 to #12, 2 to #13"
    assert str(ChooseOpponent(2)) == "opponent P2"
    assert str(Concede(1)) == "concede P1"
    assert str(PlaySpell(12, ((3,),))) == "play #12 targeting #3"
    assert str(PlaySpell(12, ((3,), (9,)))) == "play #12 targeting #3; #9"
    assert str(PlaySpell(12, ((3, 4),))) == "play #12 targeting #3, #4"
    assert str(PlaySpell(12, ((), (9,)))) == "play #12 targeting nothing; #9"
    assert str(PlaySpell(12, ((3,),), BASE)) == "play #12 targeting #3 to base"
    assert str(PlaySpell(12)) == "play #12"
    assert str(ChooseCard(7)) == "choose #7"


# --- round trips in self-play --------------------------------------------------------------------------

MODE_CYCLE = ("duel", "skirmish", "magma-chamber", "war")


def test_round_trip_every_legal_action_in_self_play():
    """Notation round trip: in about 2,000 positions of random games in every mode, every legal action
    reads back from both its readable form and its canonical form."""
    d0, d1 = builtin_decks()
    positions = actions = tagged = 0
    seed = 0
    while positions < 2000:
        mode = MODES[MODE_CYCLE[seed % len(MODE_CYCLE)]]
        game = Game.new([(d0, d1)[i % 2] for i in range(mode.players)], mode=mode, seed=seed)
        rng = random.Random(seed)
        while not game.is_over() and positions < 2000:
            legal = game.legal_actions()
            positions += 1
            for a in legal:
                actions += 1
                readable = format_action(game, a)
                assert parse_action(game, readable) == a, (readable, a)
                assert parse_action(game, str(a)) == a, (str(a), a)
                if isinstance(a, PlayUnit):
                    assert readable.startswith(f"play {game.state.cards[a.card].name}")
                tagged += "#" in readable
            game.apply(rng.choice(legal))
        seed += 1
    assert actions > 10_000
    assert tagged < actions // 10  # names alone nearly always say which action it is


def test_text_is_case_and_space_tolerant_and_may_name_the_actor():
    """Notation: case and extra spaces don't matter; ``P0:`` names who acts."""
    game = pos(players=[{"base": ["Daring Poro"], "deck": DECK}, {"deck": DECK2}])
    want = parse_action(game, "move Daring Poro to bf 0")
    for text in ("  MOVE   daring poro   TO  BF 0 ", "p0: move Daring Poro to battlefield 0",
                 "P0 move daring poro to bf0"):
        assert parse_action(game, text) == want
    assert parse_action(game, "End Turn") == EndTurn()


# --- the readable form, kind by kind ----------------------------------------------------------------

RUNES = ["Order Rune", "Order Rune", "Order Rune", "Order Rune", "Body Rune", "Fury Rune", "Fury Rune"]


def play_position() -> Game:
    return pos(players=[
        {"hand": ["Daring Poro", "Blazing Scorcher", "Legion Rearguard"],
         "champion": "Garen, Rugged", "runes": RUNES, "deck": DECK},
        {"deck": DECK2}],
        battlefields=[{}, {"controller": 0, "units": ["Vanguard Sergeant"]}])


def test_play_names_the_card_the_place_and_accelerate():
    """354, 355.2, 805: plays read as "play NAME to base|bf N [accelerate]"."""
    texts = formats(play_position())
    for t in ("play Daring Poro to base", "play Daring Poro to bf 1", "play Garen, Rugged to bf 1",
              "play Blazing Scorcher to base accelerate", "play Blazing Scorcher to base"):
        assert t in texts, texts
    game = play_position()
    garen = game.state.players[0].champion
    assert parse_action(game, "play Garen, Rugged to bf 1") == PlayUnit(garen, 1, False)
    assert parse_action(game, "play legion rearguard") == PlayUnit(
        next(c for c in game.state.players[0].hand if game.state.cards[c].name == "Legion Rearguard"))


def test_pay_lists_exhausted_then_recycled_runes_and_closed_state_is_explained():
    """357, 164.2: payments read as "pay exhaust RUNES recycle RUNES"; while one is pending the
    turn is in a Closed State and other actions are refused with that reason."""
    game = play_position()
    game.apply(parse_action(game, "play Legion Rearguard to base accelerate"))
    assert game.pending().kind == "pay"
    texts = formats(game)
    assert len(texts) > 1
    assert "pay exhaust Order Rune, Order Rune, Order Rune recycle Fury Rune" in texts, texts
    for a, t in zip(game.legal_actions(), texts, strict=True):
        assert parse_action(game, t) == a
    msg = errmsg(game, "play Daring Poro to base")
    assert msg.startswith("play is not legal now: the turn is in a Closed State")
    assert "Legion Rearguard" in msg


def test_move_lists_units_and_destination():
    """144.3: a Standard Move reads as "move UNIT, UNIT to bf N|base"."""
    game = pos(players=[{"base": ["Daring Poro", "Petty Officer"], "deck": DECK}, {"deck": DECK2}],
               battlefields=[{}, {"controller": 0, "units": ["Vanguard Sergeant"]}])
    texts = formats(game)
    assert "move Daring Poro, Petty Officer to bf 0" in texts
    assert "move Vanguard Sergeant to base" in texts


def test_where_a_unit_is_tells_units_of_one_name_apart():
    """Notation: two Daring Poro at different battlefields can both go to base, so the readable form
    says where each one is; a unit alone of its name needs nothing more."""
    game = pos(players=[{"base": ["Petty Officer"], "deck": DECK}, {"deck": DECK2}],
               battlefields=[{"controller": 0, "units": ["Daring Poro"]},
                             {"controller": 0, "units": ["Daring Poro"]}])
    texts = formats(game)
    poros = sorted(c for c, u in game.state.units.items() if game.state.cards[c].name == "Daring Poro")
    assert "move Daring Poro at bf 0 to base" in texts
    assert "move Daring Poro at bf 1 to base" in texts
    assert "move Daring Poro, Daring Poro to base" in texts  # both: nothing to tell apart
    assert "move Petty Officer to bf 0" in texts
    assert parse_action(game, "move Daring Poro at bf 1 to base") == Move((poros[1],), BASE)
    assert parse_action(game, "move Daring Poro from bf 0 to base") == Move((poros[0],), BASE)
    assert parse_action(game, f"move Daring Poro#{poros[1]} to base") == Move((poros[1],), BASE)
    assert parse_action(game, f"move #{poros[1]} to base") == Move((poros[1],), BASE)


def test_names_get_a_cid_only_when_needed():
    """Notation, 465.2.c: two same-named units, one already damaged (so not interchangeable): the
    legal assignments differ in their amounts, so the names alone tell them apart and no #cid is
    written."""
    game = pos(players=[{"base": ["Petty Officer"], "deck": DECK}, {"deck": DECK2}],
               battlefields=[{"controller": 1, "units": [
                   "Playful Phantom", {"card": "Playful Phantom", "damage": 1}]}, {}])
    game.apply(parse_action(game, "move Petty Officer to bf 0"))
    assert game.pending().kind == "assign"
    texts = formats(game)
    assert len(texts) == 2 and not any("#" in t for t in texts), texts
    for a, t in zip(game.legal_actions(), texts, strict=True):
        assert parse_action(game, t) == a


def test_the_champion_zone_tells_a_champion_from_its_copy_in_hand():
    """354, 103.2.a.1: the Chosen Champion can be played from the Champion Zone or a copy from hand;
    the readable form says which."""
    game = pos(players=[{"hand": ["Garen, Rugged"], "champion": "Garen, Rugged", "runes": RUNES,
                         "deck": DECK}, {"deck": DECK2}])
    texts = formats(game)
    assert "play Garen, Rugged from champion to base" in texts
    assert "play Garen, Rugged from hand to base" in texts
    champ = game.state.players[0].champion
    assert parse_action(game, "play garen, rugged from champion zone") == PlayUnit(champ)


def assign_position() -> Game:
    game = pos(players=[{"base": ["Petty Officer"], "deck": DECK}, {"deck": DECK2}],
               battlefields=[{"controller": 1, "units": ["Stalwart Poro", "Playful Phantom"]}, {}])
    game.apply(parse_action(game, "move Petty Officer to bf 0"))
    return game


def test_assign_names_amounts_and_units():
    """465.2.c: combat damage reads as "assign N to UNIT, N to UNIT"."""
    game = assign_position()
    assert game.pending().kind == "assign"
    texts = formats(game)
    assert sorted(texts) == ["assign 1 to Stalwart Poro, 5 to Playful Phantom",
                             "assign 3 to Stalwart Poro, 3 to Playful Phantom"]
    # The order of the pairs doesn't matter.
    a = parse_action(game, "assign 3 to Playful Phantom, 3 to Stalwart Poro")
    assert format_action(game, a) == "assign 3 to Stalwart Poro, 3 to Playful Phantom"
    assert "not legal" in errmsg(game, "assign 6 to Playful Phantom")


def test_battlefield_opponent_mulligan_and_concede():
    """323.12, 431.2.c, 117, 650: the other decisions read as "battlefield N", "opponent PN",
    "mulligan CARDS|none" and "concede PN"."""
    game = pos(battlefields=[
        {"contested_by": 0, "showdown_staged": True, "units": [{"card": "Daring Poro", "controller": 0}]},
        {"contested_by": 0, "showdown_staged": True, "units": [{"card": "Petty Officer", "controller": 0}]}],
        pending={"player": 0, "kind": "choose_battlefield", "context": ["begin_showdown", [0, 1]]})
    assert formats(game) == ["battlefield 0", "battlefield 1"]
    assert parse_action(game, "bf 1") == ChooseBattlefield(1)
    assert parse_action(game, "concede P1") == Concede(1)

    sk = load_position({"mode": "skirmish", "players": [{"deck": []}, {"deck": DECK}, {"deck": DECK2}]})
    apply_judge(sk, parse_judge("draw P0 1"))
    assert sk.pending().kind == "choose_opponent"
    assert formats(sk) == ["opponent P1", "opponent P2"]
    assert parse_action(sk, "opponent 2") == ChooseOpponent(2)

    d0, d1 = builtin_decks()
    new = Game.new([d0, d1], seed=3)
    texts = formats(new)
    assert texts[0] == "mulligan none"
    assert parse_action(new, "keep") == Mulligan(())
    two = next(t for t in texts if t.count(",") == 1 and "Garen" not in t)
    assert parse_action(new, two) in new.legal_actions()


# --- errors ----------------------------------------------------------------------------------------

def test_unknown_card_names_suggest_close_ones():
    """Notation errors: an unknown name is refused with the closest names."""
    game = play_position()
    msg = errmsg(game, "play Darring Poro to base")
    assert "unknown card name 'Darring Poro'" in msg and "did you mean 'Daring Poro'" in msg
    assert "no card of this game" in errmsg(game, "play Ezreal, Prodigy to base")
    assert "no card named Petty Officer in P0's hand" in errmsg(game, "play Petty Officer to base")


def test_no_unit_named_at_battlefield():
    """Notation errors: a unit named at a place where it is not."""
    game = pos(players=[{"base": ["Daring Poro"], "deck": DECK}, {"deck": DECK2}])
    msg = errmsg(game, "move Daring Poro at bf 1 to base")
    assert msg.startswith("no unit named Daring Poro at battlefield 1")
    assert "at base" in msg


def test_ambiguous_names_list_the_options_with_cids():
    """Notation errors: a name that fits several legal actions lists them, each with #cid."""
    game = pos(players=[{"deck": DECK}, {"deck": DECK2}],
               battlefields=[{"controller": 0, "units": ["Daring Poro"]},
                             {"controller": 0, "units": ["Daring Poro"]}])
    msg = errmsg(game, "move Daring Poro to base")
    poros = sorted(game.state.units)
    assert "is ambiguous" in msg
    for c in poros:
        assert f"Daring Poro#{c} at bf" in msg


def test_wrong_player_and_wrong_moment_are_explained():
    """347, 316: an action by the player who does not decide, or of the wrong kind, says who and
    what the game waits for."""
    game = pos(battlefields=[{"contested_by": 0, "units": [{"card": "Daring Poro", "controller": 0}]}, {}],
               showdown={"battlefield": 0})
    assert errmsg(game, "P1: pass") == ("P1 is not the player to decide: waiting for P0's focus "
                                        "decision")
    assert errmsg(game, "end turn").startswith("end turn is not legal now: a showdown is under way")
    assert parse_action(game, "P0: pass") == Pass()


def test_what_cannot_be_paid_for_says_why():
    """357, 164.2.a: a unit the runes can't pay for is refused with the cost and the ready runes."""
    game = pos(players=[{"hand": ["Daring Poro"], "runes": ["Order Rune"], "deck": DECK},
                        {"deck": DECK2}])
    assert errmsg(game, "play Daring Poro to base") == (
        "Daring Poro can't be paid for: needs 2 Energy, you have 1 ready rune")
    game = pos(players=[{"hand": ["Zephyr Sage"], "runes": ["Order Rune"] * 6, "deck": DECK},
                        {"deck": DECK2}])
    assert "needs Power (Calm)" in errmsg(game, "play Zephyr Sage to base")


def test_spells_name_their_targets_where_they_are():
    """355.5, 355.4: a spell play names its targets (best with where they are; ";" between the
    targets of a spell with several) and a move destination; the names read back as the action."""
    game = pos(players=[{"hand": ["Void Seeker", "Challenge", "Charm"], "deck": DECK,
                         "runes": ["Fury Rune"] * 4 + ["Body Rune"] * 3 + ["Calm Rune"] * 2,
                         "base": ["Daring Poro"]},
                        {"deck": DECK2}],
               battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    g = game.state
    seeker = parse_action(game, "play Void Seeker targeting Stalwart Poro at bf 0")
    assert isinstance(seeker, PlaySpell) and g.cards[seeker.targets[0][0]].name == "Stalwart Poro"
    assert parse_action(game, "play Void Seeker targeting Stalwart Poro") == seeker
    assert format_action(game, seeker) == "play Void Seeker targeting Stalwart Poro at bf 0"
    duel = parse_action(game, "play Challenge targeting Daring Poro at base; Stalwart Poro at bf 0")
    assert parse_action(game, "play Challenge targeting Stalwart Poro, Daring Poro") == duel
    assert format_action(game, duel) == "play Challenge targeting Daring Poro at base; Stalwart Poro at bf 0"
    charm = parse_action(game, "play Charm targeting Stalwart Poro at bf 0 to base")
    assert isinstance(charm, PlaySpell) and charm.destination == BASE
    assert format_action(game, charm) == "play Charm targeting Stalwart Poro at bf 0 to base"


def test_spell_problems_are_explained():
    """355.8, 309.1.a, 357: a spell with no legal target, an unaffordable one, a target that is not
    on the board, and a spell of the wrong speed each say why."""
    game = pos(players=[{"hand": ["Void Seeker", "Gust"], "deck": DECK,
                         "runes": ["Fury Rune"] * 2, "base": ["Daring Poro"]},
                        {"deck": DECK2}])
    assert "has no legal target" in errmsg(game, "play Gust")
    assert "can't be paid for: it costs 3 Energy" in errmsg(game, "play Void Seeker")
    assert "no unit Stalwart Poro on the board" in errmsg(game, "play Gust targeting Stalwart Poro")
    game = pos(players=[{"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 4}, {"hand": ["Void Seeker"],
                        "runes": ["Fury Rune"] * 4, "base": ["Daring Poro"]}],
               battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}],
               pending={"player": 1, "kind": "priority", "context": [1]},
               chain=[{"card": "Void Seeker", "targets": [[12]]}])
    assert "only spells with Reaction" in errmsg(game, "P1: play Void Seeker targeting Stalwart Poro")


def test_exhausted_unit_and_other_move_problems():
    """144.3, 810: moves of exhausted units, or between battlefields without Ganking, say so."""
    game = pos(players=[{"base": [{"card": "Daring Poro", "exhausted": True}, "Petty Officer"],
                         "deck": DECK}, {"deck": DECK2}],
               battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]}, {}])
    assert "is exhausted" in errmsg(game, "move Daring Poro to bf 1")
    assert "without Ganking" in errmsg(game, "move Vanguard Sergeant to bf 1")
    assert "no battlefield 5" in errmsg(game, "move Petty Officer to bf 5")


def test_syntax_errors_and_the_end_of_the_game():
    """Notation errors: unknown verbs, malformed actions, and any action once the game is over."""
    game = pos()
    assert "unknown verb 'jump'" in errmsg(game, "jump")
    assert "did you mean 'pass'" in errmsg(game, "pas")
    assert "write 'move" in errmsg(game, "move Daring Poro")
    game.apply(Concede(1))
    assert "the game is over" in errmsg(game, "end turn")


def test_illegal_actions_change_nothing():
    """Notation: a refused action leaves the game as it was."""
    game = play_position()
    key = game.state.key()
    for text in ("play Garen, Rugged to bf 0", "pass", "move Daring Poro to bf 0", "P1: end turn"):
        with pytest.raises(NotationError):
            parse_action(game, text)
    assert game.state.key() == key


# --- judge actions ------------------------------------------------------------------------------------

def test_judge_actions_parse_and_print():
    """Judge actions: each form reads, and prints back in a canonical form."""
    cases = {
        "draw P0 2": JudgeAction("draw", 0, 2), "draw p1": JudgeAction("draw", 1, 1),
        "mill P1 3": JudgeAction("mill", 1, 3), "reveal P0 5": JudgeAction("reveal", 0, 5),
        "look P0 3": JudgeAction("look", 0, 3), "gain P0 1": JudgeAction("gain", 0, 1),
        "lose P1 1": JudgeAction("lose", 1, 1), "win P0": JudgeAction("win", 0),
        "lose-game P1": JudgeAction("lose-game", 1), "victory-score +1":
        JudgeAction("victory-score", None, 1, True), "victory-score 9": JudgeAction("victory-score", None, 9),
        "victory score -2": JudgeAction("victory-score", None, -2, True), "cleanup": JudgeAction("cleanup"),
        "end turn": JudgeAction("end-turn"), "next turn": JudgeAction("next-turn"),
    }
    for text, want in cases.items():
        got = parse_judge(text)
        assert got == want, text
        assert parse_judge(str(got)) == got
    with pytest.raises(NotationError, match="say how many"):
        parse_judge("reveal P0")
    with pytest.raises(NotationError, match="not a judge action"):
        parse_judge("explode P0")


def test_judge_primitives_change_the_position():
    """194.1.c, 194.4, 194.3.a, 413, 431.1.c: the judge's effects act on the position and the game
    goes back to its pending decision."""
    game = pos(players=[{"deck": ["Daring Poro", "Petty Officer", "Vanguard Sergeant"], "points": 3},
                        {"deck": DECK2, "points": 2}])
    p0 = game.state.players[0]
    top = p0.deck[-1]
    note = apply_judge(game, parse_judge("reveal P0 5"))
    assert note.startswith("top of P0's Main Deck (only 3 in the deck): Daring Poro#")
    assert f"#{top}" in note.split(",")[0]
    apply_judge(game, parse_judge("draw P0 1"))
    assert top in p0.hand and len(p0.deck) == 2
    apply_judge(game, parse_judge("mill P0 1"))
    assert len(p0.trash) == 1
    apply_judge(game, parse_judge("gain P1 2"))
    apply_judge(game, parse_judge("lose P0 5"))
    assert (game.points(0), game.points(1)) == (0, 4)
    apply_judge(game, parse_judge("victory-score +1"))
    assert game.victory_score() == 9
    apply_judge(game, parse_judge("victory-score 5"))
    assert game.victory_score() == 5
    assert game.pending().kind == "main" and not game.is_over()
    apply_judge(game, parse_judge("cleanup"))
    assert game.outcome() is None  # 4 < 5 after the cleanup's win check
    apply_judge(game, parse_judge("gain P1 1"))  # the cleanup before the next decision finds it
    assert game.outcome().winners == (1,) and game.outcome().rule == "323.1"


def test_judge_win_and_lose_game():
    """195, 195.1: effects that make a player win or lose end the game in a Duel."""
    game = pos()
    apply_judge(game, parse_judge("win P1"))
    assert game.outcome().winners == (1,) and game.outcome().rule == "195"
    game = pos()
    apply_judge(game, parse_judge("lose-game P1"))
    assert game.outcome().winners == (0,)
    with pytest.raises(NotationError, match="the game is over"):
        apply_judge(game, parse_judge("draw P0 1"))
    with pytest.raises(NotationError, match="no player P4"):
        apply_judge(pos(), parse_judge("draw P4 1"))


def test_end_turn_and_next_turn():
    """316.9, 317.3: "end turn" needs the main decision; "next turn" runs to the next Main Phase, or
    stops at a real decision on the way and says so."""
    game = pos()
    apply_judge(game, parse_judge("next turn"))
    assert game.state.turn_player == 1 and game.pending() == game.pending()._replace(player=1, kind="main")
    showdown = pos(battlefields=[{"contested_by": 0, "units": [{"card": "Daring Poro", "controller": 0}]},
                                 {}], showdown={"battlefield": 0})
    with pytest.raises(NotationError, match="needs the Turn Player's main decision"):
        apply_judge(showdown, parse_judge("end turn"))
    # Skirmish: P1 must draw from an empty deck and choose who gains the Burn Out point.
    sk = load_position({"mode": "skirmish", "players": [{"deck": DECK}, {"deck": []}, {"deck": DECK2}]})
    note = apply_judge(sk, parse_judge("next turn"))
    assert note.startswith("stopped before the next Main Phase")
    assert sk.pending().kind == "choose_opponent" and sk.pending().player == 1


def test_parse_any_tells_judge_actions_from_game_actions():
    """Notation: judge verbs read as judge actions; "end turn" is the game action."""
    game = pos()
    assert isinstance(parse_any(game, "draw P0 1"), JudgeAction)
    assert parse_any(game, "end turn") == EndTurn()
    assert parse_any(game, "concede P0") == Concede(0)


def test_cited_clauses_exist():
    """Rule citations: every clause named at the head of a docstring here exists."""
    assert not cited_clauses_missing(globals())


def test_a_gear_an_ability_targets_is_named_in_choose() -> None:
    """355.10, 359.1: a triggered ability whose target is a gear (Akshan, Mischievous takes an enemy
    gear) asks "choose GEAR"; every such legal answer reads back from its own text."""
    game = load_position({"mode": "duel", "turn": 3, "players": [
        {"hand": ["Akshan, Mischievous", "Retreat"], "runes": ["Body Rune"] * 6 + ["Mind Rune"],
         "deck": ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"], "rune_deck": ["Body Rune"]},
        {"gear": ["Energy Conduit", "Mushroom Pouch"],
         "deck": ["Stalwart Poro", "Sunlit Guardian", "Playful Phantom"]}]})
    for step in ("play Akshan, Mischievous to base", "choose Akshan, Mischievous",
                 "pay exhaust Body Rune, Body Rune, Body Rune, Body Rune recycle Body Rune, Body Rune#11",
                 "order Akshan, Mischievous, Akshan, Mischievous abilities 0, 1"):
        game.apply(parse_action(game, step))
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "ability_target"
    answers = game.legal_actions()
    assert {game.state.cards[a.card].name for a in answers} == {"Energy Conduit", "Mushroom Pouch"}
    for a in answers:
        assert parse_action(game, format_action(game, a)) == a
