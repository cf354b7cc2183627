"""Keywords that cards carry tell the engine what they add through the per-game index
(effects/keywords/, issue #10 group L): each test builds the index of a few real cards and checks
the answers a keyword gives, and that a card without the keyword gives none."""

from __future__ import annotations

from riftbound.effects.keywords import keyword_hooks
from riftbound.effects.keywords.equip import EQUIP_SCRIPT
from riftbound.effects.keywords.hunt import HUNT
from riftbound.effects.keywords.quick_draw import QUICK_DRAW_SCRIPT
from riftbound.effects.keywords.temporary import TEMPORARY
from riftbound.effects.keywords.weaponmaster import WEAPONMASTER_SCRIPT, MayWeaponmaster
from riftbound.engine.attachment import EffectText
from riftbound.engine.index import build_index
from riftbound.engine.reactions import ON
from riftbound.sets import IMPLEMENTED

DORANS_BLADE, LONG_SWORD, SERRATED_DIRK = "sfd-095-221", "sfd-022-221", "sfd-009-221"
SPINNING_AXE = "sfd-186-221"  # a gear with Quick-Draw (and an entry since the first card wave)
VORACIOUS_GROMP = "unl-100-219"  # Hunt 3, no entry: a vanilla unit with a keyword
SENTINEL_ADEPT = "sfd-008-221"  # Weaponmaster
VANGUARD_SERGEANT = "ogn-219-298"  # a unit with no keyword


def test_equip_cost_comes_from_the_entrys_equip_ability():
    """818.1.c, 821.1.c.2: a gear's Equip cost is the cost of the Equip ability its entry lists
    (Doran's Blade: one Body Power); the same ability object the engine activates."""
    index = build_index([DORANS_BLADE, VANGUARD_SERGEANT])
    assert index.get("equip_cost", DORANS_BLADE) == (0, (frozenset({"Body"}),))
    assert index.get("equip_cost", VANGUARD_SERGEANT) is None
    (ability,) = index.get("activated", DORANS_BLADE)
    assert ability.script is EQUIP_SCRIPT


def test_quick_draw_needs_the_keyword_and_an_entry():
    """819.1.b: only a gear card with Quick-Draw may be played with Reaction timing; one with no
    entry (no Play Effect to attach it) is not offered."""
    index = build_index([LONG_SWORD, DORANS_BLADE, SPINNING_AXE])
    assert index.get("quick_draw", LONG_SWORD) is True
    assert index.get("quick_draw", DORANS_BLADE) is None
    assert index.get("quick_draw", SPINNING_AXE) is True
    # the same card without its entry (every Quick-Draw gear has one now) answers nothing
    assert "quick_draw" not in dict(keyword_hooks(SPINNING_AXE, None))
    assert dict(keyword_hooks(SPINNING_AXE, IMPLEMENTED[SPINNING_AXE]))["quick_draw"] is True


def test_quick_draw_gives_the_play_effect_that_attaches():
    """819.1.d: the Play Effect of a gear with Quick-Draw attaches it to the unit chosen as it goes
    on the chain; it comes with the keyword, not the entry. A gear without Quick-Draw has none."""
    index = build_index([LONG_SWORD, DORANS_BLADE])
    assert index.get(ON["trigger"], LONG_SWORD).script is QUICK_DRAW_SCRIPT
    assert index.get(ON["trigger"], DORANS_BLADE) is None


def test_weaponmaster_gives_its_play_effect_with_its_you_may():
    """821.1.b-c, 383.3.a: a unit with Weaponmaster has the Play Effect that attaches an Equipment,
    its choice a "you may" made as it goes on the chain; a unit without the keyword has none."""
    index = build_index([SENTINEL_ADEPT, VANGUARD_SERGEANT])
    record = index.get(ON["trigger"], SENTINEL_ADEPT)
    assert record.script is WEAPONMASTER_SCRIPT and isinstance(record.may, MayWeaponmaster)
    assert index.get(ON["trigger"], VANGUARD_SERGEANT) is None


def test_equipment_text_is_the_entrys():
    """718.3: what an Equipment's effect text gives its unit comes from its entry (Serrated Dirk:
    Assault 2); a gear with none answers nothing."""
    index = build_index([SERRATED_DIRK, DORANS_BLADE])
    assert index.get("equipment_text", SERRATED_DIRK) == EffectText(assault=2)
    assert index.get("equipment_text", DORANS_BLADE) is None


def test_hunt_is_a_conquer_and_a_hold_ability_of_a_unit_without_an_entry():
    """823.1.b, 471.2: a unit with Hunt has the Hunt ability as its Conquer and its Hold ability,
    from its keyword alone; a unit without Hunt has neither."""
    index = build_index([VORACIOUS_GROMP, VANGUARD_SERGEANT])
    for kind in ("conquer", "hold"):
        assert index.get(ON[kind], VORACIOUS_GROMP).script is HUNT
        assert index.get(ON[kind], VANGUARD_SERGEANT) is None


def test_every_card_has_the_temporary_ability():
    """816.1.b, 816.2: any permanent may be given Temporary, so every card of the game answers with
    the one Temporary ability (the Sprite token prints it)."""
    index = build_index([VANGUARD_SERGEANT, DORANS_BLADE])
    assert index.get(ON["temporary"], VANGUARD_SERGEANT).script is TEMPORARY
    assert index.get(ON["temporary"], DORANS_BLADE).script is TEMPORARY
