"""The level-separation benchmark adds up its tables correctly."""
from __future__ import annotations

from typing import Any

from game.ai.bench import levels_by_role, run, summarize


def line(table: str, players: int, law: int, outlaws: int, renegade: int, deputy_attacks: int = 0) -> dict[str, Any]:
    return {"table": table, "players": players, "games": law + outlaws + renegade, "errors": 0,
            "wins": {"law": law, "outlaws": outlaws, "renegade": renegade},
            "role_consistency": {"deputy_attacks_on_sheriff": deputy_attacks}}


def test_the_high_level_goes_to_one_side_and_the_renegade_stays_low() -> None:
    assert levels_by_role("law_high", "easy", "hard") == {
        "sheriff": "hard", "deputy": "hard", "outlaw": "easy", "renegade": "easy"}
    assert levels_by_role("outlaws_high", "easy", "hard") == {
        "sheriff": "easy", "deputy": "easy", "outlaw": "hard", "renegade": "easy"}


def test_swap_and_one_sided_deltas_are_in_points_over_all_sizes() -> None:
    lines = [
        line("law_high", 4, 60, 30, 10), line("law_high", 5, 40, 50, 10),  # law 50 %, outlaws 40 %
        line("outlaws_high", 4, 20, 70, 10), line("outlaws_high", 5, 30, 60, 10, deputy_attacks=2),  # 25 %, 65 %
        line("all_low", 4, 35, 55, 10), line("all_low", 5, 45, 45, 10),  # 40 %, 50 %
    ]
    result = summarize(lines)
    assert result["swap_delta"] == {"law": 25.0, "outlaws": 25.0}
    assert result["one_sided_delta"] == {"law": 10.0, "outlaws": 15.0}
    assert result["by_size"]["law_high@4"] == {"law": 60.0, "outlaws": 30.0, "renegade": 10.0}
    assert result["games"] == {"law_high": 200, "outlaws_high": 200, "all_low": 200}
    assert result["deputy_attacks_on_sheriff"] == 2


def test_a_short_run_reports_every_table_it_played() -> None:
    lines = run("easy", "normal", [4], 4, 7, ["law_high", "outlaws_high"])
    assert [(entry["table"], entry["games"]) for entry in lines] == [("law_high", 4), ("outlaws_high", 4)]
    assert all(entry["errors"] == 0 and sum(entry["wins"].values()) == 4 for entry in lines)
    assert all(entry["role_consistency"]["deputy_attacks_on_sheriff"] == 0 for entry in lines)


def test_worker_processes_give_the_results_of_a_sequential_run() -> None:
    tables = ["law_high", "all_low"]
    sequential = run("easy", "normal", [4, 5], 13, 9, tables)
    parallel = run("easy", "normal", [4, 5], 13, 9, tables, jobs=2)
    keep = ("table", "players", "games", "wins", "errors", "role_consistency")
    assert [{k: entry[k] for k in keep} for entry in parallel] == [{k: entry[k] for k in keep} for entry in sequential]
    def decisions(entry: dict[str, Any]) -> dict[str, float]:
        return {level: stats["decisions"] for level, stats in entry["latency_ms"].items()}

    assert [decisions(entry) for entry in parallel] == [decisions(entry) for entry in sequential]
