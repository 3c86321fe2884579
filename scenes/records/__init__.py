"""Kept games: the data folder (autosave, saved games, replays, statistics), its writer thread, and the screens that
list and replay them.
"""
