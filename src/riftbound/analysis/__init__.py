"""Tools that play many games through the public API and report on them: :mod:`.simulate` (seeded
runs of any decks, bots and seats), :mod:`.parallel` (an ordered map on local cores or Ray),
:mod:`.stats`, :mod:`.matchup` and :mod:`.report` (matchup tables and pages), :mod:`.tournament`
(bots against bots), :mod:`.soak` (long random runs with the invariants checked) and :mod:`.bench`
(what ``riftbound bench`` measures)."""
