"""姬札大戰's deck builder, opened from the seat setup by a seat's "Deck…" button.

The pool on the left, filtered by faction and kind, one compact row per card (its picture on its
faction's colour, name, the abilities as the cards' icons or the kind, the skill icons, cost); the
deck on the right with its lord, the points used of the seat's limit kept live. The row under the
pointer shows the card zoomed on the template, with its whole text, over the other panel. A card
that would go over the limit is refused with a toast. Start from a faction's starter or a saved
deck, name it, save it to ``<user folder>/decks/``, and use it for the seat.
"""
from __future__ import annotations

import pygame

from client import paths
from client.i18n import N_, _, current_language
from client.render import palette
from client.render.text import draw_text_in_box, layout_in_box
from client.scenes.base import Scene
from client.scenes.common import back_button, escape_pressed, handle_buttons
from client.scenes.saves_menu import Pager
from client.widgets.base import draw_panel, draw_sheet
from client.widgets.button import Button
from client.widgets.choice import Choice
from client.widgets.textfield import TextField, refused_message

from . import card_art, deck_files, deck_option
from .cards import General, Tactic, pool
from .deck_draft import DeckDraft, DeckError
from .field_paint import draw_table_surface
from .vocabulary import DECK_LIMIT_HALVES, FACTION_ZH, FACTIONS, SKILL_ZH, SKILLS

BUTTON_LABEL = N_("Deck…")  # the seat setup's button that opens the builder

POOL_PANEL = pygame.Rect(40, 170, 760, 620)
DECK_PANEL = pygame.Rect(830, 170, 730, 620)
ROW_H = 46
POOL_TOP = 245
POOL_ROWS = 10
DECK_TOP = 245
DECK_ROWS = 7
ZOOM_W = 380  # the card under the pointer, zoomed over the other panel
FACTION_LABELS = {"wei": N_("Wei cards"), "shu": N_("Shu cards"), "wu": N_("Wu cards"), "qun": N_("Qun cards")}
KIND_LABELS = {"general": N_("General cards"), "equipment": N_("Equipment cards"),
               "stratagem": N_("Stratagem cards"), "strategy": N_("Strategy cards"),
               "formation": N_("Formation cards"), "facility": N_("Facility cards")}
KIND_ZH = {"equipment": "裝備", "stratagem": "計略", "strategy": "戰略", "formation": "陣形", "facility": "設施"}
ALL = "all"
FADED = palette.MUTED  # a card the points left cannot pay for, faded on the paper


def edit(app, setup, key: str) -> None:
    """Open the builder for the option ``key`` of the seat setup ``setup``."""
    app.stack.push(DeckBuilderScene(app, setup, key))


def decks_dir():
    return paths.usable(paths.user_dir() / "decks")


def zh() -> bool:
    return current_language() == "zh_Hant"


def card_name(card) -> str:
    return card.name_zh if zh() else card.name_en


def points(halves: int) -> str:
    return f"{halves / 2:g}"


def values(card) -> str:
    """A general's melee, shooting and stratagem values; a tactic's kind."""
    if isinstance(card, General):
        return _("Melee {ma}/{md} · Shoot {sa}/{sd} · Stratagem {st}").format(
            ma=card.melee[0], md=card.melee[1], sa=card.shoot[0], sd=card.shoot[1], st=card.strategy)
    assert isinstance(card, Tactic)
    return KIND_ZH[card.kind] if zh() else card.kind.capitalize()  # the data's own words per language


def skills(card) -> str:
    if not isinstance(card, General):
        return ""
    if zh():
        return "、".join(SKILL_ZH[s] for s in sorted(card.skills))
    return ", ".join(s.replace("_", " ") for s in sorted(card.skills))


