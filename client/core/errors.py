"""Errors the rules and the save loader raise; messages are shown to players."""


class IllegalAction(ValueError):
    """An action that is not legal in the current state (or not an action at all)."""


class OptionsError(ValueError):
    """Game options or player counts that the game does not accept."""


class SaveError(ValueError):
    """A save file that cannot be loaded; the message names what is wrong."""
