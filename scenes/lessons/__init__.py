"""Learn to play: lessons at the real table, hints and first-time tips.

A lesson is a data file (``data/NN-name.json``): a scenario that lays out the
table (the format of the scenario runner) and a script of short steps: texts
to read, things to point at, the decision the learner must take and the
decisions the other seats take. ``lesson`` reads and checks the files,
``script`` walks a script against the rules core, ``session`` puts it at the
table, ``coach`` draws it there. ``hints`` and ``tips`` are the coach of every
ordinary game. ``python -m scenes.lessons --check`` plays every lesson.

This module imports nothing heavy: the catalogue extractor imports the package.
"""
