"""What every game's table view shares (client/scenes/table_view.py)."""
from client.scenes.table_view import TableView


class StepsView(TableView):
    """A view whose only motion is the step it is showing (the rest of the contract does nothing)."""

    def __init__(self):
        self.steps = 0

    def busy(self) -> bool:
        return self.steps > 0

    def draw(self, surface, obs) -> None: ...
    def on_events(self, events, seat, action) -> None: ...
    def on_undo(self) -> None: ...
    def update(self, dt: float) -> None: ...

    def handle_event(self, event, viewer) -> bool:
        return False

    def log_lines(self, public_events, seat, action, text) -> list[str]:
        return []


def test_a_table_moves_while_it_shows_a_step_unless_its_view_says_more():
    view = StepsView()
    assert not view.animating()
    view.steps = 1
    assert view.animating()
    view.steps = 0
    assert not view.animating()
