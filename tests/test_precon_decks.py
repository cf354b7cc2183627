"""The built-in champion decks: the Proving Grounds precons (Garen, Lux, Master Yi) beside the Origins
three, played as sold with their one battlefield (docs/rulings.md, ruling 87), refused by name while
any of their cards is unsupported, in ``simulate``'s default set once playable, and the self-play and
matchup evidence of issue 12 over every playable champion deck.

Which precons are playable is discovered (``unsupported_cards``), never hard-coded, so these tests
hold whichever cards land; the Origins three are asserted playable."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from itertools import combinations

import pytest
from click.testing import CliRunner

from riftbound import (
    DUEL,
    MATCH,
    Deck,
    DeckError,
    Game,
    UnsupportedCardError,
    builtin_deck,
    champion_decks,
    load_cards,
    origins_decks,
    precon_decks,
    validate_deck,
)
from riftbound.analysis.matchup import load_matchup_deck
from riftbound.bots import RandomBot
from riftbound.checks import check_deep, check_invariants
from riftbound.cli import cli
from riftbound.cli.base import default_decks
from riftbound.decks import deck_from_dict
from riftbound.formats.deckspec import resolve_deck
from riftbound.formats.records import dumps_record, record_game, replay, validate_record
from riftbound.game import unsupported_cards
from riftbound.match import Match
from tests import SHARED

#: the short names of the built-in Proving Grounds decks (issue 12 asks for three of them at least)
PRECONS = tuple(d.source.removeprefix("builtin:precon-") for d in precon_decks())


def test_the_proving_grounds_decks_of_issue_12_are_built_in() -> None:
    """Issue 12's three champion decks are among the built-in Proving Grounds decks."""
    assert {"garen", "lux", "master-yi"} <= set(PRECONS)


def playable() -> list[Deck]:
    """Every built-in champion deck whose cards the engine all plays."""
    return [d for d in champion_decks() if not unsupported_cards(d)]


def one_battlefield(deck: Deck) -> Deck:
    """``deck`` as a product deck shipping its first battlefield only (a stand-in for a precon
    while none is playable)."""
    return dataclasses.replace(deck, battlefields=deck.battlefields[:1], as_sold=True)


# --------------------------------------------------------------------------- the built-in decks


@pytest.mark.parametrize("stem", PRECONS)
def test_precons_are_built_in_under_every_name(stem: str) -> None:
    """Every ``--deck`` reads a precon by its stem, its short name (a space for the hyphen too) and
    its deck name (formats/deckspec.py, step 2); each is a 40-card deck (103.2) with 12 runes
    (103.3.a) and the one battlefield its box ships, marked as sold (ruling 87)."""
    deck = builtin_deck(f"precon-{stem}")
    for name in (stem, stem.replace("-", " ").upper(), deck.name, f"precon-{stem}"):
        assert resolve_deck(name) == deck
    assert deck.as_sold and len(deck.battlefields) == 1
    assert len(deck.main) + 1 == 40 and len(deck.runes) == 12
    validate_deck(deck)  # legal as sold: every construction rule but the battlefield count
    assert deck in precon_decks() and deck in champion_decks()
    assert champion_decks()[:3] == origins_decks()


@pytest.mark.parametrize("stem", PRECONS)
def test_precons_match_the_shared_decklists(stem: str) -> None:
    """The built-in lists are the Proving Grounds decklists of ../shared/decks, card for card."""
    path = SHARED / "decks" / f"precon-{stem}.json"
    if not path.is_file():
        pytest.skip("needs ../shared/decks")
    shared = deck_from_dict(json.loads(path.read_text(encoding="utf-8")), str(path))
    deck = builtin_deck(stem)
    for zone in ("legend", "champion", "battlefields"):
        assert getattr(deck, zone) == getattr(shared, zone), zone
    for zone in ("main", "runes"):
        assert Counter(getattr(deck, zone)) == Counter(getattr(shared, zone)), zone


def test_the_origins_decks_are_playable_and_in_the_default_set() -> None:
    """The three Origins champion decks are always playable and lead ``simulate``'s default set;
    a precon is in it exactly when every one of its cards is supported."""
    assert all(not unsupported_cards(d) for d in origins_decks())
    assert default_decks() == playable()
    assert default_decks()[:3] == list(origins_decks())


