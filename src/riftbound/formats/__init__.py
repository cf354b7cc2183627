"""File and text formats, a module per job. Decks players share: deck codes (:mod:`.deckcode`),
text lists (:mod:`.decktext`), and one resolver for all of them and our JSON (:mod:`.deckspec`).
:mod:`.schemas` holds the pydantic models and JSON Schemas of deck and game-record files.
Positions (gathered by :mod:`riftbound.formats.position`): names and the error (:mod:`.position_base`),
the file's shape (:mod:`.position_model`), writing (:mod:`.position_dump`), reading
(:mod:`.position_load`), building and checking the state (:mod:`.position_build`,
:mod:`.position_checks`), the task stack (:mod:`.position_tasks`). Action notation (gathered by
:mod:`riftbound.formats.notation`): reading text (:mod:`.notation_parse`), describing the game in
messages (:mod:`.notation_describe`), matching against legal actions (:mod:`.notation_match`),
``parse_action`` (:mod:`.notation_resolve`), ``format_action`` (:mod:`.notation_format`), judge
actions (:mod:`.judge_actions`). The modules with pydantic models are imported only when a file
is loaded, so ``import riftbound`` stays free of pydantic."""
