"""Building the :class:`~riftbound.state.GameState` a position describes: cards and their
instance numbers, zones, units, gear, the chain, the showdown, the outcome and the pending
decision with its defaults, each problem recorded with its path in the file."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..actions import code_chain, code_facedown
from ..cards import CardDef
from ..decks import Deck
from ..engine.copies import copy_card
from ..engine.core import emit
from ..engine.granted import FORMS, parse_keyword, with_keyword
from ..engine.index import attach_index
from ..engine.passives import BUFF_MIGHT
from ..engine.points import MAX_VICTORY_SCORE, MIN_VICTORY_SCORE
from ..engine.primitives import MOVED_FROM_FACT, shuffle
from ..engine.reactions import ON
from ..engine.scoring import Outcome, Termination
from ..engine.units import ABILITY_NAMES
from ..game import unsupported_cards
from ..modes import MODES
from ..rng import seed_state
from ..state import (
    ATTACKER,
    DEFENDER,
    Battlefield,
    ChainItem,
    Decision,
    GameState,
    Gear,
    Showdown,
    Unit,
    base_of,
)
from .position_base import _ROLES, MAX_COPIES, _Text, side_role
from .position_checks import _Checks, _exact_cards
from .position_model import (
    ActivatedObject,
    BattlefieldModel,
    ChainObject,
    DecisionModel,
    FacedownObject,
    GearObject,
    PlayerModel,
    RuneObject,
    TriggerObject,
    UnitObject,
    Unordered,
)
from .position_tasks import _ABILITY_NAME, _INVALID, _PLACING_TASKS

# --- building the state ---------------------------------------------------------------------------

def _below(items: list[ChainItem], code: int) -> bool:
    """Whether chain target ``code`` (a cid, or an older item's code, ruling 116) names one of
    ``items``, the items below on the chain."""
    if code < 0:
        return False
    cid, nth = code_chain(code)
    return sum(1 for i in items if i.cid == cid) > nth


class _Builder(_Checks):
    """Builds the GameState a position describes, recording every problem found on the way."""

    # -- the build --

    def build(self) -> GameState | None:
        m = self.m
        mode = MODES.get(m.mode)
        if mode is None:
            self.fail("mode", m.mode, "one of " + ", ".join(sorted(MODES)))
            return None
        n = self.n = mode.players
        self.seats = f"a seat 0..{n - 1}"
        nteams = max(mode.teams) + 1
        players = m.players if m.players is not None else [PlayerModel() for _ in range(n)]
        if len(players) != n:
            self.fail("players", _Text(f"{len(players)} players"), f"exactly {n} for {mode.name}")
            return None
        bfs = (m.battlefields if m.battlefields is not None
               else [BattlefieldModel() for _ in range(mode.battlefield_count)])
        self.nbf = len(bfs)
        if m.rng is not None and m.seed is not None:
            self.fail("seed", m.seed, "only one of rng and seed")

        # turn structure and defaults
        pending_given = "pending" in m.model_fields_set
        pd = m.pending
        phase = m.phase
        if phase is None:
            phase = ("over" if m.outcome is not None else
                     "mulligan" if pd is not None and pd.kind == "mulligan" else "main")
        early = phase in ("setup", "mulligan")
        order = m.turn_order
        if order is not None and sorted(order) != list(range(n)):
            self.fail("turn_order", order, f"each seat 0..{n - 1} once")
            order = None
        fp = m.first_player
        if fp is not None and self.seat(fp, "first_player") is None:
            fp = None
        tp = m.turn_player
        if tp is not None and self.seat(tp, "turn_player") is None:
            tp = None
        turn = m.turn
        if order is None:
            if fp is None:
                if tp is not None and early:
                    fp = tp
                elif tp is not None and turn:
                    fp = (tp - (turn - 1)) % n
                else:
                    fp = 0
            order = [(fp + i) % n for i in range(n)]
        elif fp is None:
            fp = order[0]
        if early:
            tp = fp if tp is None else tp
            turn = 0 if turn is None else turn
        else:
            if tp is None:
                tp = order[(turn - 1) % n] if turn else fp
            if turn is None:
                turn = 1 + order.index(tp)
        for k, s in enumerate(m.extra_turns):
            self.seat(s, f"extra_turns[{k}]")
        rounds, rest = divmod(turn, n)
        started = [0] * n
        for k, seat in enumerate(order):
            started[seat] = rounds + (k < rest)

        # players: points, zones
        team_points: dict[int, int] = {}
        for i, pm in enumerate(players):
            team = mode.teams[i]
            if pm.team is not None and pm.team != team:
                self.fail(f"players[{i}].team", pm.team, f"{team}, the seat's team in {mode.name} "
                          "(read-only)")
            if pm.points is not None:
                if team in team_points and team_points[team] != pm.points:
                    self.fail(f"players[{i}].points", pm.points,
                              f"{team_points[team]}, the points of teammate(s) "
                              "(a team shares its points, 489.8.d)")
                team_points.setdefault(team, pm.points)
        zones: list[dict[str, Any]] = []
        for i, pm in enumerate(players):
            pre = f"players[{i}]"
            z: dict[str, Any] = {}
            z["legend"] = self.ref(pm.legend, pre + ".legend", i) if pm.legend is not None else None
            z["champion"] = (self.ref(pm.champion, pre + ".champion", i)
                             if pm.champion is not None else None)
            for key in ("deck", "rune_deck"):
                val = getattr(pm, key)
                cards = val.unordered if isinstance(val, Unordered) else val
                sub = ".unordered" if isinstance(val, Unordered) else ""
                z[key] = [self.ref(c, f"{pre}.{key}{sub}[{k}]", i) for k, c in enumerate(cards)]
                z[key + "_unordered"] = isinstance(val, Unordered)
            for key in ("hand", "trash", "banishment", "set_aside"):
                z[key] = [self.ref(c, f"{pre}.{key}[{k}]", i)
                          for k, c in enumerate(getattr(pm, key))]
            z["runes"] = [(self.ref(r, f"{pre}.runes[{k}]", i),
                           r.exhausted if isinstance(r, RuneObject) else False)
                          for k, r in enumerate(pm.runes)]
            z["base"] = [self.unit(u, f"{pre}.base[{k}]", i, -1 - i)
                         for k, u in enumerate(pm.base)]
            z["gear"] = [(self.ref(x, f"{pre}.gear[{k}]", i), isinstance(x, GearObject) and x.exhausted,
                          isinstance(x, GearObject) and x.temporary) for k, x in enumerate(pm.gear)]
            zones.append(z)
        bf_zones: list[tuple[int | None, list]] = []
        for j, bm in enumerate(bfs):
            pre = f"battlefields[{j}]"
            self.seat(bm.controller, pre + ".controller")
            self.seat(bm.contested_by, pre + ".contested_by")
            if "card" not in bm.model_fields_set:
                card_ref: Any = f"Blank Battlefield {j + 1}"
            else:
                card_ref = bm.card
            occ = self.ref(card_ref, pre + ".card", j % n) if card_ref is not None else None
            ctrl = bm.controller if bm.controller is not None and bm.controller < n else None
            units = [self.unit(u, f"{pre}.units[{k}]", ctrl, j) for k, u in enumerate(bm.units)]
            bf_zones.append((occ, units))
            fd = bm.facedown
            if isinstance(fd, str):
                fd = bm.facedown = FacedownObject.model_construct(card=fd)
            if fd is not None:  # 107.3: its controller defaults to the battlefield's
                who = fd.controller if fd.controller is not None else ctrl
                if who is None or who >= n:
                    self.fail(pre + ".facedown.controller", who, self.seats)
                else:
                    self.facedown_occ[j] = (self.ref(fd, pre + ".facedown", who), who)
        chain: list[int | None] = [None if isinstance(c, TriggerObject | ActivatedObject)
                                   else self.ref(c, f"chain[{k}]", tp)
                                   for k, c in enumerate(m.chain)]
        for k, entry in enumerate(m.unused):
            self.ref(entry, f"unused[{k}]", None)
        for o in self.occ:
            if o.owner is None and o.card is not None:
                self.fail(o.path, _Text("a card without an owner"),
                          self.seats + " in its 'owner' field (a card here has no default owner)")
        cids = self.cids = self.assign_cids()
        if cids is None:
            return None
        self.check_cards(zones, bf_zones, chain)
        if self.problems and any(o.card is None for o in self.occ):
            return None

        # the game state
        ncards = len(self.occ)
        table: list[CardDef] = [self.db.cards[0]] * ncards
        owner = [0] * ncards
        for k, (o, c) in enumerate(zip(self.occ, cids, strict=True)):
            if o.card is not None:
                table[c] = o.card
                if k in self.copies:  # 477.1.b.1: before the index is built, which must know it
                    copied, until = self.copies[k]
                    table[c] = copy_card(copied, o.card, until)
                owner[c] = o.owner if o.owner is not None and o.owner >= 0 else 0
        g = GameState(tuple(table), tuple(owner), mode)
        attach_index(g)
        self.g = g
        g.rng = m.rng if m.rng is not None else seed_state(m.seed or 0)
        g.vs_delta = m.vs_delta
        vs = mode.victory_score + m.vs_delta
        if not MIN_VICTORY_SCORE <= vs <= MAX_VICTORY_SCORE:
            self.fail("vs_delta", m.vs_delta, f"a change that leaves the Victory Score ({mode.victory_score} "
                      f"in {mode.name}) between {MIN_VICTORY_SCORE} and {MAX_VICTORY_SCORE} (here it "
                      f"would be {vs})")
        g.turn = turn
        g.turn_player = tp
        g.first_player = fp
        g.turn_order = list(order)
        g.extra_turns = list(m.extra_turns)
        g.phase = phase
        g.points = [team_points.get(t, 0) for t in range(nteams)]
        g.burnout_seq = m.burnout_seq
        g.counts = dict(m.this_turn)
        for key, value in m.this_turn.items():  # counts are >= 0; a location noted may be a base
            if value < 0 and not key.startswith(MOVED_FROM_FACT + ":"):
                self.fail(f"this_turn.{key}", value, "an integer >= 0 (only a location noted for the turn, "
                          f"'{MOVED_FROM_FACT}:<card>', is negative: a base)")
        g.decisions = m.decisions
        units_listed: list[Unit] = []
        shuffles: list[tuple[int, str]] = []
        for i, (pm, z) in enumerate(zip(players, zones, strict=True)):
            p = g.players[i]
            p.legend = cids[z["legend"]] if z["legend"] is not None else None
            p.champion = cids[z["champion"]] if z["champion"] is not None else None
            for key, attr in (("deck", "deck"), ("rune_deck", "rune_deck")):
                lst = [cids[k] for k in z[key]]
                if z[key + "_unordered"]:
                    setattr(p, attr, lst)
                    shuffles.append((i, attr))
                else:
                    setattr(p, attr, lst[::-1])
            p.hand = [cids[k] for k in z["hand"]]
            p.trash = [cids[k] for k in z["trash"]]
            p.banishment = [cids[k] for k in z["banishment"]]
            p.set_aside = [cids[k] for k in z["set_aside"]]
            p.runes = [cids[k] for k, _ in z["runes"]]
            p.rune_exhausted = [ex for _, ex in z["runes"]]
            p.pool_energy = pm.pool.energy
            p.pool_power = list(pm.pool.power)
            p.pool_restricted = [(r.resource, r.only) for r in pm.pool.restricted]
            p.alive = pm.alive
            if pm.buff_might:  # 703: kept with the turn's counts (an effect of the player this turn)
                g.counts[f"{BUFF_MIGHT}{i}"] = pm.buff_might
            p.legend_exhausted = pm.legend_exhausted
            if pm.legend_exhausted and p.legend is None:
                self.fail(f"players[{i}].legend_exhausted", True, "false: the player has no legend")
            p.legend_empowered = pm.legend_empowered
            if pm.legend_empowered and p.legend is None:
                self.fail(f"players[{i}].legend_empowered", True, "false: the player has no legend")
            p.xp = pm.xp
            if pm.chosen_champion is None:  # 103.2.a.3: by default the card in the Champion Zone
                p.chosen_champion = g.cards[p.champion].id if p.champion is not None else None
            else:
                chosen = _exact_cards().get(pm.chosen_champion)
                if chosen is None or not chosen.is_champion_unit:
                    self.fail(f"players[{i}].chosen_champion", pm.chosen_champion,
                              "a champion unit's card id or exact name (103.2.a.2)")
                else:
                    p.chosen_champion = chosen.id
            p.turns_started = pm.turns_started if pm.turns_started is not None else started[i]
            if pm.mulliganed is not None:
                p.mulliganed = pm.mulliganed
            elif phase == "setup":
                p.mulliganed = False
            elif phase == "mulligan":
                p.mulliganed = False  # set below once the pending decision is known
            else:
                p.mulliganed = True
            units_listed += [u for u in z["base"] if u is not None]
            for k, ex, tmp in z["gear"]:  # 149.2: gear on the board, in its controller's base
                g.gear[cids[k]] = Gear(cids[k], i, base_of(i), ex, tmp)
        for j, (occ_i, units) in enumerate(bf_zones):
            bm = bfs[j]
            g.battlefields.append(Battlefield(
                cids[occ_i] if occ_i is not None else -1,
                bm.controller if bm.controller is not None and bm.controller < n else None,
                bm.contested_by if bm.contested_by is not None and bm.contested_by < n else None,
                bm.showdown_staged, bm.combat_staged))
            if j in self.facedown_occ and isinstance(bm.facedown, FacedownObject):
                k, who = self.facedown_occ[j]
                hidden_on = bm.facedown.turn if bm.facedown.turn is not None else max(turn - 1, 0)
                g.battlefields[j].facedown = (cids[k], who, hidden_on)
            self.replaced(g, j, bm.replaced)
            units_listed += [u for u in units if u is not None]
        self.unit_paths: dict[int, str] = {}
        for u in units_listed:
            self.unit_paths[cids[u.cid]] = self.occ[u.cid].path
            u.cid = cids[u.cid]
        # placeholders until chain_items builds them: the cid of each item (a card, or an
        # ability's source), which a pending decision's context may name
        g.chain = [ChainItem(cids[k], 0, "spell") if k is not None
                   else ChainItem(getattr(m.chain[j], "trigger", getattr(m.chain[j], "activated", -1)),
                                  0, "trigger")
                   for j, k in enumerate(chain)]
        self.place_units(g, units_listed)
        self.attachments(g, players)
        self.showdown(g, tp)
        self.sets(g, nteams)
        self.outcome_and_pending(g, pd, pending_given, players)
        self.chain_items(g, chain)
        if g.showdown is not None and g.showdown.opened_by is None and g.chain:
            g.showdown.opened_by = g.chain[0].kind  # 346.1: by default the oldest item opened it
        self.tasks(g)
        for i, attr in shuffles:
            shuffle(g, getattr(g.players[i], attr))
            emit(g, "108.4.d" if attr == "deck" else "108.5.d", "position_shuffle", i, attr)
        self.info(g)
        if self.problems:
            return None
        self.reachable(g, players, bfs)
        if not self.problems:
            self.playable(g)
        return g if not self.problems else None

    def unit(self, u: Any, path: str, default_ctrl: int | None, loc: int) -> Unit | None:
        if isinstance(u, str):
            obj = UnitObject.model_construct(card=u)
        else:
            obj = u
        ctrl = obj.controller
        if ctrl is not None and self.seat(ctrl, path + ".controller") is None:
            return None
        if ctrl is None:
            ctrl = obj.owner if obj.owner is not None and obj.owner < self.n else default_ctrl
        if ctrl is None:
            self.fail(path, _Text("a unit without a controller"),
                      self.seats + " in its 'controller' field (the battlefield has no controller "
                      "to default to)")
        k = self.ref(u, path, ctrl if ctrl is not None else _INVALID)
        if obj.copy_of is not None:  # 477.1.b.1: a copy of a unit
            copied = self.card(obj.copy_of, path + ".copy_of")
            if copied is not None and copied.type != "Unit":
                self.fail(path + ".copy_of", obj.copy_of, "a unit card (a unit copies a unit, 477.1.b.1)")
            elif copied is not None:
                self.copies[k] = (copied, -1 if obj.copy_until is None else obj.copy_until)
        elif obj.copy_until is not None:
            self.fail(path + ".copy_until", obj.copy_until, "null: the unit is no copy (no 'copy_of')")
        if ctrl is None:
            return None
        granted: tuple[str, ...] = ()
        for i, text in enumerate(obj.keywords_this_turn):  # 801.3.a: one grant each, summed
            try:
                granted = with_keyword(granted, *parse_keyword(text))
            except ValueError:
                self.fail(f"{path}.keywords_this_turn[{i}]", text, "a keyword granted this turn: " + FORMS)
        # the unit's cid is resolved later; keep the occurrence index for now
        return Unit(k, ctrl, loc, obj.exhausted, obj.damage, _ROLES[obj.role], obj.buffs,
                    obj.might_this_turn, obj.might_this_combat, obj.stunned, obj.temporary,
                    base_might=-1 if obj.base_might_this_turn is None else obj.base_might_this_turn,
                    empowered=obj.empowered, might_mod=obj.might_modifier, turn_keywords=granted)

    def replaced(self, g: GameState, j: int, cids: list[int]) -> None:
        """Rule 438.1.a: the objects battlefield ``j`` replaced, each a cid of the position once, not
        its own; a card among them is in its owner's Banishment or elsewhere (swapped back, 438.7.b)."""
        path = f"battlefields[{j}].replaced"
        for k, c in enumerate(cids):
            if not self.is_cid(c) or c == g.battlefields[j].cid or c in cids[:k]:
                self.fail(f"{path}[{k}]", c, f"a cid 0..{len(g.cards) - 1}, once, other than the "
                          "battlefield's own")
                return
        g.battlefields[j].replaced = tuple(cids)

    def assign_cids(self) -> list[int] | None:
        """Given cids stay; the others take the lowest free numbers in canonical order."""
        n = len(self.occ)
        where: dict[int, str] = {}
        bad = False
        for o in self.occ:
            if o.cid is None:
                continue
            if o.cid in where:
                self.fail(o.path + ".cid", o.cid, f"a cid used once (also at {where[o.cid]}): "
                          "a card can't be in two places")
                bad = True
            elif o.cid >= n:
                self.fail(o.path + ".cid", o.cid, f"0..{n - 1}: the {n} cards of the position are "
                          "numbered without gaps")
                bad = True
            else:
                where[o.cid] = o.path
        if bad:
            return None
        free = (c for c in range(n) if c not in where)
        return [o.cid if o.cid is not None else next(free) for o in self.occ]

    def check_cards(self, zones: list[dict], bf_zones: list, chain: list[int | None]) -> None:
        """Each card's kind fits its zone (107-108), and the engine can play it."""
        def want(k: int, types: tuple[str, ...], what: str) -> None:
            o = self.occ[k]
            if o.card is not None and o.card.type not in types:
                self.fail(o.path, _Text(f"{o.card.name!r}, a {o.card.type}"), what)

        main = ("Unit", "Spell", "Gear")
        for z in zones:
            if z["legend"] is not None:
                want(z["legend"], ("Legend",), "a Legend card (107.4)")
            if z["champion"] is not None:
                want(z["champion"], ("Unit",), "a Champion unit (108.3.b)")
                card = self.occ[z["champion"]].card
                if (not self.practice and card is not None and card.type == "Unit"
                        and not card.is_champion_unit):  # a Signature unit too, 103.2.d.3
                    self.fail(self.occ[z["champion"]].path,
                              _Text(f"{card.name!r}, a {card.supertype or 'non-Champion'} unit"),
                              'a Champion unit (103.2.a.2, 103.2.d.3), or "practice": true')
            for key in ("deck", "hand", "trash", "set_aside"):
                for k in z[key]:
                    want(k, main, "a Main Deck card: Unit, Spell or Gear (103.2)")
            for k in z["rune_deck"]:
                want(k, ("Rune",), "a Rune card (103.3)")
            for k, _ in z["runes"]:
                want(k, ("Rune",), "a Rune card (160)")
        for occ_i, _ in bf_zones:
            if occ_i is not None:
                want(occ_i, ("Battlefield",), "a Battlefield card (169)")
        for k, _ in self.facedown_occ.values():
            want(k, main, "a Main Deck card (421.1: cards are hidden from a hand or Champion Zone)")
        for k in chain:
            if k is not None:
                want(k, main, "a Main Deck card being played (354)")
        for z in zones:
            for u in z["base"]:
                if u is not None:
                    want(u.cid, ("Unit",), "a Unit card (140)")
            for k, _, _ in z["gear"]:
                want(k, ("Gear",), "a Gear card (147)")
        for _, units in bf_zones:
            for u in units:
                if u is not None:
                    want(u.cid, ("Unit",), "a Unit card (140)")
        ids = sorted({o.card.id for o in self.occ if o.card is not None}
                     | {copied.id for copied, _ in self.copies.values()})
        bad = set(unsupported_cards(Deck("", None, None, tuple(ids), (), ()), self.db))
        for o in self.occ:
            if o.card is not None and o.card.name in bad:
                self.fail(o.path, o.card.name, "a card the engine can play (this one's abilities "
                          "are not implemented yet)")
        for k, (copied, _) in self.copies.items():
            if copied.name in bad:
                self.fail(self.occ[k].path + ".copy_of", copied.name, "a card the engine can play (this "
                          "one's abilities are not implemented yet)")
        if self.copy_limits and not self.practice:
            counts: Counter = Counter()
            for o in self.occ:
                if (o.card is not None and o.card.type in main and not o.card.is_token
                        and o.owner is not None and o.owner >= 0):
                    counts[(o.owner, o.card.name)] += 1
                    if counts[(o.owner, o.card.name)] == MAX_COPIES + 1:
                        self.fail(o.path, _Text(f"a 4th copy of {o.card.name!r} owned by P{o.owner}"),
                                  f"at most {MAX_COPIES} copies of a name per player (103.2.b), "
                                  'or "practice": true')

    def chain_items(self, g: GameState, chain: list[int | None]) -> None:
        """The chain's items with their controllers and choices (328-329, 355)."""
        d = g.pending
        items = []
        for k, (occ_i, raw) in enumerate(zip(chain, self.m.chain, strict=True)):
            path = f"chain[{k}]"
            if isinstance(raw, ActivatedObject):
                items.append(self.activated_item(g, raw, path))
                continue
            if occ_i is None:
                assert isinstance(raw, TriggerObject)
                # 337.1.b: pending triggered abilities are finalized oldest first, so one above a
                # pending one is pending too unless the file says otherwise
                below = any(not it.finalized and it.kind in ABILITY_NAMES for it in items)
                items.append(self.trigger_item(g, raw, path, below))
                continue
            cid = g.chain[k].cid
            obj = raw if isinstance(raw, ChainObject) else ChainObject.model_construct(card=raw)
            card = self.occ[occ_i].card
            owner = g.owner[cid]
            ctrl = obj.controller
            if ctrl is not None and self.seat(ctrl, path + ".controller") is None:
                ctrl = None
            if ctrl is None:
                ctrl = owner if 0 <= owner < self.n else 0
            ctype = card.type if card is not None else None
            typed = {"Unit": "unit", "Gear": "gear"}.get(ctype, "spell") if ctype is not None else None
            kind = obj.kind or typed or "spell"
            if typed is not None and kind != typed:
                self.fail(path + ".kind", kind, f"{typed}, as the card is a {ctype}")
            paying = d is not None and d.kind == "pay" and d.context[:1] == (cid,)
            finalized = obj.finalized if obj.finalized is not None else (kind == "spell" and not paying)
            targets: list[tuple[int, ...]] = []
            for a, group in enumerate(obj.targets):
                for b, c in enumerate(group):
                    if (c != -1 and not self.player_target(c)  # a player: 355.10, actions.player_code
                            and c not in g.units and c not in g.gear  # a gear: Fading Memories
                            and not _below(items, c)  # 425.3: a spell or ability below (ruling 116)
                            and not any(c in p.trash for p in g.players)):  # 355.10.a: Morbid Return
                        self.fail(f"{path}.targets[{a}][{b}]", c, "the cid of a unit or gear on the "
                                  "board, of a spell or an ability's source below on the chain, of a "
                                  "card in a trash, or -1 "
                                  "for a target that left the board or the chain (355.9.a, 425.3)")
                targets.append(tuple(group))
            dest = obj.destination
            if dest is not None and not -1 <= dest < self.nbf:
                self.fail(path + ".destination", dest, f"-1 (the moved unit's base) or a battlefield "
                          f"index 0..{self.nbf - 1}")
            for b, c in enumerate(obj.refs):
                if not self.is_cid(c):
                    self.fail(f"{path}.refs[{b}]", c, f"a cid 0..{len(g.cards) - 1}")
            at = obj.hidden_at
            if at is not None and at >= self.nbf:
                self.fail(path + ".hidden_at", at, f"a battlefield index 0..{self.nbf - 1}")
            items.append(ChainItem(cid, ctrl, kind, finalized, tuple(targets), dest, tuple(obj.done),
                                   tuple(obj.refs), at))
        g.chain = items

    def activated_item(self, g: GameState, obj: ActivatedObject, path: str) -> ChainItem:
        """An activated ability on the chain (377.3): its source has an ability of that card."""
        from ..engine.abilities import ability_key

        src = obj.activated
        card_id: str | None = None
        if not self.is_cid(src):
            self.fail(path + ".activated", src, f"a cid 0..{len(g.cards) - 1}")
        elif obj.of is None:
            card_id = g.cards[src].id
        else:
            found = _exact_cards().get(obj.of)
            if found is None:
                self.fail(path + ".of", obj.of, "a card id or exact card name")
            else:
                card_id = found.id
        own = g.index.get("activated", card_id) if card_id is not None else None
        if card_id is not None and obj.mode >= len(own or ()):
            self.fail(path + (".mode" if own else ".activated"), obj.mode,
                      f"one of the {len(own)} activated abilities of the card, from 0"
                      if own else "a card with an implemented activated ability")
            card_id = None
        ctrl = self.item_controller(g, obj.controller, src, path)
        loc = obj.location
        if loc is not None and not -1 <= loc < self.nbf:
            self.fail(path + ".location", loc, f"-1 (the base) or a battlefield index 0..{self.nbf - 1}")
        dest = -1 - ctrl if loc == -1 else loc
        targets = self.ability_targets(g, obj.targets, obj.refs, path)
        key = ability_key(card_id, obj.mode) if card_id is not None else None
        return ChainItem(src if self.is_cid(src) else 0, ctrl, "activated", obj.finalized,
                         tuple(targets), dest, tuple(obj.done), tuple(obj.refs), ability=key)

    def item_controller(self, g: GameState, ctrl: int | None, src: int, path: str) -> int:
        """A chain item's controller: as written, else its source card's owner."""
        if ctrl is not None and self.seat(ctrl, path + ".controller") is None:
            ctrl = None
        if ctrl is None:
            owner = g.owner[src] if self.is_cid(src) else 0
            ctrl = owner if 0 <= owner < self.n else 0
        return ctrl

    def player_target(self, c: int) -> bool:
        """Whether target ``c`` names a player of the game (355.10; actions.player_code), or the
        facedown card of one of its battlefields by its zone (ruling 117; actions.facedown_code)."""
        bf = code_facedown(c)
        if bf is not None:
            return bf < self.nbf
        return c <= -2 and -2 - c < self.n

    def ability_targets(self, g: GameState, targets: list[list[int]], refs: list[int],
                        path: str) -> list[tuple[int, ...]]:
        """An ability's chosen targets (units, gear or runes on the board, cards in a trash, 355.10.a,
        or -1 for one that left it, 355.9.a) and the cards it acted on (any cid)."""
        out: list[tuple[int, ...]] = []
        for a, group in enumerate(targets):
            for b, c in enumerate(group):
                if (c != -1 and not self.player_target(c) and c not in g.units and c not in g.gear
                        and not any(c in p.runes or c in p.trash for p in g.players)):
                    self.fail(f"{path}.targets[{a}][{b}]", c, "the cid of a unit, gear or rune on "
                              "the board or of a card in a trash, -1 for a target that left the "
                              "board (355.9.a, 355.10.a), or -2 - seat for a player (355.10)")
            out.append(tuple(group))
        for b, c in enumerate(refs):
            if not self.is_cid(c):
                self.fail(f"{path}.refs[{b}]", c, f"a cid 0..{len(g.cards) - 1}")
        return out

    def trigger_item(self, g: GameState, obj: TriggerObject, path: str,
                     pending_below: bool = False) -> ChainItem:
        """A triggered ability on the chain: its source names a card with one (383). Unless the
        file says, it is pending while its choices are being made, or above a pending one (337.1)."""
        src = obj.trigger
        has = [k for k in ABILITY_NAMES
               if self.is_cid(src) and g.index.get(ON[k], g.cards[src].id) is not None
               and (k != "temporary" or self.temporary_source(g, src, obj.ability == "temporary"))
               # given by a passive only (821.1.b, 817.1.b)
               and (k not in ("weaponmaster", "vision") or obj.ability == k)]
        kind = {None: has[0] if has else "trigger", "play": "trigger"}.get(obj.ability, obj.ability or "")
        if kind not in has:
            self.fail(path + (".ability" if has else ".trigger"), obj.ability if has else src,
                      f"one of the card's triggered abilities {[_ABILITY_NAME[k] for k in has]}"
                      if has else "the cid of a card with an implemented triggered ability")
        here = obj.here
        if kind == "trigger":
            if here is not None:
                self.fail(path + ".here", here, "absent for a Play Effect")
                here = None
        elif here is None:
            u = g.units.get(src)
            here = u.loc if u is not None and u.loc >= 0 else None
        elif not self.is_loc(here):  # a base too: a Temporary unit's trigger (816.1.b) may be there
            self.fail(path + ".here", here, f"a battlefield index 0..{self.nbf - 1}, or -1-seat for "
                      "a base")
        ctrl = self.item_controller(g, obj.controller, src, path)
        d = g.pending
        choosing = d is not None and d.kind == "choose_card" and d.context[:2] in (
            ("ability_target", src), ("trigger_may", src), ("trigger_targets", src))
        finalized = obj.finalized if obj.finalized is not None else not (choosing or pending_below)
        targets = self.ability_targets(g, obj.targets, obj.refs, path)
        at = obj.hidden_at
        if at is not None and (kind != "trigger" or at >= self.nbf):
            self.fail(path + ".hidden_at", at, "a battlefield index, for a Play Effect only (811.1.d.2)")
        return ChainItem(src, ctrl, kind, finalized, tuple(targets), here, tuple(obj.done),
                         tuple(obj.refs), at)

    def temporary_source(self, g: GameState, src: int, named: bool) -> bool:
        """Whether ``src`` has a Temporary ability (816.3): printed, or given to the unit or gear
        on the board; named in the file, any unit or gear card (it may have left the board)."""
        x: Unit | Gear | None = g.units.get(src) or g.gear.get(src)
        if (x is not None and x.temporary) or g.cards[src].has_keyword("Temporary"):
            return True
        return named and g.cards[src].type in ("Unit", "Gear")

    def attachments(self, g: GameState, players: list[PlayerModel]) -> None:
        """Gear attached to a unit (434, 718) take its location (719.3); the Empowered status (441)."""
        for i, pm in enumerate(players):
            mine = [x for x in g.gear.values() if x.controller == i]
            for q, (x, gm) in enumerate(zip(mine, pm.gear, strict=False)):
                if not isinstance(gm, GearObject):
                    continue
                x.empowered = gm.empowered
                if gm.at is not None:  # 435.4.a: detached at a battlefield, recalled by a cleanup
                    if gm.attached_to is not None or gm.at >= len(g.battlefields):
                        self.fail(f"players[{i}].gear[{q}].at", gm.at, "a battlefield's index, for "
                                  "a gear not attached (435.4.a)")
                    else:
                        x.loc = gm.at
                if gm.attached_to is None:
                    continue
                u = g.units.get(gm.attached_to)
                if u is None:
                    self.fail(f"players[{i}].gear[{q}].attached_to", gm.attached_to,
                              "the cid of a unit on the board (434, 718)")
                else:
                    x.attached_to, x.loc = u.cid, u.loc
        for k, (_, until) in self.copies.items():  # a copy "for as long as this is attached to it"
            cid = self.cids[k] if self.cids is not None else -1
            lasts_for = g.gear.get(until)
            if until >= 0 and (lasts_for is None or lasts_for.attached_to != cid):
                self.fail(self.occ[k].path + ".copy_until", until,
                          "the cid of a gear attached to this unit (434, 718), or null")

    def place_units(self, g: GameState, units: list[Unit]) -> None:
        if any(u.turn_keywords and any(k.startswith("Deflect") for k in u.turn_keywords) for u in units):
            g.memo["deflect_in_game"] = True  # 809: a granted Deflect, whatever the game's cards
        order = self.m.unit_order
        if order is None:
            for u in units:
                g.units[u.cid] = u
            return
        have = {u.cid: u for u in units}
        if sorted(order) != sorted(have):
            self.fail("unit_order", order, f"the cids of the units on the board, each once: "
                      f"{sorted(have)}")
            for u in units:
                g.units[u.cid] = u
            return
        for c in order:
            g.units[c] = have[c]

    def showdown(self, g: GameState, tp: int) -> None:
        s = self.m.showdown
        if s is None:
            return
        ok = self.bf_index(s.battlefield, "showdown.battlefield")
        for key in ("attacker", "defender", "focus"):
            self.seat(getattr(s, key), "showdown." + key)
        if s.combat and (s.attacker is None or s.defender is None):
            self.fail("showdown", _Text("a combat without " + ("an attacker" if s.attacker is None
                                                                else "a defender")),
                      "a combat names its attacker and defender (460)")
        focus = s.focus
        if focus is None:
            b = g.battlefields[s.battlefield] if ok else None
            focus = (s.attacker if s.combat and s.attacker is not None else
                     b.contested_by if b is not None and b.contested_by is not None else tp)
        for k, (c, _) in enumerate(s.assigned):
            if c >= len(g.cards):
                self.fail(f"showdown.assigned[{k}][0]", c, f"a cid 0..{len(g.cards) - 1}")
        opened_by = s.chain_opened_by
        waiting = any(t and isinstance(t[0], str) and t[0] in _PLACING_TASKS  # (a bad name: told below)
                      for t in (self.m.tasks or [])) or (
            self.m.pending is not None and self.m.pending.kind == "order_triggers")
        if opened_by is not None and not self.m.chain and not waiting:
            # (abilities that triggered as the chain's last item resolved still wait to go on it:
            # the chain has not closed, 383.3.b, and what opened it still counts, 346.1)
            self.fail("showdown.chain_opened_by", opened_by, "absent while the chain is empty")
        checked: list[tuple[int, int]] = []
        for k, entry in enumerate(s.triggers_checked):
            c = entry if isinstance(entry, int) else entry[0]
            if c >= len(g.cards):
                self.fail(f"showdown.triggers_checked[{k}]", c, f"a cid 0..{len(g.cards) - 1}")
            elif isinstance(entry, int):
                checked.append((c, side_role(g, s.attacker, c)))
            else:
                checked.append((c, ATTACKER if entry[1] == "attacker" else DEFENDER))
        if s.triggers_checked and not s.combat:
            self.fail("showdown.triggers_checked", s.triggers_checked, "empty outside a combat")
        g.showdown = Showdown(s.battlefield, s.combat, focus, s.passes, s.attacker, s.defender,
                              tuple((c, a) for c, a in s.assigned), s.recalled, opened_by,
                              tuple(checked))

    def sets(self, g: GameState, nteams: int) -> None:
        m = self.m
        for k, (p, bf) in enumerate(m.ledger):
            self.seat(p, f"ledger[{k}][0]")
            self.bf_index(bf, f"ledger[{k}][1]")
        for key in ("disqualified", "excused"):
            for k, (t, bf) in enumerate(getattr(m, key)):
                if t >= nteams:
                    self.fail(f"{key}[{k}][0]", t, f"a team 0..{nteams - 1}")
                self.bf_index(bf, f"{key}[{k}][1]")
        g.ledger = {(p, bf) for p, bf in m.ledger}
        g.disqualified = {(t, bf) for t, bf in m.disqualified}
        g.excused = {(t, bf) for t, bf in m.excused}

    def outcome_and_pending(self, g: GameState, pd: DecisionModel | None, given: bool,
                            players: list[PlayerModel]) -> None:
        m = self.m
        if m.outcome is not None:
            for k, w in enumerate(m.outcome.winners):
                self.seat(w, f"outcome.winners[{k}]")
            g.outcome = Outcome(tuple(m.outcome.winners), Termination(m.outcome.termination),
                                m.outcome.rule)
            if pd is not None:
                self.fail("pending", pd.model_dump(), "null: the game is over")
            return
        if pd is None and not given:
            sd = g.showdown
            if sd is not None:
                pd = DecisionModel(player=sd.focus, kind="focus")
            elif g.phase == "mulligan":
                seat = next((s for s in g.turn_order if players[s].mulliganed is not True), None)
                if seat is None:
                    self.fail("pending", _Text("nothing"), "a decision: every player has mulliganed")
                    return
                pd = DecisionModel(player=seat, kind="mulligan")
            elif g.phase == "main":
                pd = DecisionModel(player=g.turn_player, kind="main")
            else:
                self.fail("pending", _Text("nothing"), f"a decision (it may be left out only in the Main "
                          f"Phase or the Mulligan, not in phase {g.phase!r})")
                return
        if pd is None:
            if not m.run:
                self.fail("pending", None, "a decision, or \"run\": true with outstanding tasks "
                          "(a game not over waits for a decision)")
            return
        if self.seat(pd.player, "pending.player") is None:
            return
        ctx = self.context(pd.kind, pd.context, "pending.context", g)
        if ctx is None:
            return
        g.pending = Decision(pd.player, pd.kind, ctx)
        if g.phase == "mulligan" and pd.kind == "mulligan":
            after = False
            for s in g.turn_order:
                if s == pd.player:
                    after = True
                if players[s].mulliganed is None:
                    g.players[s].mulliganed = not after
