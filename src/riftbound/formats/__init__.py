"""Deck formats players share: deck codes (:mod:`.deckcode`), text lists (:mod:`.decktext`), and
one resolver for all of them and our JSON (:mod:`.deckspec`). :mod:`.schemas` holds the pydantic
models and JSON Schemas of deck and game-record files; it is imported only when a file is loaded,
so ``import riftbound`` stays free of pydantic."""
