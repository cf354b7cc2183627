"""The decks of card wave 2 (issue 13): the Spiritforged champion decks (Fiora, Rumble), six
tournament-winning lists, and the eight decks its last cards made playable, built in by name, the
same as the shared decklists card for card, refused by name while a card is unsupported, and, once
playable, played against each other in self-play with invariants and usable in ``matchup``.

Which of them are playable is discovered (``unsupported_cards``), never hard-coded."""

from __future__ import annotations

import json
from collections import Counter
from itertools import combinations

import pytest
from click.testing import CliRunner

from riftbound import (
    Deck,
    Game,
    UnsupportedCardError,
    builtin_deck,
    origins_decks,
    spiritforged_decks,
    tournament_decks,
    unleashed_decks,
    validate_deck,
    vendetta_decks,
)
from riftbound.cli import cli
from riftbound.cli.base import default_decks
from riftbound.decks import all_builtin_decks, deck_from_dict
from riftbound.formats.deckspec import resolve_deck
from riftbound.game import unsupported_cards, unsupported_sideboard
from tests import SHARED
from tests.helpers import self_play_checked

#: built-in stem -> the shared decklist it copies (issue 13 names these eight decks)
ISSUE_13 = {
    "spiritforged-fiora": "precon-fiora",
    "spiritforged-rumble": "precon-rumble",
    "tournament-azir-utrecht": "riftbound-regional-qualifier-utrecht-1-azir-emperor-of-the-sands",
    "tournament-azir-lille": "riftbound-regional-qualifier-lille-1-azir-emperor-of-the-sands",
    "tournament-nasus-guangzhou": "s4-guangzhou-city-challenge-1st-nasus-curator-of-the-sands",
    "tournament-kennen-runes-league": "runes-league-invitational-qualifier-1st-kennen-heart-of-the-tempest",
    "tournament-kennen-chengdu": "s4-chengdu-city-challenge-1st-kennen-heart-of-the-tempest",
    "tournament-kaisa-shenzhen": "s4-shenzhen-city-challenge-1st-kai-sa-daughter-of-the-void",
}
#: the decks the wave's last cards made playable, built in the same way
LATER = {
    "unleashed-vi": "precon-vi",
    "unleashed-vex": "precon-vex",
    "vendetta-zed": "precon-zed",
    "tournament-diana-beijing": "s4-beijing-city-challenge-1st-diana-scorn-of-the-moon",
    "tournament-diana-hangzhou": "s4-hangzhou-city-challenge-1st-diana-scorn-of-the-moon",
    "tournament-diana-vancouver": "riftbound-regional-qualifier-vancouver-1-diana-scorn-of-the-moon",
    "tournament-draven-shanghai": "s4-shanghai-city-challenge-1st-draven-glorious-executioner",
    "tournament-master-yi-wuhan": "s4-wuhan-city-challenge-1st-master-yi-wuju-bladesman",
    "tournament-diana-league-cup": "league-cup-2-cycle-1-1st-diana-scorn-of-the-moon",  # Baron Nashor
    # Pack of Wonders and Ezreal, Prodigy (helper E)
    "tournament-ezreal-vendetta": "triple-win-a-box-vendetta-tournament-1st-ezreal-prodigal-explorer",
}
SOURCES = {**ISSUE_13, **LATER}
WAVE2 = spiritforged_decks() + unleashed_decks() + vendetta_decks() + tournament_decks()


def _stem(deck: Deck) -> str:
    return deck.source.removeprefix("builtin:")


def playable() -> list[Deck]:
    return [d for d in WAVE2 if not unsupported_cards(d)]


def test_the_decks_of_issue_13_are_built_in() -> None:
    """Issue 13's decks: precon-rumble (with Fiora, the other Spiritforged champion deck) and the
    Azir, Nasus, Kennen and Kai'Sa tournament lists, then the Unleashed and Vendetta champion decks
    and the Diana, Draven and Master Yi lists its last cards made playable; none joins
    ``simulate``'s default set."""
    assert sorted(_stem(d) for d in WAVE2) == sorted(SOURCES)
    assert not set(WAVE2) & set(default_decks())
    assert set(WAVE2) <= set(all_builtin_decks())


@pytest.mark.parametrize("stem", sorted(SOURCES))
def test_each_is_found_by_every_name(stem: str) -> None:
    """``--deck`` reads each by stem, short name (kind prefix dropped; spaces for hyphens) and deck
    name (formats/deckspec.py); each is a legal constructed deck (103.2: 40 cards with the chosen
    champion, 103.3.a: 12 runes, 103.4: 3 battlefields)."""
    deck = builtin_deck(stem)
    short = stem.split("-", 1)[1]
    for name in (stem, short, short.replace("-", " ").upper(), deck.name):
        assert resolve_deck(name) == deck
    assert len(deck.main) + 1 == 40 and len(deck.runes) == 12 and len(deck.battlefields) == 3
    assert not deck.as_sold
    validate_deck(deck)


