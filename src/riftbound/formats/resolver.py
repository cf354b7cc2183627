"""The judge's resolver: load a position, apply actions, and say what the rules make happen.

:func:`resolve` applies a list of actions in notation (game actions and judge actions, see
:mod:`riftbound.formats.notation`) to a position, one after another, and collects each step's new log
events. Every event carries its rule number; :func:`explain` adds a short plain explanation in the
project's own words (never the rules text). :func:`report_data` and :func:`report_text` give the
whole result: the steps, the points, what was scored this turn, the pending decision with its
legal actions in notation, and the outcome.

If an action fails, the resolution stops there: the actions before it stay applied, nothing after
it is tried, and :attr:`Resolution.error` says which one failed and why.

With ``step_all`` the game stops at every step (:attr:`riftbound.Game.stepping`): a decision
with a single option, or abilities waiting to go on the chain, are left for the judge to answer,
so the state can be read (and changed with judge actions) there.

A conformance fixture (``fixtures/``) checks itself: :func:`run_fixture` compares the result with
the fixture's ``expect`` and lists every difference. The JSON report's shape is published as
``schemas/events.schema.json``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from ..actions import Action, Concede, EndTurn
from ..errors import RiftboundError
from ..game import Game
from ..state import Event
from .judge import BoardAction, apply_board, is_board_text, parse_board
from .notation import JudgeAction, apply_judge, describe_decision, format_action, parse_any
from .position import dump_position

__all__ = ["EXPLAIN", "Resolution", "Step", "StepError", "explain", "report_data", "report_text",
           "resolve"]

Until = Literal["decision", "end-of-turn"]


# --- plain explanations of log events (our own words) -------------------------------------------------

#: (kind, rule) or kind -> a short explanation of why the event happens
EXPLAIN: dict[Any, str] = {
    "first_player": "the player who takes the first turn is chosen at random",
    "battlefield": "each battlefield in play is picked at setup from the ones the players brought",
    "draw": "cards go from the top of the Main Deck to the hand",
    ("draw", "116"): "each player draws their opening hand",
    "mill": "cards go from the top of the Main Deck to the trash",
    "look": "the player looks at cards on top of their Main Deck; looking never causes a Burn Out",
    "reveal": "the cards are shown to everyone; revealing never causes a Burn Out, even when the "
              "deck has fewer cards than asked",
    "burn_out": "cards had to leave an empty Main Deck: the trash is shuffled in as the new deck, "
                "then an opponent gains a point and the action carries on",
    "recycle": "cards go to the bottom of their owner's deck (in random order when there are several)",
    "mulligan": "the player sets aside up to two cards, draws as many, then recycles the set-aside cards",
    "turn": "a new turn begins and the turn player readies what they control",
    "channel": "runes come from the top of the Rune Deck onto the board",
    "skip_draw": "in this mode the first player does not draw on their first turn",
    "play": "the card goes onto the chain with its choices made; its cost is paid next",
    "pay": "runes are exhausted for Energy and recycled for Power to pay the cost",
    "enter": "the paid unit resolves and enters the board, exhausted unless its Accelerate was paid",
    "battlefield_token": "as the unit is played, a battlefield token is added to the board: a new "
                         "battlefield, controlled by no one, at the next index (187.9)",
    "enter_instead": "the unit's own replacement: it enters the battlefield token just added instead of "
                     "where it was played to (369.3)",
    "move": "a Standard Move: the units exhaust and go together to one place",
    "contest": "units arrived at a battlefield their controller does not control: it is contested",
    "uncontested": "the player who contested has no units left there, so it is no longer contested",
    "showdown": "a showdown opens at the contested battlefield; the contesting player gets Focus",
    "combat": "units of opposing players share the battlefield: a combat opens, the contesting "
              "player attacks",
    "pass": "the player with Focus passes it to the next player",
    "showdown_end": "every player passed in a row, so the showdown ends",
    "assign": "a side's total Might is assigned as damage to enemy units, lethal amounts first",
    "deal": "all assigned combat damage is dealt at the same time",
    "kill": "a unit with damage at least equal to its Might dies and goes to its owner's trash",
    "recall": "the unit goes back to its controller's base (this is not a move)",
    ("recall", "466.1.a.2"): "attackers still facing defenders after combat damage go back to base",
    "combat_result": "the combat is decided by who still has units at the battlefield",
    "uncontrolled": "nobody is left at the battlefield after the combat, so nobody controls it",
    "combat_end": "the combat is over and attacker and defender roles are cleared",
    "control": "the player now controls the battlefield",
    "lose_control": "the controller has no units left there, so they lose control of it",
    "conquer": "taking control of a battlefield scores it; a player scores each battlefield at most "
               "once per turn",
    "hold": "controlling a battlefield at the start of one's turn scores it",
    "score_disqualified": "in 2v2, a battlefield a teammate controlled at the start of the turn can't "
                          "be conquered this turn",
    "points_forbidden": "a unit's passive keeps the player from gaining points now; the point is not "
                        "gained (the score, if any, still happened)",
    "score_forbidden": "this battlefield's own passive keeps the player from scoring it now; no point "
                       "and no score abilities",
    "disqualified": "in 2v2, a battlefield a teammate controls at the start of the turn can't be "
                    "conquered by the team this turn",
    "excused": "in 2v2, a battlefield a teammate holds at the start of the turn doesn't count "
               "against the final point",
    "final_point": "one point short of the Victory Score, a Conquer gives the last point only to a "
                   "player who has now scored each battlefield in this turn, as this one has",
    "final_point_denied": "one point short of the Victory Score, a Conquer gives the last point only "
                          "to a player who has now scored each battlefield in this turn; this one has "
                          "not, so they draw a card instead (the battlefield still counts as scored)",
    "gain_points": "the player gains points",
    ("gain_points", "469.1"): "the Conquer gives a point",
    ("gain_points", "469.2"): "the Hold gives a point",
    ("gain_points", "194.1.c"): "an effect gives points",
    ("gain_points", "431.2.c"): "the opponent chosen by the burning-out player gains a point",
    "lose_points": "points are taken away, but never below zero",
    "victory_score": "an effect changes the number of points needed to win",
    "end_turn": "the turn player ends their Main Phase; the Ending Phase follows",
    "removed": "the player leaves the game",
    "banish_all": "what the removed player owned or controlled is banished",
    "win": "the game ends with this player (and their team) as the winner",
    ("win", "323.1"): "in a cleanup, a player at or above the Victory Score with more points than "
                      "everyone else wins (a tie there goes on)",
    ("win", "431.3.c.1"): "a point from a repeated Burn Out in one sequence that reaches the Victory "
                          "Score wins at once, without waiting for a cleanup",
    ("win", "651.1"): "a concession left only one player (or team), who wins",
    ("win", "195"): "the game ends: an effect or the last player remaining decides it",
    "position_shuffle": "the position did not give this deck's order, so it was shuffled",
    "play_spell": "the spell goes onto the chain with its targets chosen; its cost is paid next",
    "play_undone": "a play whose choices are no longer legal is taken back with nothing spent",
    "finalize": "the spell is paid for and waits on the chain; players may now respond",
    "player_target": "a player named by the ability ('choose an opponent') is its target, chosen as it "
                     "goes on the chain, not as it resolves",
    "cards_or_runes": "a player picks for themselves as the spell resolves (they are not its target): "
                      "Cards, and both they and the spell's player draw; or Runes, and both channel a rune",
    "pass_priority": "a player with Priority passes it to the next player; when all have passed in "
                     "a row, the newest item on the chain resolves",
    "resolve": "every player passed in a row, so the newest item on the chain takes effect",
    "spell_done": "a spell that has resolved goes to its owner's trash",
    "focus_passes": "in a showdown, once the chain a player started is empty, Focus moves on to the "
                    "next player",
    "damage": "damage is marked on the unit; it dies in the next cleanup if the damage reaches its "
              "Might",
    "discard": "the player puts a card of their choice from hand into the trash",
    "might": "the unit's Might changes until the end of the turn (or of the combat)",
    "grant_keyword": "an effect gives the unit a keyword until the end of the turn; a value adds to "
                     "the value of the same keyword it already has (Assault, Deflect, Shield), "
                     "another instance of Ganking, Tank or Backline changes nothing",
    "to_hand": "the unit leaves the board and goes to its owner's hand",
    "effect_move": "an effect moves the unit (not a Standard Move: it does not exhaust)",
    "kill_choice": "each player picks one of their own units to kill",
    "instruction_skipped": "an instruction whose targets are gone, or whose earlier linked "
                           "instruction did nothing, is ignored",
    "ready": "the unit readies",
    "exhaust": "the unit exhausts",
    "stun": "a stunned unit adds no Might to combat damage until the end of the turn",
    "trigger": "a unit's triggered ability (a Play Effect once it is on the board; a conquer or "
               "hold ability when its controller scores where it is; an attack or defend trigger as "
               "combat begins) goes on the chain; its target, if any, is chosen now",
    "trigger_no_target": "a triggered ability that needs a target and has none can't go on the chain",
    "ability_done": "a resolved ability leaves the chain; the card it came from stays where it is",
    "from_trash": "the player picks a card of their trash and puts it into their hand",
    "buff": "a buff is a +1 Might counter; a unit holds at most one, and loses it leaving the board",
    "optional_cost": "the player chose to pay the card's optional extra cost with this card; it is "
                     "discarded when the cost is paid, and the card costs less",
    "cost_kill": "the friendly unit the player picked dies to pay the card's extra cost",
    "spend_buff": "the player removes a buff from a unit they control to pay for the effect",
    "equip_cost_paid": "the player pays the Equipment's Equip cost (with runes or the Rune Pool) "
                       "so that Weaponmaster attaches it",
    "buff_might": "for the rest of the turn each buff on the player's friendly units adds one more "
                  "Might",
    "enter_gear": "a gear, once paid for, goes straight to its controller's base, ready",
    "kill_gear": "the gear is killed: it leaves the board for its owner's trash",
    "exhaust_gear": "the gear exhausts (it readies again at its controller's next Awaken)",
    "alone": "the unit attacks or defends with no other friendly unit there: it is alone",
    "hide": "the player pays one Power of any domain and puts a card with Hidden facedown at a "
            "battlefield they control; only they may look at it, and from the next turn on they "
            "may play it at Reaction speed without paying its printed cost",
    "reveal_facedown": "a facedown card is turned face up as it leaves its zone to be played",
    "facedown_lost": "the player no longer controls the battlefield, so the card hidden there goes "
                     "to its owner's trash",
    "facedown_banished": "the player has left the game: their facedown card is banished",
    "facedown_to_hand": "the facedown card goes back to its owner's hand; its owner reveals it as it "
                        "leaves its zone",
    "optional_discount": "a discount on an optional additional cost is applied as that cost is added: "
                         "it takes one Energy or one Power off it, as the player chose (or the only one "
                         "it holds)",
    "temporary": "the permanent now has Temporary: it dies as its controller's next turn begins",
    "copy": "the unit becomes a copy of another: it takes that unit's name, types, tags, costs, domains, "
            "rules text and Might (a copy's are what it copies); its damage, buffs and statuses stay",
    "copy_ends": "the copy effect's duration is over: the unit has its own printed traits again",
    "activate": "the player uses an ability of a unit, legend or gear they control: its choices are "
                "made and its cost paid now, and it waits on the chain like a spell",
    "ganking": "until the turn ends the unit may also move from one battlefield to another",
    "token": "a token unit is created on the board for the player whose effect made it; it is not a "
             "card and vanishes if it ever leaves the board",
    "trigger_cost": "the ability began with \"you may\" and a price: its controller paid it as the "
                    "ability went on the chain, with this card",
    "trigger_unpaid": "its controller declined to pay the triggered ability's cost, so it leaves the "
                      "chain without being finalized (not a counter)",
    "trigger_declined": "the ability began with \"you may\": its controller chose not to use it, so it "
                        "leaves the chain as if it had never triggered",
    "effect_play": "an effect plays a card from the trash or banishment: it waits on the chain until "
                   "that effect has finished, then its player chooses where it enters and pays what "
                   "the effect left of its cost",
    "effect_play_undone": "a card an effect was playing can't be paid for: the play is undone and "
                          "the card goes back where it was",
    "spell_recycled": "the spell was played with \"then recycle it\": as it leaves the chain it goes "
                      "to the bottom of its owner's Main Deck instead of the trash",
    "recycle_unit_cost": "a unit leaves the board for the bottom of its owner's deck to pay for an "
                         "ability; its Might as it left is noted",
    "play_from_trash": "the card is played from its owner's trash by an ability, already paid for, "
                       "and enters where its controller chose",
    "recycle_me_cost": "the ability's card goes from the trash to the bottom of its owner's deck: that is "
                       "the cost of the ability, paid as it is finalized",
    "recycle_me_unpayable": "the ability's card is no longer in the trash, so its cost can't be paid: the "
                            "ability leaves the chain without effect",
    "ready_rune": "the player readies one of their exhausted runes",
    "delayed_created": "the ability sets up a later one: it will trigger at the end of this turn",
    "delayed_not_generated": "the turn is already ending, so the later ability is never set up",
    "trigger_condition_unmet": "the ability's condition, written right after its trigger, is false "
                               "now, so it does not trigger",
    "gain_xp": "the player's experience count goes up; everyone may see it, and cards with Level "
               "read it",
    "spend_xp": "the player pays experience as part of a cost: their count goes down",
    "ability_inactive": "the card's play effect needs another card played this turn (Legion) or "
                        "enough experience (Level), which the player lacks now, so it does nothing",
    "banished_as_looked_at": "the card's owner banished it as they looked at it on top of their deck; they "
                             "may then play it from there for one Power of any domain",
    "flow_given": "a spell in a trash has Flow this turn, its Flow cost its own cost: it may be played from "
                  "there for that price, then banished",
    "given_flow_cost": "of its two Flow prices the player chose the one given to the spell, its own cost",
    "repeat_cost": "the player chose to pay the Repeat price too: the spell will do its work twice",
    "repeat_target": "paying the Repeat price, the player picks the unit (or spell) the second run of "
                     "the spell acts on (the same one as the first or another)",
    "split_drop": "the damage to share out is now smaller than the number of units picked for it, so its "
                  "controller lets go of units until each one left can take at least 1",
    "split_damage": "the effect's controller decides how its damage is shared out among the units still "
                    "picked for it, each taking at least 1; all of it lands at the same moment",
    "group_unfit": "the units picked together for the spell no longer meet what the group as a whole "
                   "must meet (one place, one controller, a Might total), so its controller keeps only "
                   "some of them",
    "name": "the player names a spell or a tag; the card that asked keeps that name while it stays on "
            "the board, and its abilities read it",
    "group_subset": "these are the units the spell still acts on: some of those first picked, which together "
                    "meet the group's requirements again",
    "play_from_trash_flow": "a spell with Flow is taken from its owner's trash to be played for its "
                            "Flow price instead of its printed one",
    "spell_banished": "a spell played from the trash for its Flow price is banished once it is done, "
                      "not put back in the trash",
    "spell_control": "the player gains control of the spell on the chain: it is theirs as it resolves, "
                     "though the player who played it still counts as having played it",
    "new_choices": "the spell's new controller makes new choices for it: its targets and destination, "
                   "among the legal ones (choosing the same keeps them)",
    "choices_made": "the new choices are made; a unit chosen now that was not before triggers its "
                    "abilities for being chosen",
    "countered": "the spell or ability is countered: it does nothing and leaves the chain (a spell for "
                 "its owner's trash; an ability's source stays where it is), and what was paid for it "
                 "stays paid",
    "paid_to_keep": "the spell's controller pays the price a counter asked of them, so the spell is "
                    "not countered",
    "move_banned": "for the rest of the turn that player can't move the unit: no Standard Move, and "
                   "their spells and abilities leave it where it is",
    "champion_returned": "the player's Chosen Champion goes back from their trash to their empty "
                         "Champion Zone, from where it can be played again",
    "unchoosable": "for the rest of the turn the unit is out of reach of its enemies' spells and "
                   "abilities: they can't pick it as a target",
    "damage_prevented": "damage a spell or ability would deal to the unit is prevented by its own "
                        "passive ability: it takes none, so nothing counts as dealt",
    "play_from_banishment": "an effect has the player play a card from their banishment, as part of "
                            "its resolution and without paying its cost: it enters the board anew",
    "not_countered": "the spell aimed at is one that can't be countered: it stays on the chain and will "
                     "resolve as usual",
    "add": "Energy and Power go into the player's rune pool, to pay costs until the pool empties",
    "add_ability": "an ability that only adds resources resolves at once, without waiting on the "
                   "chain; nobody gets Priority or Focus because of it",
    "becomes_mighty": "the unit's Might has risen from below 5 to 5 or more: it is now Mighty, and "
                      "abilities that wait for that trigger",
    ("spell_banished", "427.2"): "the spell told its player to banish it, so it leaves the chain for "
                                 "banishment, not the trash",
    "base_might": "an effect replaces the unit's printed Might until the end of the turn; modifiers "
                  "such as buffs still add to the new value",
    "additional_turn": "an effect queues an extra turn for the player right after this one; then "
                       "the usual turn order picks up again",
    "attach": "the gear is joined to the unit: it goes where the unit goes, adds its Might bonus "
              "to the unit, and its own abilities stop working while joined",
    "detach": "the gear is no longer joined to a unit; it stays on the board where it was, and a "
              "gear left at a battlefield goes back to its controller's base at the next cleanup",
    "equipped": "the unit now carries this Equipment, through the gear's Equip ability",
    "empower": "the object gains the Empowered status, which its own Empowered abilities wait for",
    "disempower": "the object loses the Empowered status",
    "judge_damage": "a judge's effect marks damage on the unit; it dies in the next cleanup if the "
                    "damage reaches its Might",
    "banish": "the card goes straight to its owner's banishment from where it was; from the board "
              "it leaves as a new object would",
    "skip": "an effect makes the player skip this part of the turn or this event: it does not happen "
            "at all, and nothing waiting for it goes off",
    "trash_banished": "a card headed for its owner's trash from somewhere other than their deck is set "
                      "aside in their banishment instead, by a lasting effect of a card they control",
    "play_from_trash_permitted": "a card the player controls lets them play cards out of their trash: "
                                 "this one is played from there, at its usual cost and timing",
    "banish_hand_and_trash": "every card in the player's hand and trash goes to their banishment at once",
    "trash_way_own_cost": "the spell could be played out of the trash for its Flow price or its usual "
                          "one; the player picked the usual price, so Flow will not banish it",
    "becomes_ready": "the unit went from exhausted to ready, which its \"when I become ready\" "
                     "abilities wait for",
    "might_ten": "the unit's Might climbed from under 10 to 10 or more, which its own ability "
                 "waits for",
    "look_to_trash": "the looked-at cards not drawn go to the player's trash; this is not a Burn",
    "optional_extra_cost": "the player chose to pay the card's optional extra cost, which its play "
                           "effect may ask about",
    "prevent": "a shield is put on the unit for the turn: that much of the damage coming to it "
               "will be stopped",
    "prevent_all_effect_damage": "until the end of the turn, damage from spells and abilities is prevented "
                                 "whole, for every unit (combat damage is not)",
    "prevented": "part or all of the damage coming to the unit is stopped by its shield, which "
                 "shrinks by as much",
    "prevent_once": "a one-time shield is put on the unit for the turn: all of the next damage "
                    "coming to it will be stopped, and then the shield is gone",
    "might_modifier": "an effect with no end changes the unit's Might for as long as it stays on "
                      "the board, across turns",
    "put": "the card goes from one of its owner's zones to another, outside the board",
    "token_gone": "a token that leaves the board for any other zone stops existing at once",
    "replace": "an effect puts a token in a battlefield's place: it keeps the index, controller, units "
               "and whatever applied there, and counts as the same battlefield for anything that "
               "names it; the card it took the place of waits in Banishment, which is not a banishing",
    "swap_back": "the token that took a battlefield's place goes away and the card it stood in for "
                 "comes back from Banishment to that place, with everything that applied there",
    "no_swap_back": "no card it stood in for is left in Banishment, so the token can't be swapped back",
    "replaced": "a replacement effect applies: the event happens in its modified form instead",
    "replacement_declined": "the controller of an optional replacement effect chose not to apply "
                            "it (371.2.a), so the event goes on without it",
    # the first card wave (issue 12)
    "turn_effect": "a resolved effect changes the rules for its player until the turn ends, though "
                   "its source is gone",
    "turn_effect_expired": "effects that last \"this turn\" end in the Expiration Step",
    "optional_exhaust": "the player pays the spell's optional extra cost by exhausting a ready unit "
                        "of theirs, for the bigger effect",
    "cost_exhaust": "exhausting the unit is part of what the player pays",
    "optional_spell_cost": "the player chooses to pay the spell's optional additional cost (more Power, or "
                           "discarding a card as it is paid), for the bigger effect",
    "exhaust_cost": "the ability's cost is paid as it goes on the chain: exhausting its source",
    "next_death_replaced": "the unit would die, but an earlier effect replaces its next death this "
                           "turn: the replacing instructions happen instead",
    "death_replaced": "a replacement effect applies to the unit's death, so it does not die",
    "death_replaced_by": "of the replacements that could apply to the unit's death, its controller's "
                         "pick applies instead, so the unit does not die",
    "death_replacement_declined": "the unit's controller does not use an optional replacement for "
                                  "this death; it may still be replaced otherwise, or die",
    "death_replacement_paid": "the unit's controller pays what the optional replacement asks, so it "
                              "applies",
    "heal": "all damage marked on the unit is removed",
    "look_take": "of the cards looked at, the player keeps one in hand; the others are recycled",
    "order_top": "the looked-at cards the player did not recycle go back on top in the order they "
                 "chose",
    "gear_kill_choice": "each player in turn picks one of their own gear for the effect to kill",
    "edict_choice": "another player picks the unit the effect kills: it is not a target",
    "rune_recycled": "the player picks one of their runes, which goes to the bottom of their Rune "
                     "Deck",
    "gear_to_hand": "the gear leaves the board for its owner's hand (a token stops existing)",
    "card_to_deck": "the chosen card leaves the hand for the top or the bottom of its owner's Main "
                    "Deck, as the owner picks",
    "unit_to_deck": "the unit leaves the board for the top or the bottom of its owner's Main Deck, as "
                    "the owner picks (not a kill)",
    "trash_to_hand": "the card chosen in the trash goes to its owner's hand",
    "draw_revealed": "the revealed card is the one the player draws",
    "reveal_to_hand": "the revealed card goes into the player's hand",
    "gear_token": "the effect makes a gear token: a card that exists only on the board",
    "legend_ready": "the effect readies the player's Champion Legend",
    "reflexive_watch": "the spell has damaged the unit; if the next cleanup kills it, the spell's "
                       "\"if this kills it\" ability triggers",
    "death_watch": "the spell leaves a delayed ability behind: if that unit dies before the turn ends, "
                   "it triggers (390.2)",
    "next_card_discount": "the next card this player plays this turn, of any type, will cost 2 Energy and "
                          "2 Power of any domain less (356.4)",
    # card wave 3 (helper E)
    "hand_pick": "the card is chosen among those the opponent revealed; a card in a hand is not a target",
    "hold_delayed_created": "the effect leaves an ability waiting, across turns, for that player's next "
                            "hold, as long as the banished card stays banished",
    "banished_to_hand": "the waiting ability returns the banished card to its owner's hand",
    "unit_kill_choice": "the player picks one of their own units for the effect to kill: it is not a "
                        "target",
    "damage_watch_created": "the spell leaves an ability waiting, until the turn ends, for a unit to take "
                            "damage",
    # card wave 4 (helper H)
    "mode_chosen": "the ability's mode is picked as it goes on the chain, before anyone may respond to it",
    "repeat_discard": "the player picks the card they will discard to pay the spell's Repeat cost; it is "
                      "discarded with the rest of the cost",
    "move_not_made": "the player declined to pay the tax on moving several units at once: the move is "
                     "not made and the units stay ready where they were",
    "next_unit_watch": "the ability leaves a delayed ability behind: the next time that player plays a "
                       "unit this turn, it triggers (390.2)",
    "main_phase_watch": "the ability leaves a delayed ability behind: it triggers as that player's next "
                        "Main Phase begins (390.2, 316.4)",
    "gear_to_base": "the gear goes to that player's base (detached first if it was attached); a gear "
                    "moving is not a unit's move",
    # card wave 4 (helper B, control)
    "gain_control": "the permanent changes controller; it still belongs to its owner, whose trash, hand "
                    "or deck it goes to if it leaves the board",
    "control_watch": "the spell leaves a delayed ability behind: at the end of this turn its player "
                     "loses control of the unit, which is recalled (390.2)",
    "control_back": "the delayed ability gives the unit back to the player it was taken from",
}


def explain(event: Event) -> str:
    """A short explanation, in plain words, of why ``event`` happens."""
    return (EXPLAIN.get((event.kind, event.rule)) or EXPLAIN.get(event.kind)
            or f"({event.kind}, rule {event.rule})")


# --- resolving ---------------------------------------------------------------------------------------

@dataclass(slots=True)
class Step:
    """One applied action: its text as given, what it was read as, and the events it caused."""

    index: int
    text: str
    kind: Literal["action", "judge", "auto"]
    canonical: str
    readable: str
    player: int | None
    events: list[Event]
    note: str = ""


@dataclass(slots=True)
class StepError:
    """The action that failed (1-based ``index`` into the list given) and why; ``label`` says which
    list: "--do" (the command line's) or "fixture action" (a fixture's own ``actions``)."""

    index: int
    text: str
    message: str
    label: str = "--do"

    def __str__(self) -> str:
        return (f"{self.label} {self.index} ({self.text!r}) failed: {self.message}; nothing after "
                "it was applied")


@dataclass(slots=True)
class Resolution:
    """The result of :func:`resolve`: the game as it stands, the steps, and an error if any."""

    game: Game
    steps: list[Step] = field(default_factory=list)
    error: StepError | None = None
    note: str = ""
    source: str = ""
    #: a fixture's expectations the result does not meet (see :func:`run_fixture`)
    mismatches: list[str] = field(default_factory=list)


def _apply_one(game: Game, index: int, text: str) -> Step:
    start = len(game.state.log or [])
    if is_board_text(text):
        board: BoardAction = parse_board(game, text)
        note = apply_board(game, board)
        return Step(index, text, "judge", str(board), text, board.player,
                    list((game.state.log or [])[start:]), note)
    parsed = parse_any(game, text)
    d = game.pending()
    if isinstance(parsed, JudgeAction):
        note = apply_judge(game, parsed)
        return Step(index, text, "judge", str(parsed), str(parsed), parsed.player,
                    list((game.state.log or [])[start:]), note)
    action: Action = parsed
    readable = format_action(game, action)
    player = action.player if isinstance(action, Concede) else (d.player if d else None)
    game.apply(action)
    return Step(index, text, "action", str(action), readable, player, list((game.state.log or [])[start:]))


def resolve(game: Game, dos: Sequence[str], until: Until = "decision", *, step_all: bool = False,
            label: str = "--do") -> Resolution:
    """Apply ``dos`` in order to ``game`` (changed in place) and collect what happened.

    ``until="decision"`` stops after the last action: the engine runs on by itself to the next
    decision that has a real choice (a decision with a single option is taken for the player),
    unless ``step_all`` makes the game stop at every step (:attr:`Game.stepping`, left on).
    ``until="end-of-turn"`` then ends the turn if the Turn Player's main decision is pending and
    runs to the first real decision of the next turn; if another real decision is pending, the
    resolver does not answer it and says so in :attr:`Resolution.note`.
    """
    res = Resolution(game)
    if step_all:
        game.stepping = True
    for i, text in enumerate(dos, 1):
        try:
            res.steps.append(_apply_one(game, i, text))
        except RiftboundError as e:
            res.error = StepError(i, text, str(e), label)
            return res
    if until == "end-of-turn" and not game.is_over():
        d = game.pending()
        if d is not None and d.kind == "main":
            start = len(game.state.log or [])
            game.apply(EndTurn())
            res.steps.append(Step(len(dos) + 1, "end turn", "auto", "end turn", "end turn", d.player,
                                  list((game.state.log or [])[start:]),
                                  "--until-end-of-turn: the turn player ends the turn"))
            d = game.pending()
            if d is not None and d.kind != "main":
                res.note = f"stopped at a real decision before the next Main Phase: {describe_decision(game)}"
        elif d is not None:
            res.note = (f"the turn was not ended: {describe_decision(game)}; the resolver only ends "
                        "the turn at the Turn Player's main decision")
    return res


# --- reporting ---------------------------------------------------------------------------------------

def _jsonable(v: Any) -> Any:
    if isinstance(v, tuple | list):
        return [_jsonable(x) for x in v]
    if isinstance(v, frozenset | set):
        return sorted(_jsonable(x) for x in v)
    return v


def _event_data(game: Game, e: Event) -> dict[str, Any]:
    return {"turn": e.turn, "rule": e.rule, "kind": e.kind, "player": e.player,
            "data": _jsonable(e.data), "text": game.render_event(e), "explanation": explain(e)}


def _scored(game: Game) -> list[dict[str, Any]]:
    """The score ledger of this turn, with how each battlefield was scored when the log says."""
    g = game.state
    how: dict[tuple[int, int], str] = {}
    for e in g.log or []:
        if e.turn == g.turn and e.kind in ("conquer", "hold"):
            how[(e.player, e.data[0])] = e.kind  # type: ignore[index]
    return [{"player": p, "battlefield": bf, "how": how.get((p, bf), "scored earlier this turn")}
            for p, bf in sorted(g.ledger)]


def _outcome(game: Game) -> dict[str, Any] | None:
    out = game.outcome()
    if out is None:
        return None
    return {"winners": list(out.winners), "termination": out.termination.value, "rule": out.rule}


def _battlefields(game: Game) -> list[dict[str, Any]]:
    """Each battlefield: its card, control (190), contested (190.3), the fight staged or going on
    there (323.8-323.9), who scored it this turn (469-470) and the units there."""
    g = game.state
    sd = g.showdown
    out = []
    for i, b in enumerate(g.battlefields):
        fight = None
        if sd is not None and sd.bf == i:
            fight = "combat" if sd.combat else "showdown"
        elif b.combat_staged:
            fight = "combat staged"
        elif b.showdown_staged:
            fight = "showdown staged"
        out.append({"index": i, "card": g.cards[b.cid].name if b.cid >= 0 else None,
                    "controller": b.controller, "contested_by": b.contested_by, "fight": fight,
                    "scored_this_turn_by": sorted(p for p, bf in g.ledger if bf == i),
                    "units": sorted(u.cid for u in g.units.values() if u.loc == i),
                    "facedown": b.facedown[0] if b.facedown is not None else None})
    return out


def report_data(res: Resolution) -> dict[str, Any]:
    """The resolution as JSON-ready data (shape: ``schemas/events.schema.json``): the steps with
    each event's data, the error, the points, the battlefields, the pending decision, the outcome,
    and the whole position as :func:`riftbound.formats.position.dump_position` writes it."""
    game = res.game
    g = game.state
    d = game.pending()
    pending = None
    if d is not None:
        legal = game.legal_actions()
        pending = {"player": d.player, "kind": d.kind, "description": describe_decision(game),
                   "legal": [format_action(game, a) for a in legal],
                   "legal_canonical": [str(a) for a in legal]}
    return {
        "source": res.source,
        "steps": [{"index": s.index, "do": s.text, "kind": s.kind, "action": s.canonical,
                   "readable": s.readable, "player": s.player, "note": s.note,
                   "events": [_event_data(game, e) for e in s.events]} for s in res.steps],
        "error": ({"index": res.error.index, "do": res.error.text, "message": res.error.message,
                   "list": res.error.label} if res.error else None),
        "note": res.note,
        "turn": g.turn,
        "turn_player": g.turn_player,
        "points": [game.points(p) for p in range(len(g.players))],
        "victory_score": game.victory_score(),
        "scored_this_turn": _scored(game),
        "battlefields": _battlefields(game),
        "stepping": game.stepping,
        "pending": pending,
        "outcome": _outcome(game),
        "position": dump_position(game),
        "mismatches": list(res.mismatches),
    }


def report_text(res: Resolution) -> str:
    """The resolution as text for people: each step with its events, rules and explanations."""
    data = report_data(res)
    lines: list[str] = []
    if res.source:
        lines.append(f"position: {res.source}")
    for s in data["steps"]:
        label = "judge" if s["kind"] == "judge" else ("then" if s["kind"] == "auto" else "do")
        who = f"P{s['player']}: " if s["player"] is not None and s["kind"] != "judge" else ""
        lines.append(f"{label} {s['index']}: {who}{s['readable']}")
        if s["note"]:
            lines.append(f"    {s['note']}")
        for e in s["events"]:
            lines.append(f"    {e['text']}")
            lines.append(f"        why: {e['explanation']}")
        if not s["events"]:
            lines.append("    (no events)")
    if res.error:
        lines.append(f"error: {res.error}")
    if res.note:
        lines.append(f"note: {res.note}")
    pts = ", ".join(f"P{p} {n}" for p, n in enumerate(data["points"]))
    lines.append(f"turn {data['turn']} (P{data['turn_player']}'s); points: {pts} "
                 f"(Victory Score {data['victory_score']})")
    scored = "; ".join(f"P{x['player']} bf {x['battlefield']} ({x['how']})"
                       for x in data["scored_this_turn"]) or "nothing"
    lines.append(f"scored this turn: {scored}")
    g = res.game.state
    for b in data["battlefields"]:
        ctrl = "uncontrolled" if b["controller"] is None else f"controlled by P{b['controller']}"
        extra = f", contested by P{b['contested_by']}" if b["contested_by"] is not None else ""
        extra += f", {b['fight']}" if b["fight"] else ""
        units = ", ".join(f"{g.cards[c].name}#{c} (P{g.units[c].controller}"
                          + "".join(f"; {k} this turn" for k in g.units[c].turn_keywords) + ")"
                          for c in b["units"])
        lines.append(f"bf {b['index']} ({b['card'] or 'token battlefield'}): {ctrl}{extra}; "
                     f"units: {units or 'none'}")
    out = data["outcome"]
    if out is not None:
        who = " and ".join(f"P{p}" for p in out["winners"])
        lines.append(f"outcome: {who} won by {out['termination']} (rule {out['rule']})")
    else:
        lines.append("outcome: the game goes on")
    pend = data["pending"]
    if pend is not None:
        lines.append(f"pending: P{pend['player']}'s {pend['kind']} decision: {pend['description']}")
        lines.append("legal actions:")
        lines.extend(f"  {a}" for a in pend["legal"])
    if res.mismatches:
        lines.append(f"the fixture's expectations are not met ({len(res.mismatches)}):")
        lines.extend(f"  mismatch: {m}" for m in res.mismatches)
    return "\n".join(lines)


def is_fixture(data: Any) -> bool:
    """Whether parsed JSON is a conformance fixture (rather than a bare position); the fixtures
    themselves are checked and run by :mod:`riftbound.formats.fixture`."""
    return isinstance(data, dict) and "position" in data and "expect" in data


# --- the report's JSON Schema --------------------------------------------------------------------------

_INT = {"type": "integer"}
_SEAT = {"type": ["integer", "null"], "minimum": 0}
_STR = {"type": "string"}
_JSON_VALUE = {"description": "an int, string, bool, null, or a list of such values (nested)",
               "anyOf": [{"type": ["integer", "string", "boolean", "null"]},
                         {"type": "array", "items": {"$ref": "#/$defs/value"}}]}


def _obj(props: dict[str, Any], required: Sequence[str] | None = None, **extra: Any) -> dict[str, Any]:
    return {"type": "object", "properties": props, "required": list(required or props),
            "additionalProperties": False, **extra}


def events_schema() -> dict[str, Any]:
    """The JSON Schema of ``riftbound resolve --json`` (:func:`report_data`): the steps and their
    events, the battlefields, the pending decision, the outcome and the position."""
    event = _obj({
        "turn": {**_INT, "description": "the turn the event happened on"},
        "rule": {**_STR, "description": "the Core Rules number that made it happen"},
        "kind": {**_STR, "description": "what happened: a key of riftbound.log_text.TEMPLATES, such as "
                                        "'conquer', 'gain_points', 'kill', 'damage', 'win'"},
        "player": {**_SEAT, "description": "the player it concerns or who did it, if any"},
        "data": {"type": "array", "items": {"$ref": "#/$defs/value"},
                 "description": "the event's details, by kind (card instance numbers, battlefield "
                                "indices, amounts), as the engine logs them"},
        "text": {**_STR, "description": "the event in words, ending with its rule number"},
        "explanation": {**_STR, "description": "why it happens, in plain words"},
    }, description="one event of the game log")
    step = _obj({
        "index": {**_INT, "minimum": 1}, "do": _STR,
        "kind": {"enum": ["action", "judge", "auto"]},
        "action": {**_STR, "description": "the canonical form (cards by #cid)"},
        "readable": {**_STR, "description": "the readable form (cards by name)"},
        "player": _SEAT, "note": _STR,
        "events": {"type": "array", "items": {"$ref": "#/$defs/event"}},
    }, description="one applied action and the events it caused")
    battlefield = _obj({
        "index": {**_INT, "minimum": 0}, "card": {"type": ["string", "null"]},
        "controller": _SEAT, "contested_by": _SEAT,
        "fight": {"enum": [None, "showdown", "combat", "showdown staged", "combat staged"]},
        "scored_this_turn_by": {"type": "array", "items": _INT},
        "units": {"type": "array", "items": _INT, "description": "cids of the units there"},
        "facedown": {**_SEAT, "description": "the cid of the card hidden there (107.3)"},
    })
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "riftbound resolve --json",
        "description": "The judge's resolver report: each applied action with its events (rule "
                       "numbers included), then the state reached. 'position' is the full position "
                       "(schemas/position.schema.json).",
        **_obj({
            "source": _STR,
            "steps": {"type": "array", "items": {"$ref": "#/$defs/step"}},
            "error": {"anyOf": [{"type": "null"}, _obj({
                "index": {**_INT, "minimum": 1}, "do": _STR, "message": _STR,
                "list": {"enum": ["--do", "fixture action"]}})]},
            "note": _STR, "turn": _INT, "turn_player": _INT,
            "points": {"type": "array", "items": _INT},
            "victory_score": _INT,
            "scored_this_turn": {"type": "array", "items": _obj({
                "player": _INT, "battlefield": _INT, "how": _STR})},
            "battlefields": {"type": "array", "items": {"$ref": "#/$defs/battlefield"}},
            "stepping": {"type": "boolean", "description": "the game stops at every step"},
            "pending": {"anyOf": [{"type": "null"}, _obj({
                "player": _INT, "kind": _STR, "description": _STR,
                "legal": {"type": "array", "items": _STR},
                "legal_canonical": {"type": "array", "items": _STR}})]},
            "outcome": {"anyOf": [{"type": "null"}, _obj({
                "winners": {"type": "array", "items": _INT}, "termination": _STR, "rule": _STR})]},
            "position": {"type": "object", "description": "the position reached, as "
                                                          "riftbound.dump_position writes it"},
            "mismatches": {"type": "array", "items": _STR,
                           "description": "a fixture's expectations that were not met"},
        }),
        "$defs": {"event": event, "step": step, "battlefield": battlefield, "value": _JSON_VALUE},
    }