class DeckBuilderScene(Scene):
    name = "deck_builder"

    def __init__(self, app, setup, key: str):
        super().__init__(app)
        self.setup = setup
        self.key = key
        self.pool = pool()
        self.option = next(o for o in setup.spec.options if o.key == key)
        self.draft = DeckDraft(self.pool, deck_option.limit_halves(key, setup.options),
                               joker_allowed=deck_option.handicapped(key, setup.options))
        self.start_current()
        self.opened = self.draft_key()  # "Use this deck" without a change keeps the seat's choice as it was
        sound = app.audio.play
        self.faction = Choice((60, 185, 230, 46), [(ALL, N_("All factions"))]
                              + [(f, FACTION_LABELS[f]) for f in FACTIONS], ALL, self.refilter, size=22)
        self.kind = Choice((310, 185, 260, 46), [(ALL, N_("All kinds"))] + list(KIND_LABELS.items()), ALL,
                           self.refilter, size=22)
        self.name = TextField((850, 185, 340, 46), self.draft.name, self.set_name, max_length=deck_files.MAX_NAME,
                              size=22, on_refused=lambda chars: app.toast(refused_message(chars)))
        starters = list(self.pool.decks.values())
        self.starter = Choice((850, 650, 280, 46), [(d.id, d.name_zh if zh() else d.name_en) for d in starters],
                              starters[0].id, lambda v: None, size=20, translate=False)
        self.saved = Choice((850, 706, 280, 46), [], None, lambda v: None, size=20, translate=False)
        self.buttons = [
            Button((1140, 650, 400, 46), N_("Start from this starter"), self.use_starter, size=22, sound=sound),
            Button((1140, 706, 195, 46), N_("Load saved deck"), self.load_saved, size=22, sound=sound),
            Button((1345, 706, 195, 46), N_("Delete saved deck"), self.delete_saved, size=22, sound=sound),
            Button((1100, 810, 220, 60), N_("Save"), self.save, sound=sound),
            Button((1340, 810, 220, 60), N_("Use this deck"), self.use, primary=True, sound=sound),
            back_button(app),
        ]
        self.pool_pager = Pager(app, POOL_ROWS, POOL_TOP + POOL_ROWS * ROW_H + 8)
        self.deck_pager = Pager(app, DECK_ROWS, DECK_TOP + DECK_ROWS * ROW_H + 4)
        self._place(self.pool_pager, POOL_PANEL.centerx)
        self._place(self.deck_pager, DECK_PANEL.centerx)
        for pager in (self.pool_pager, self.deck_pager):
            pager.ink = palette.SHEET_DIM  # written on the paper sheets
        self.shown_pool = self.filtered()
        self.user_decks: list[deck_files.UserDeck] = []
        self.refresh_saved(announce=True)

    @staticmethod
    def _place(pager: Pager, centre_x: int) -> None:
        pager.label.centerx = centre_x
        pager.buttons[0].rect.right = pager.label.left - 4
        pager.buttons[1].rect.left = pager.label.right + 4

    # -- the draft ----------------------------------------------------------------
    def start_current(self) -> None:
        """Open on the seat's current deck (a starter or the player's own)."""
        value = self.setup.options.get(self.key, self.option.default)
        try:
            deck = deck_option.decode(self.key, value, self.setup.options, self.pool)
        except Exception:  # noqa: BLE001 - a value the setup never offers: start empty
            return
        name = self.option.label_of(value)
        self.draft.start_from(deck, _(name) if value in self.option.choices else name)

    def draft_key(self) -> tuple:
        return tuple(self.draft.cards), self.draft.lord, self.draft.name

    def set_name(self, text: str) -> None:
        self.draft.name = text

    def toggle(self, card_id: str) -> None:
        if card_id in self.draft.cards:
            self.draft.remove(card_id)
            return
        if self.draft.add(card_id) == "over":
            card = self.pool.cards[card_id]
            self.app.toast(_("{card} does not fit: the deck would cost {points} of {limit} points.").format(
                card=card_name(card), points=points(self.draft.used + card.cost), limit=points(self.draft.limit)))

    def refilter(self, _value=None) -> None:
        self.shown_pool = self.filtered()
        self.pool_pager.page = 0

    def filtered(self) -> list:
        out = []
        for card in self.pool.cards.values():
            kind = "general" if card.is_general else card.kind
            if self.faction.value in (ALL, card.faction) and self.kind.value in (ALL, kind):
                out.append(card)
        return out

    def adopt(self, deck, name: str) -> None:
        if self.draft.start_from(deck, name) == "over":
            self.app.toast(_("That deck costs {points} points, over this seat's {limit}.").format(
                points=points(self.pool.cost(deck.cards)), limit=points(self.draft.limit)))
            return
        self.name.text = name
        self.deck_pager.page = 0

    def use_starter(self) -> None:
        deck = self.pool.decks[self.starter.value]
        self.adopt(deck, deck.name_zh if zh() else deck.name_en)

    # -- saved decks --------------------------------------------------------------
    def refresh_saved(self, announce: bool = False) -> None:
        # every deck any seat could use is offered; one over this seat's limit is refused when chosen
        self.user_decks, problems = deck_files.load_all(
            decks_dir(), self.pool, DECK_LIMIT_HALVES + deck_files.MAX_HANDICAP_HALVES, joker_allowed=True)
        self.saved.options = [(d.name, d.name) for d in self.user_decks] or [(None, _("No saved decks"))]
        if self.saved.value not in [d.name for d in self.user_decks]:
            self.saved.value = self.user_decks[0].name if self.user_decks else None
        if announce:
            for problem in problems[:4]:
                self.app.toast(_("A saved deck cannot be loaded: {reason}").format(reason=problem), 8)

    def chosen_saved(self):
        return next((d for d in self.user_decks if d.name == self.saved.value), None)

    def load_saved(self) -> None:
        deck = self.chosen_saved()
        if deck is not None:
            self.adopt(deck, deck.name)

    def delete_saved(self) -> None:
        deck = self.chosen_saved()
        if deck is None:
            return
        try:
            deck_files.delete(decks_dir(), deck.name)
        except OSError as err:
            self.app.toast(_("The deck cannot be deleted: {reason}").format(reason=err.strerror or err))
            return
        self.app.toast(_("Deleted {name}.").format(name=deck.name))
        self.refresh_saved()

    def finished(self):
        """The draft as a deck, or None after telling the player what is missing."""
        if not self.draft.name.strip():
            self.app.toast(_("Give the deck a name first."))
            return None
        if self.draft.lord is None:
            self.app.toast(_("The deck needs at least one general to lead it."))
            return None
        try:
            return self.draft.finished()
        except DeckError as err:
            self.app.toast(_("This deck cannot be used: {reason}").format(reason=err))
            return None

    def save(self) -> None:
        deck = self.finished()
        if deck is None:
            return
        try:
            deck_files.save(decks_dir(), deck)
        except OSError as err:
            self.app.toast(_("The deck cannot be saved: {reason}").format(reason=err.strerror or err))
            return
        self.app.toast(_("Saved {name}.").format(name=deck.name))
        self.refresh_saved()
        self.saved.value = deck.name

    def use(self) -> None:
        if self.draft_key() == self.opened and self.draft.cards:
            # unchanged: a starter stays the starter (a handicapped seat's starter still takes its reserve)
            self.app.stack.pop()
            return
        deck = self.finished()
        if deck is not None:
            self.setup.set_option(self.key, deck_option.encode(deck))
            self.app.stack.pop()

    # -- input --------------------------------------------------------------------
    def pool_rows(self):
        for k, card in enumerate(self.pool_pager.shown(self.shown_pool)):
            yield card, pygame.Rect(POOL_PANEL.x + 16, POOL_TOP + k * ROW_H, POOL_PANEL.w - 32, ROW_H - 6)

    def deck_rows(self):
        for k, card_id in enumerate(self.deck_pager.shown(self.draft.cards)):
            row = pygame.Rect(DECK_PANEL.x + 16, DECK_TOP + k * ROW_H, DECK_PANEL.w - 32, ROW_H - 6)
            lord = pygame.Rect(row.x, row.y, 84, row.h)
            remove = pygame.Rect(row.right - 44, row.y, 44, row.h)
            yield self.pool.cards[card_id], row, lord, remove

    def handle_event(self, event) -> bool:
        if escape_pressed(event) and not self.name.focused:
            self.app.stack.pop()
            return True
        if self.name.handle_event(event):
            return True
        if handle_buttons(self.buttons + [self.faction, self.kind, self.starter, self.saved], event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            pager = self.deck_pager if DECK_PANEL.collidepoint(pygame.mouse.get_pos()) else self.pool_pager
            return pager.handle_event(event)
        if self.pool_pager.handle_event(event) or self.deck_pager.handle_event(event):
            return True
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        for card, row in self.pool_rows():
            if row.collidepoint(event.pos):
                self.toggle(card.id)
                return True
        for card, row, lord, remove in self.deck_rows():
            if remove.collidepoint(event.pos):
                self.draft.remove(card.id)
                return True
            if lord.collidepoint(event.pos) or row.collidepoint(event.pos):
                self.draft.make_lord(card.id)
                return True
        return False

    def update(self, dt: float) -> None:
        self.name.update(dt)

    def animating(self) -> bool:
        return self.name.animating()

    def exit(self) -> None:
        if self.name.focused:
            self.name.focus(False)
            pygame.key.stop_text_input()

    # -- drawing ------------------------------------------------------------------
    def draw(self, surface) -> None:
        spec = self.setup.spec
        # the same wooden table as the game, the pool and the deck on paper sheets lying on it
        draw_table_surface(surface)
        draw_text_in_box(surface, _("Deck builder"), pygame.Rect(300, 34, 1000, 70), 52, palette.PAPER, bold=True)
        draw_text_in_box(surface, f"{_(self.option.label)} · {spec.title_zh if zh() else spec.title_en}",
                         pygame.Rect(300, 106, 1000, 36), 24, palette.PAPER)
        draw_sheet(surface, POOL_PANEL, radius=10)
        draw_sheet(surface, DECK_PANEL, radius=10)
        self.faction.draw(surface)
        self.kind.draw(surface)
        draw_text_in_box(surface, _("Click a card to add or remove"),
                         pygame.Rect(586, 185, 204, 46), 18, palette.SHEET_DIM, multiline=True)
        for card, row in self.pool_rows():
            self.draw_card_row(surface, card, row, chosen=card.id in self.draft.cards)
        self.pool_pager.draw(surface)
        self.name.draw(surface)
        self.draw_points(surface, pygame.Rect(1210, 185, 330, 46))
        if not self.draft.cards:
            draw_text_in_box(surface, _("The deck is empty: add cards from the pool or start from a starter."),
                             pygame.Rect(870, DECK_TOP, 650, 120), 24, palette.SHEET_DIM, multiline=True)
        for card, row, lord, remove in self.deck_rows():
            self.draw_deck_row(surface, card, row, lord, remove)
        self.deck_pager.draw(surface)
        for widget in (self.starter, self.saved, *self.buttons):
            widget.draw(surface)
        self.draw_zoom(surface)

    def draw_points(self, surface, rect) -> None:
        used, limit = self.draft.used, self.draft.limit
        colour = palette.SHEET_LIT if used == limit else palette.SHEET_INK
        draw_text_in_box(surface, _("Points {used} / {limit}").format(used=points(used), limit=points(limit)),
                         rect, 30, colour, align="right", bold=True)
        bar = pygame.Rect(rect.x, rect.bottom + 4, rect.w, 6)
        pygame.draw.rect(surface, palette.SHEET_HI, bar, border_radius=3)
        pygame.draw.rect(surface, colour, (bar.x, bar.y, bar.w * min(used, limit) // max(limit, 1), bar.h),
                         border_radius=3)

    def draw_chip(self, surface, card, rect) -> None:
        """The card's picture on its faction's colour, the faction's kanji in the corner (the
        colour only repeats it, for colour-blind players)."""
        rgb = card_art.FACTION_RGB[card.faction]
        pygame.draw.rect(surface, rgb, rect, border_radius=6)
        inner = rect.inflate(-4, -4)
        surface.blit(card_art.picture(card_art.GAME, card.id, inner.size), inner)
        tag = pygame.Rect(rect.x, rect.y, 16, 16)
        pygame.draw.rect(surface, rgb, tag, border_top_left_radius=6, border_bottom_right_radius=4)
        draw_text_in_box(surface, FACTION_ZH[card.faction], tag, 12, palette.text_on(rgb), bold=True)

    def draw_about(self, surface, card, rect, ink) -> None:
        """A general's abilities as the cards' icons and its skill icons; a tactic's kind in words."""
        if not isinstance(card, General):
            draw_text_in_box(surface, values(card), rect, 16, ink, align="left")
            return
        row = pygame.Rect(rect.x, rect.centery - 10, 124, 20)
        card_art.draw_stat_row(surface, card.melee, card.shoot, card.strategy, row, icon_colour=ink)
        x = row.right + 12
        for skill in (s for s in SKILLS if s in card.skills):
            card_art.draw_skill_icon(surface, skill, (x + 9, rect.centery), 9)
            x += 21
        if x < rect.right - 40:  # their names where they fit whole (the zoomed card explains them)
            text = skills(card)
            box = pygame.Rect(x + 4, rect.y, rect.right - x - 4, rect.height)
            if not layout_in_box(text, box.width, box.height, 15, 13).truncated:
                draw_text_in_box(surface, text, box, 15, palette.SHEET_LIT if ink != FADED else ink,
                                 align="left", min_size=13)

    def draw_card_row(self, surface, card, row, chosen: bool) -> None:
        hover = row.collidepoint(pygame.mouse.get_pos())
        fits = chosen or self.draft.used + card.cost <= self.draft.limit
        draw_row(surface, row, hover, chosen)
        ink = palette.SHEET_INK if fits else FADED
        self.draw_chip(surface, card, pygame.Rect(row.x + 4, row.y + 2, 48, row.h - 4))
        draw_text_in_box(surface, card_name(card), pygame.Rect(row.x + 58, row.y, 164, row.h), 22, ink,
                         align="left", bold=card.is_general)
        self.draw_about(surface, card, pygame.Rect(row.x + 228, row.y + 2, 380, row.h - 4),
                        palette.SHEET_DIM if fits else FADED)
        draw_text_in_box(surface, points(card.cost), pygame.Rect(row.right - 120, row.y, 60, row.h), 22, ink,
                         align="right", bold=True)
        mark = "✓" if chosen else "+"
        draw_text_in_box(surface, mark, pygame.Rect(row.right - 50, row.y, 40, row.h), 24,
                         palette.SHEET_LIT if chosen or fits else FADED)

    def draw_deck_row(self, surface, card, row, lord, remove) -> None:
        is_lord = card.id == self.draft.lord
        draw_row(surface, row, False, is_lord)
        if card.is_general:
            box = lord.inflate(-8, -8)
            if is_lord:
                pygame.draw.rect(surface, palette.VERMILION, box, border_radius=6)
            else:
                pygame.draw.rect(surface, palette.SHEET_EDGE, box, 1, border_radius=6)
            draw_text_in_box(surface, _("Lord") if is_lord else _("Make lord"), box, 16,
                             palette.WHITE if is_lord else palette.SHEET_DIM, bold=is_lord)
        self.draw_chip(surface, card, pygame.Rect(lord.right + 4, row.y + 2, 48, row.h - 4))
        x = lord.right + 58
        draw_text_in_box(surface, card_name(card), pygame.Rect(x, row.y, 160, row.h), 22, palette.SHEET_INK,
                         align="left", bold=card.is_general)
        self.draw_about(surface, card, pygame.Rect(x + 164, row.y + 2, remove.x - 70 - x - 164, row.h - 4),
                        palette.SHEET_DIM)
        draw_text_in_box(surface, points(card.cost), pygame.Rect(remove.x - 64, row.y, 56, row.h), 22,
                         palette.SHEET_INK, align="right", bold=True)
        draw_text_in_box(surface, "×", remove, 28, palette.SHEET_LIT, bold=True)

    def pointed_card(self):
        """The card whose row is under the pointer, and whether it is the pool's."""
        pos = pygame.mouse.get_pos()
        for card, row in self.pool_rows():
            if row.collidepoint(pos):
                return card, True
        for card, row, _lord, _remove in self.deck_rows():
            if row.collidepoint(pos):
                return card, False
        return None, False

    def draw_zoom(self, surface) -> None:
        """The card under the pointer zoomed, with its whole text, over the other panel."""
        card, in_pool = self.pointed_card()
        if card is None:
            return
        over = DECK_PANEL if in_pool else POOL_PANEL
        need = card_art.zoom_height(card.id, ZOOM_W - 24) + 24
        top = (DECK_TOP if in_pool else POOL_TOP) - 8  # the points, the name and the filters stay in sight
        box = pygame.Rect(over.right - ZOOM_W - 10, top, ZOOM_W, min(need, over.bottom - 10 - top))
        draw_panel(surface, box, fill=palette.LACQUER, radius=12)
        card_art.draw_zoom(surface, card.id, box.inflate(-24, -24))


def draw_row(surface, row: pygame.Rect, hover: bool, chosen: bool) -> None:
    """A card's line on the sheet: lit under the pointer, ruled in vermilion when it is chosen (in
    the deck, or the lord), else a hairline under it."""
    if hover:
        pygame.draw.rect(surface, palette.SHEET_HI, row, border_radius=6)
    if chosen:
        pygame.draw.rect(surface, palette.SHEET_LIT, row, 2, border_radius=6)
    else:
        pygame.draw.line(surface, palette.SHEET_EDGE, (row.x + 6, row.bottom - 1), (row.right - 6, row.bottom - 1))
