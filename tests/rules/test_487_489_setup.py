"""Setup in every mode of play (rules 110-118 with 485.5-489.7) for 2, 3 and 4 players and teams,
and the deck checks for teammates (489.8.h-i)."""

from __future__ import annotations

import pytest

from riftbound import DUEL, MAGMA_CHAMBER, MATCH, SKIRMISH, WAR, Game, Mulligan
from riftbound.cards import load_cards
from riftbound.decks import DeckError, origins_decks, validate_teammates
from tests.helpers import cited_clauses_missing, decks_for, end_turn, new_game

ALL = [DUEL, MATCH, SKIRMISH, WAR, MAGMA_CHAMBER]
RANDOM_PICK = [DUEL, SKIRMISH, WAR, MAGMA_CHAMBER]


def _ids(m):
    return m.name


def to_first_main(game: Game) -> list[tuple[str, int]]:
    """Answer setup decisions (first option, keep every hand) to the first Main Phase; returns the
    (kind, player) of each decision asked."""
    asked = []
    while game.pending().kind in ("choose_battlefield", "mulligan"):
        d = game.pending()
        asked.append((d.kind, d.player))
        game.apply(Mulligan(()) if d.kind == "mulligan" else game.legal_actions()[0])
    return asked


@pytest.mark.parametrize("mode", ALL, ids=_ids)
def test_115_1_b_turn_order_runs_clockwise_from_the_first_player(mode):
    """115.1, 115.1.b, 115.1.c, 489.5.c.2: the turn order is every seat once, starting with the first
    player and going round the table (seats), whoever goes first."""
    n = mode.players
    firsts = set()
    for seed in range(40):
        g = Game.new(decks_for(mode), mode, seed=seed).state
        first = g.first_player
        firsts.add(first)
        assert g.turn_order == [(first + i) % n for i in range(n)]
    assert firsts == set(range(n))  # 115: any seat may go first


@pytest.mark.parametrize("first", [0, 1, 2, 3])
def test_489_5_c_1_teams_alternate_whoever_goes_first(first):
    """489.5.c, 489.5.c.1: first player, an opponent, the first player's teammate, then the first
    opponent's teammate, for each of the four possible first players."""
    g = new_game(MAGMA_CHAMBER, first=first).state
    order = g.turn_order
    team = g.team_of
    assert order[0] == first
    assert team[order[1]] != team[order[0]]
    assert team[order[2]] == team[order[0]] and order[2] != order[0]
    assert team[order[3]] == team[order[1]] and order[3] != order[1]


@pytest.mark.parametrize("mode", ALL, ids=_ids)
def test_116_117_118_hands_mulligans_in_turn_order_then_the_first_turn(mode):
    """116, 117, 118: every player holds 4 cards at the mulligan; the mulligans are asked in turn
    order (after the Match's battlefield choices, 486.5); the first turn is the first player's."""
    for seed in range(3):
        game = Game.new(decks_for(mode), mode, seed=seed)
        g = game.state
        asked = to_first_main(game)
        mulligans = [p for kind, p in asked if kind == "mulligan"]
        assert mulligans == g.turn_order
        if mode is MATCH:
            assert [k for k, _ in asked] == ["choose_battlefield"] * 2 + ["mulligan"] * 2
        d = game.pending()
        assert d.kind == "main" and d.player == g.first_player
        assert game.turn == 1


@pytest.mark.parametrize("mode", ALL, ids=_ids)
def test_116_every_player_draws_four(mode):
    """116: at the first mulligan decision every player holds exactly 4 cards."""
    game = Game.new(decks_for(mode), mode, seed=5)
    to_first = game.pending()
    while to_first.kind == "choose_battlefield":
        game.apply(game.legal_actions()[0])
        to_first = game.pending()
    assert [len(p.hand) for p in game.state.players] == [4] * mode.players


@pytest.mark.parametrize("mode", RANDOM_PICK, ids=_ids)
def test_485_5_487_5_488_5_489_5_a_random_battlefield_from_each_contributing_deck(mode):
    """485.5, 487.5, 488.5, 489.5.a: each contributing player puts exactly one of their own
    battlefields into play, picked at random (different seeds pick different ones), without being
    asked; the other two are not in play."""
    decks = decks_for(mode)
    picks: dict[int, set[str]] = {}
    for seed in range(30):
        game = Game.new(decks, mode, seed=seed)
        assert game.pending().kind == "mulligan"  # nobody was asked
        g = game.state
        assert len(g.battlefields) == mode.battlefield_count
        owners = [g.owner[b.cid] for b in g.battlefields]
        assert len(set(owners)) == len(owners)  # one per contributing player
        assert owners == sorted(owners)  # placed together, in seat order
        for b in g.battlefields:
            seat = g.owner[b.cid]
            card = g.cards[b.cid].id
            assert card in decks[seat].battlefields
            picks.setdefault(seat, set()).add(card)
    assert all(len(p) > 1 for p in picks.values())
    assert len(picks) == mode.players


@pytest.mark.parametrize("mode", [WAR, MAGMA_CHAMBER], ids=_ids)
@pytest.mark.parametrize("first", [0, 1, 2, 3])
def test_488_4_b_489_5_b_the_first_players_battlefields_are_removed(mode, first):
    """488.4.b, 489.5.b: none of the first player's battlefields is in play, whoever goes first; the
    three battlefields in play are the other players'."""
    g = new_game(mode, first=first).state
    owners = sorted(g.owner[b.cid] for b in g.battlefields)
    assert owners == [p for p in range(4) if p != first]


