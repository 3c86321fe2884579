"""The menu-like screens, one a module: menu, set-up, rules, results, pause, save name, settings, statistics."""
