"""Write the JSON Schemas of the project's file formats into ``schemas/``.

The schemas are generated from the pydantic models that validate the files, so they can't drift:
``tests/test_position.py`` and ``tests/formats/test_schemas.py`` check that the committed files
equal a fresh generation.

    python scripts/build_schemas.py          # rewrite schemas/*.schema.json
    python scripts/build_schemas.py --check  # exit 1 if a committed schema is out of date
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from riftbound.formats.position import json_schema as position_schema
from riftbound.formats.schemas import deck_schema, record_schema

ROOT = Path(__file__).resolve().parents[1]
SCHEMA_DIR = ROOT / "schemas"

#: file name -> function returning the schema
SCHEMAS: dict[str, Callable[[], dict[str, Any]]] = {
    "position.schema.json": position_schema,
    "deck.schema.json": deck_schema,
    "record.schema.json": record_schema,
}


def render(name: str) -> str:
    """The text of schema ``name`` as it should be committed."""
    return json.dumps(SCHEMAS[name](), indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    SCHEMA_DIR.mkdir(exist_ok=True)
    for name in SCHEMAS:
        path = SCHEMA_DIR / name
        text = render(name)
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        stale.append(name)
        if not check:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    if check and stale:
        print("out of date: " + ", ".join(stale) + " (run python scripts/build_schemas.py)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
