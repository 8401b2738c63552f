"""The bot arena and balance reports (``python -m client arena``): a measuring tool.

It imports the program and plays its games through the rules contract; the program never
imports it (the command line reaches it lazily), so nothing here weighs on the window's
start-up. Pure: no pygame. The report draws with matplotlib, a test/dev extra only.
"""
