"""The games scripts/count_instructions.sh counts: ``play`` plays them and prints how many decisions
they took; ``start`` does only what every run does before the first game (imports, card table,
decks), so that its count can be taken away. ``yardstick`` plays 200 of the yardstick's games
(../shared/bench) and prints their actions, ``yardstick-start`` only loads it: the yardstick's
instructions per action, to set the engine's beside."""

from __future__ import annotations

import itertools
import random
import sys

from riftbound.bots import RandomBot
from riftbound.decks import origins_decks
from riftbound.game import Game


def yardstick(play: bool) -> None:
    from riftbound.analysis.bench import find_yardstick, load_yardstick

    path = find_yardstick()
    if path is None:
        raise SystemExit("no yardstick: ../shared/bench/yardstick.py or $RIFTBOUND_YARDSTICK")
    module = load_yardstick(path)
    if play:
        print(sum(module.play_random_game(seed)[1] for seed in range(200)))


def main(what: str) -> None:
    if what.startswith("yardstick"):
        return yardstick(what == "yardstick")
    decks = origins_decks()
    Game.new(decks[:2], seed=0, log=False)  # the card table and the decks' first index
    if what == "start":
        return
    n = 0
    for a, b in itertools.combinations(range(3), 2):
        for seed in range(6):
            game = Game.new((decks[a], decks[b]), seed=seed, log=False)
            bots = (RandomBot(), RandomBot())
            bots[0].rng, bots[1].rng = random.Random(seed * 2), random.Random(seed * 2 + 1)
            while not game.is_over():
                seat = game.to_move()
                assert seat is not None
                game.apply(bots[seat].choose(game))
                n += 1
    print(n)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "play")