@pytest.mark.parametrize("stem", sorted(SOURCES))
def test_each_matches_its_shared_decklist(stem: str) -> None:
    """The built-in list is the shared decklist card for card, sideboard included."""
    path = SHARED / "decks" / f"{SOURCES[stem]}.json"
    if not path.is_file():
        pytest.skip("needs ../shared/decks")
    shared = deck_from_dict(json.loads(path.read_text(encoding="utf-8")), str(path))
    deck = builtin_deck(stem)
    for zone in ("legend", "champion", "battlefields"):
        assert getattr(deck, zone) == getattr(shared, zone), zone
    for zone in ("main", "runes", "sideboard"):
        assert Counter(getattr(deck, zone)) == Counter(getattr(shared, zone)), zone


@pytest.mark.parametrize("stem", sorted(SOURCES))
def test_unplayable_ones_are_refused_by_name(stem: str) -> None:
    """A deck holding a card the engine can't play exactly is refused as the game is made, naming
    each such card; a playable one starts a Duel."""
    deck = builtin_deck(stem)
    missing = unsupported_cards(deck)
    if not missing:
        assert Game.new([deck, origins_decks()[0]], seed=1, log=False).pending() is not None
        return
    with pytest.raises(UnsupportedCardError) as err:
        Game.new([deck, origins_decks()[0]], seed=1, log=False)
    assert all(name in str(err.value) for name in missing)


def test_deck_validate_names_unsupported_sideboard_cards() -> None:
    """``deck validate`` lists the sideboard cards the engine can't play yet, apart from the deck
    itself (a sideboard is not played, so they don't make the deck unplayable)."""
    deck = next((d for d in WAVE2 if unsupported_sideboard(d)), None)
    if deck is None:
        pytest.skip("every wave-2 sideboard card is supported")
    res = CliRunner().invoke(cli, ["deck", "validate", _stem(deck), "--json"])
    data = json.loads(res.stdout)
    assert data["sideboard_unsupported"] == unsupported_sideboard(deck)
    assert res.exit_code == (0 if data["playable"] else 1)
    text = CliRunner().invoke(cli, ["deck", "validate", _stem(deck)]).stdout
    assert "sideboard: the engine can't play yet" in text


def test_self_play_of_every_pairing_of_the_playable_wave2_decks() -> None:
    """Issue 13's evidence: every pairing of the playable wave-2 decks (and each against the Origins
    Jinx deck), seats alternating: the games end with a winner (194.2, 196), the invariants hold after
    every action, and the deep checks (clones, illegal actions, hidden information, position and
    notation round trips) run at every 25th decision and at every trigger ordering or replacement."""
    decks = [d for d in playable() if _stem(d) in ISSUE_13]
    _self_play([*combinations(decks, 2), *((d, origins_decks()[0]) for d in decks)], 1300)


def test_self_play_of_the_later_playable_decks() -> None:
    """The decks the wave's last cards made playable, each against the Origins Jinx deck and against
    the next of them (so every one meets another new deck), with the same checks as above."""
    later = [d for d in playable() if _stem(d) in LATER]
    pairs = [(d, origins_decks()[0]) for d in later]
    pairs += [(d, later[(i + 1) % len(later)]) for i, d in enumerate(later) if len(later) > 1]
    _self_play(pairs, 1400)


def _self_play(pairs: list[tuple[Deck, Deck]], first_seed: int) -> None:
    for i, (a, b) in enumerate(pairs):
        self_play_checked([a, b] if i % 2 == 0 else [b, a], first_seed + i, f"{a.name} vs {b.name}")


def test_matchup_takes_the_playable_wave2_decks_by_name() -> None:
    """``riftbound matchup`` with up to three playable wave-2 decks by their short names reports
    every pairing."""
    decks = playable()[:3]
    if len(decks) < 2:
        pytest.skip("fewer than two wave-2 decks are playable")
    names = [_stem(d).split("-", 1)[1] for d in decks]
    res = CliRunner().invoke(cli, ["matchup", *names, "-n", "2", "--workers", "1", "--examples", "0",
                                   "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert [d["name"] for d in data["decks"]] == [d.name for d in decks]
    assert len(data["pairings"]) == len(decks) * (len(decks) - 1) // 2