@pytest.mark.parametrize("stem", PRECONS)
def test_a_precon_with_unsupported_cards_is_refused_by_name(stem: str) -> None:
    """A deck holding a card the engine can't play exactly is refused as the game is made, naming
    every such card (the engine's refusal, docs/cards.md); a playable precon starts a Duel."""
    deck = builtin_deck(stem)
    missing = unsupported_cards(deck)
    if not missing:
        game = Game.new([deck, origins_decks()[0]], seed=1, log=False)
        assert game.pending() is not None
        return
    with pytest.raises(UnsupportedCardError) as err:
        Game.new([deck, origins_decks()[0]], seed=1, log=False)
    for name in missing:
        assert name in str(err.value)
    with pytest.raises(UnsupportedCardError):
        load_matchup_deck(stem)
    res = CliRunner().invoke(cli, ["simulate", "-n", "1", "--deck", stem, "--deck", "jinx"])
    assert res.exit_code == 2 and missing[0] in res.output


# --------------------------------------------------------------------------- ruling 87


def test_an_as_sold_deck_brings_its_one_battlefield_to_a_duel() -> None:
    """Ruling 87 (103.4.a, 483.4.a, 485.4.a, 485.5): a product deck played as sold may bring fewer
    battlefields than the Duel's deck building asks, at least one; setup's random pick among its
    battlefields places that one, beside the opponent's, two in play (485.4)."""
    jinx, lee = origins_decks()[0], origins_decks()[1]
    sold = one_battlefield(jinx)
    for seed in range(6):
        game = Game.new([sold, lee], seed=seed, log=False)
        g = game.state
        placed = sorted((g.owner[b.cid], g.cards[b.cid].id) for b in g.battlefields)
        assert len(placed) == 2 and placed[0] == (0, jinx.battlefields[0])
        assert placed[1][1] in lee.battlefields
    for stem in PRECONS:  # each precon's one battlefield is the one its seat places
        deck = builtin_deck(stem)
        if not unsupported_cards(deck):
            g = Game.new([deck, lee], seed=2, log=False).state
            mine = {g.cards[b.cid].id for b in g.battlefields if g.owner[b.cid] == 0}
            assert mine == set(deck.battlefields)


def test_the_battlefield_count_is_still_a_deck_building_rule() -> None:
    """Ruling 87: without ``as_sold`` one battlefield breaks 103.4.a in a Duel; with it, none at
    all, or more than the mode asks, still does; every other construction rule still applies."""
    jinx = origins_decks()[0]
    sold = one_battlefield(jinx)
    with pytest.raises(DeckError, match=r"103\.4\.a"):
        validate_deck(dataclasses.replace(sold, as_sold=False))
    with pytest.raises(DeckError, match=r"103\.4\.a"):
        validate_deck(dataclasses.replace(sold, battlefields=()))
    with pytest.raises(DeckError, match=r"103\.4\.a"):
        validate_deck(dataclasses.replace(jinx, battlefields=jinx.battlefields * 2, as_sold=True),
                      battlefields_needed=3)
    with pytest.raises(DeckError, match=r"103\.2"):
        validate_deck(dataclasses.replace(sold, main=sold.main[:30]))


def test_a_match_refuses_an_as_sold_deck_up_front() -> None:
    """Ruling 87, 486.5: a Match sets aside a won game's battlefields and presents another, which a
    one-battlefield product deck doesn't have; the Match is refused before any game."""
    sold = one_battlefield(origins_decks()[0])
    with pytest.raises(DeckError, match=r"486\.5"):
        Match([sold, origins_decks()[1]], seed=1)
    assert MATCH.best_of == 3 and DUEL.best_of == 1


def test_as_sold_is_kept_by_json_and_game_records() -> None:
    """``as_sold`` is part of the deck's JSON (ruling 87), so a recorded game of a product deck
    replays to the same state."""
    sold = one_battlefield(origins_decks()[0])
    assert sold.to_dict()["as_sold"] is True and "as_sold" not in origins_decks()[0].to_dict()
    assert deck_from_dict(sold.to_dict()) == dataclasses.replace(sold, source="<deck>")
    with pytest.raises(DeckError, match="as_sold"):
        deck_from_dict({**sold.to_dict(), "as_sold": "yes"})
    game = Game.new([sold, origins_decks()[2]], seed=4)
    bots = [RandomBot(1), RandomBot(2)]
    while not game.is_over():
        game.apply(bots[game.to_move() or 0].choose(game))
    record = validate_record(json.loads(dumps_record(record_game(game))))
    assert record["decks"][0]["as_sold"] is True
    assert replay(record).state.key() == game.state.key()


# --------------------------------------------------------------------------- evidence (issue 12)

#: games per pairing (half with each deck in seat 0); every pairing of the playable champion decks
GAMES_PER_PAIRING = 2


def test_self_play_of_every_pairing_of_the_playable_champion_decks() -> None:
    """Every pairing of the playable champion decks (the Origins three and each playable precon),
    both seats: games end with a winner (194.2, 196) and the invariants hold after every action;
    the first game of each pairing also checks clones, illegal actions, hidden information,
    position and notation round trips (``check_deep``) at every tenth decision, and every game at
    each ordering of triggers or choice of a replacement."""
    decks = playable()
    assert set(origins_decks()) <= set(decks)
    seen: Counter = Counter()
    for i, (a, b) in enumerate(combinations(decks, 2)):
        for k in range(GAMES_PER_PAIRING):
            seed = 100 * i + k
            pair = [a, b] if k % 2 == 0 else [b, a]
            game = Game.new(pair, seed=seed)
            bots = [RandomBot(seed * 2), RandomBot(seed * 2 + 1)]
            check_invariants(game)
            steps = 0
            while not game.is_over():
                before = game.clone(log=False)
                if (k == 0 and steps % 10 == 0) or game.pending().kind in ("order_triggers", "replacement"):
                    check_deep(game)
                game.apply(bots[game.to_move() or 0].choose(game))
                check_invariants(game, before)
                steps += 1
                assert steps < 20_000, f"{a.name} vs {b.name}, seed {seed}: no end"
            out = game.outcome()
            assert out is not None and out.winners, f"{a.name} vs {b.name}, seed {seed}"
            seen[a.name] += 1
            seen[b.name] += 1
    assert set(seen) == {d.name for d in decks}


def test_self_play_with_a_product_deck_keeps_invariants() -> None:
    """Ruling 87 in play: games with a one-battlefield product deck (each playable precon, or an
    Origins deck cut to one battlefield as a stand-in) keep the invariants and the deep checks
    (positions of such games round-trip as reachable ones)."""
    decks = [d for d in precon_decks() if not unsupported_cards(d)] or [one_battlefield(origins_decks()[1])]
    for seed, deck in enumerate(decks):
        game = Game.new([deck, origins_decks()[0]], seed=seed)
        bots = [RandomBot(seed), RandomBot(seed + 7)]
        while not game.is_over():
            before = game.clone(log=False)
            check_deep(game)
            game.apply(bots[game.to_move() or 0].choose(game))
            check_invariants(game, before)
        assert game.outcome().winners


def test_the_matchup_report_runs_for_every_champion_deck() -> None:
    """Issue 12: ``riftbound matchup`` with every playable champion deck by its built-in name
    reports every pairing (win rates, example games); every champion deck is either in it or
    refused naming its cards."""
    decks = playable()
    names = [d.source.removeprefix("builtin:") for d in decks]
    res = CliRunner().invoke(cli, ["matchup", *names, "-n", "2", "--workers", "1", "--examples", "1",
                                   "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert [d["name"] for d in data["decks"]] == [d.name for d in decks]
    assert len(data["pairings"]) == len(decks) * (len(decks) - 1) // 2
    assert all(p["games"] == 2 for p in data["pairings"]) and data["games"] == 2 * len(data["pairings"])
    assert all(d["games"] == 2 * (len(decks) - 1) for d in data["decks"])
    assert len(data["examples"]) == 1
    for deck in champion_decks():
        if deck not in decks:
            with pytest.raises(UnsupportedCardError):
                load_matchup_deck(deck.source.removeprefix("builtin:"))


def test_cards_coverage_counts_every_set_and_the_champion_decks() -> None:
    """``riftbound cards --coverage`` reports the supported count of every set of the card table,
    and which built-in champion decks are playable."""
    res = CliRunner().invoke(cli, ["cards", "--coverage", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert set(data["coverage"]) == {c.set for c in load_cards()}
    for entry in data["coverage"].values():
        assert 0 <= entry["supported"] <= entry["cards"]
    decks = {d["deck"]: d for d in data["decks"]}
    assert [d["name"] for d in data["decks"]] == [d.name for d in champion_decks()]
    for deck in champion_decks():
        row = decks[deck.source.removeprefix("builtin:")]
        assert row["playable"] == (not unsupported_cards(deck))
        assert row["unsupported"] == sorted(unsupported_cards(deck))
    text = CliRunner().invoke(cli, ["cards", "--coverage"]).output
    assert "Proving Grounds Garen (precon-garen)" in text
