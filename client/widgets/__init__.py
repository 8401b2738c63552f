"""Standard widgets: buttons, choices, text fields, sliders, toasts, panels."""