@pytest.mark.parametrize("first", [0, 1, 2])
def test_487_5_in_skirmish_the_first_player_brings_a_battlefield_too(first):
    """487.4, 487.5 (unlike 488.4.b): in Skirmish all three players, the first included, bring one."""
    g = new_game(SKIRMISH, first=first).state
    assert sorted(g.owner[b.cid] for b in g.battlefields) == [0, 1, 2]


def test_486_5_match_choices_in_turn_order_from_each_players_own_battlefields():
    """486.5: in a Match each player is asked, in turn order, to select one of their own three
    battlefields; nothing is picked at random; the selected one is the one in play."""
    decks = decks_for(MATCH)
    for seed in range(4):
        game = Game.new(decks, MATCH, seed=seed)
        g = game.state
        asked = []
        for pick in (1, 2):
            d = game.pending()
            assert d.kind == "choose_battlefield"
            assert len(game.legal_actions()) == 3
            asked.append(d.player)
            game.apply(game.legal_actions()[pick])
        assert asked == g.turn_order
        placed = {g.owner[b.cid]: g.cards[b.cid].id for b in g.battlefields}
        assert placed[asked[0]] == decks[asked[0]].battlefields[1]
        assert placed[asked[1]] == decks[asked[1]].battlefields[2]


def runes_and_hand(game: Game, player: int) -> tuple[int, int]:
    ps = game.state.players[player]
    return len(ps.runes), len(ps.hand)


@pytest.mark.parametrize("mode", ALL, ids=_ids)
@pytest.mark.parametrize("first", [0, 1])
def test_485_7_486_7_487_7_488_7_489_7_first_round_and_second_round(mode, first):
    """485.7, 486.7, 487.7, 488.7, 489.7, 315.3.b, 315.4.b: over the first two rounds, each player's
    runes and hand at their Main Phase (nobody plays anything). In a Duel or Match only the second
    player channels an extra rune; in the other modes the last player does, and the first player
    skips their first draw. From the second round on, everyone channels 2 and draws 1."""
    game = new_game(mode, first=first)
    order = game.state.turn_order
    duel_like = mode in (DUEL, MATCH)
    extra_player = order[1] if duel_like else order[-1]
    for rnd in (1, 2):
        for p in order:
            d = game.pending()
            assert d.kind == "main" and d.player == p
            runes = 2 * rnd + (p == extra_player)
            hand = 4 + rnd - (p == order[0] and not duel_like)
            assert runes_and_hand(game, p) == (runes, hand), (rnd, p)
            end_turn(game, p)


# --- 489.8.h-i: teammates' decks ----------------------------------------------------------------

@pytest.fixture(scope="module")
def origins():
    try:
        jinx, lee, viktor = origins_decks()
    except Exception as e:  # pragma: no cover - the decks ship with the package
        pytest.skip(f"Origins decks unavailable: {e}")
    assert jinx.name == "Origins Jinx" and viktor.name == "Origins Viktor"
    return jinx, lee, viktor


def test_489_8_h_teammates_may_not_use_the_same_champion_legend(origins):
    """489.8.h: two Viktor decks as teammates (seats 0 and 2) are refused, naming the rule, the seats
    and the legend; the same two decks as opponents are fine."""
    jinx, lee, viktor = origins
    with pytest.raises(DeckError) as e:
        Game.new([viktor, jinx, viktor, lee], MAGMA_CHAMBER, seed=0)
    msg = str(e.value)
    assert "489.8.h" in msg and "seats 0 and 2" in msg and "Viktor" in msg
    assert "489.8.i" in msg  # the same deck also brings the same battlefields
    Game.new([viktor, viktor, jinx, lee], MAGMA_CHAMBER, seed=0)  # opponents: allowed


def test_489_8_i_teammates_may_not_use_the_same_battlefield(origins):
    """489.8.i: Jinx and Lee Sin both bring one battlefield of the same name, so they can't be
    teammates (the error names the rule and that battlefield only); as opponents they can."""
    jinx, lee, viktor = origins
    shared = set(jinx.battlefields) & set(lee.battlefields)
    assert len(shared) == 1
    with pytest.raises(DeckError) as e:
        validate_teammates([jinx, viktor, lee, jinx], MAGMA_CHAMBER)
    msg = str(e.value)
    assert "489.8.i" in msg and "seats 0 and 2" in msg and "489.8.h" not in msg
    name = load_cards().by_id(next(iter(shared))).name
    assert name in msg
    others = {load_cards().by_id(c).name for c in jinx.battlefields} - {name}
    assert not any(o in msg for o in others)
    assert "seats 1 and 3" not in msg  # the other team, Viktor with Jinx, is legal


def test_489_8_h_i_legal_teams_play(origins):
    """489.8.h-i: Jinx with Viktor against Lee Sin with Viktor is legal (a legend may repeat across
    teams) and the game starts."""
    jinx, lee, viktor = origins
    validate_teammates([jinx, lee, viktor, viktor], MAGMA_CHAMBER)
    game = Game.new([jinx, lee, viktor, viktor], MAGMA_CHAMBER, seed=1)
    assert game.pending().kind == "mulligan"


def test_489_8_h_i_modes_without_teammates_and_practice_decks_pass(origins):
    """489.8.h-i apply to teammates only: the same deck in every seat of War is fine; practice decks
    (which skip construction rules) are not checked."""
    jinx, _, _ = origins
    validate_teammates([jinx] * 4, WAR)
    validate_teammates(decks_for(MAGMA_CHAMBER), MAGMA_CHAMBER)


def test_cited_clauses_exist():
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []
