"""The browser view of ``riftbound serve``: play a Duel against a bot, replay a game record, open a
judge's position. :mod:`.view` and :mod:`.sessions` need only the engine; :mod:`.app` needs the
``web`` extra (Starlette and uvicorn).
"""
